import { DashboardStatsSchema } from '@compliance/contracts';
import {
  DASHBOARD_STATS_DEPENDS_ON,
  getCachedDashboardStats,
} from '@compliance/core/dashboard/get-dashboard-stats';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/stats',
    {
      config: { cachedRead: { dependsOn: DASHBOARD_STATS_DEPENDS_ON } },
      schema: {
        tags: ['dashboard'],
        summary:
          'The eight dashboard numbers (computed in one query, cached until a change notice)',
        response: { 200: DashboardStatsSchema },
      },
    },
    async () => getCachedDashboardStats(app.infra),
  );
}
