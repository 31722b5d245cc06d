import { DashboardStatsSchema } from '@compliance/contracts';
import { getDashboardStats } from '@compliance/core/dashboard/get-dashboard-stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The eight dashboard numbers, computed from the database on every call',
        response: { 200: DashboardStatsSchema },
      },
    },
    async () => getDashboardStats({ prisma: app.infra.prisma }),
  );
}
