// What a signer or a third party needs: the canonical terms to sign, the verification of every
// stored signature, and the self-contained signed document (JSON or XML).
import {
  ExportQuerySchema,
  IdParamsSchema,
  SignedAgreementExportSchema,
  TermsToSignSchema,
  VerificationSchema,
} from '@compliance/contracts';
import { exportAgreement, termsToSign, toXml } from '@compliance/core/agreements/export-agreement';
import { verifyAgreement } from '@compliance/core/agreements/verify-agreement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AGREEMENT_ERRORS as errors, tags } from './shared';

export default async function agreementDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = IdParamsSchema;

  app.get(
    '/:id/terms',
    {
      schema: {
        tags,
        summary: 'The RFC 8785 canonical terms a signer signs',
        params,
        response: { 200: TermsToSignSchema, ...errors },
      },
    },
    async (request) => termsToSign({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.get(
    '/:id/verification',
    {
      schema: {
        tags,
        summary: 'Check every signature against the stored terms',
        params,
        response: { 200: VerificationSchema, ...errors },
      },
    },
    async (request) => verifyAgreement({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.get(
    '/:id/export',
    {
      schema: {
        tags,
        summary: 'Signed document: { terms, signatures: [{ signer, kid, jws }] } as JSON, or XML',
        params,
        querystring: ExportQuerySchema,
        response: { 200: z.union([SignedAgreementExportSchema, z.string()]), ...errors },
      },
    },
    async (request, reply) => {
      const exported = await exportAgreement({ prisma: app.infra.prisma, id: request.params.id });
      const { agreementNumber, version } = exported.document.terms;
      const name = `${agreementNumber.replace(/[^\w.-]/g, '_')}-v${version}.${request.query.format}`;
      reply.header('Content-Disposition', `attachment; filename="${name}"`);
      if (request.query.format === 'json') return exported.document;
      return reply.type('application/xml; charset=utf-8').send(toXml(exported));
    },
  );
}
