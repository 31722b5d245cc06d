// GET /.well-known/jwks.json: the organisation's public signing keys (current and retired), so
// anyone can verify our signatures without trusting this server's own verification answer.
import { API_PATHS, JwksSchema } from '@compliance/contracts';
import { loadOrganisationKeys } from '@compliance/core/agreements/signing/organisation-key';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function wellKnownRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    API_PATHS.jwks,
    {
      schema: {
        tags: ['signatures'],
        summary: 'JWKS of the organisation signing keys',
        response: { 200: JwksSchema },
      },
    },
    async (_request, reply) => {
      const keys = await loadOrganisationKeys().catch((error: unknown) => {
        app.log.error({ err: error }, 'organisation signing key cannot be loaded');
        return null;
      });
      reply.header('Cache-Control', 'public, max-age=300');
      return { keys: keys?.jwks.keys ?? [] };
    },
  );
}
