import { VendorListSchema } from '@compliance/contracts';
import { listVendors } from '@compliance/core/vendors/list-vendors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function vendorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags: ['vendors'],
        summary: 'The vendor directory, by display name',
        response: { 200: VendorListSchema },
      },
    },
    async () => listVendors({ prisma: app.infra.prisma }),
  );
}
