// /api/vendors: the vendor directory, paged (sort, filters, `q`), and its CSV export.
import {
  ErrorResponseSchema,
  type Vendor,
  VendorListQuerySchema,
  VendorListSchema,
} from '@compliance/contracts';
import { listVendors } from '@compliance/core/vendors/list-vendors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

export default async function vendorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags: ['vendors'],
        summary:
          'The vendor directory, by display name: paged (limit, cursor, sort), searchable (q), filterable',
        querystring: VendorListQuerySchema,
        response: { 200: VendorListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listVendors({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Every vendor of the filtered, sorted directory as CSV (streamed)',
        querystring: VendorListQuerySchema.omit({ limit: true, cursor: true }),
      },
    },
    async (request, reply) =>
      sendCsv<Vendor>(reply, {
        fileName: 'vendors.csv',
        columns: [
          { header: 'ID', value: (row) => row.id },
          { header: 'Name', value: (row) => row.displayName },
          { header: 'Legal name', value: (row) => row.legalName },
          { header: 'Country', value: (row) => row.country },
          { header: 'City', value: (row) => row.city },
          { header: 'Business type', value: (row) => row.businessType },
          { header: 'Tier', value: (row) => row.subscriptionTier },
          { header: 'Verification', value: (row) => row.verificationStatus },
          { header: 'Active', value: (row) => row.isActive },
          { header: 'Website', value: (row) => row.website },
          { header: 'Created', value: (row) => row.createdAt },
        ],
        loadPage: (page) => listVendors({ infra: app.infra, query: { ...request.query, ...page } }),
      }),
  );
}
