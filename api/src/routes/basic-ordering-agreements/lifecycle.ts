// Approvals, status changes and signatures of one agreement. Every move is checked in core; an
// illegal one answers 409 with the reason, a signature that does not verify 422.
import {
  AgreementActorSchema,
  AgreementApprovalSchema,
  AgreementSchema,
  AgreementStatusChangeSchema,
  CounterpartySignatureSchema,
  IdParamsSchema,
} from '@compliance/contracts';
import { addCounterpartySignature } from '@compliance/core/agreements/add-counterparty-signature';
import { approveAgreement } from '@compliance/core/agreements/approve-agreement';
import { changeAgreementStatus } from '@compliance/core/agreements/change-agreement-status';
import { signAgreement } from '@compliance/core/agreements/sign-agreement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../actor';
import { AGREEMENT_ERRORS as errors, tags } from './shared';

export default async function agreementLifecycleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = IdParamsSchema;
  const response = { 200: AgreementSchema, ...errors };

  app.post(
    '/:id/approvals',
    {
      schema: {
        tags,
        summary: 'Record legal review or compliance approval',
        params,
        body: AgreementApprovalSchema,
        response,
      },
    },
    async (request) =>
      approveAgreement({
        infra: app.infra,
        signedIn: actorOf(request),
        id: request.params.id,
        ...request.body,
      }),
  );

  app.post(
    '/:id/status',
    {
      schema: {
        tags,
        summary:
          'draft -> active (checked) | terminated; active -> suspended | terminated; suspended -> active | terminated',
        params,
        body: AgreementStatusChangeSchema,
        response,
      },
    },
    async (request) =>
      changeAgreementStatus({
        infra: app.infra,
        signedIn: actorOf(request),
        id: request.params.id,
        ...request.body,
      }),
  );

  app.post(
    '/:id/sign',
    {
      schema: {
        tags,
        summary: 'Sign the canonical terms as the organisation (detached JWS)',
        params,
        body: AgreementActorSchema,
        response,
      },
    },
    async (request) =>
      signAgreement({
        infra: app.infra,
        signedIn: actorOf(request),
        id: request.params.id,
        actorId: request.body.actorId,
      }),
  );

  app.post(
    '/:id/signatures',
    {
      schema: {
        tags,
        summary: "Add the counterparty's compact JWS with its public JWK or X.509 certificate",
        params,
        body: CounterpartySignatureSchema,
        response,
      },
    },
    async (request) =>
      addCounterpartySignature({
        infra: app.infra,
        signedIn: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
  );
}
