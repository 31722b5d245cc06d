// GET /api/session: the signed-in person (sidebar, dashboard greeting) and how to sign out.
import { AUTH_PATHS, ErrorResponseSchema, SessionSchema } from '@compliance/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function sessionRoutes(
  fastify: FastifyInstance,
  { authMode }: { authMode: 'none' | 'proxy' | 'oidc' },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user and the sign-in mode',
        response: { 200: SessionSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({
      user: request.user!,
      authMode,
      signOutUrl: authMode === 'oidc' ? AUTH_PATHS.logout : null,
    }),
  );
}
