// /api/vendors: the vendor directory, paged (sort, filters, `q`), each vendor with its watchlist
// screening; its overview counts; one vendor; its CSV export; a new vendor and changes to one. A
// vendor is screened when it is created and when its name or country changes.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  type Vendor,
  VendorCreateSchema,
  VendorListQuerySchema,
  VendorListSchema,
  VendorSchema,
  VendorStatsSchema,
  VendorUpdateSchema,
} from '@compliance/contracts';
import { getVendor, listVendors, vendorStats } from '@compliance/core/vendors/list-vendors';
import { createVendor, updateVendor } from '@compliance/core/vendors/save-vendor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sendCsv, sendPage } from '../paging';

export default async function vendorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
  const tags = ['vendors'];

  app.get(
    '/',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary:
          'The vendor directory with each screening, by display name: paged (limit, cursor, sort), searchable (q), filterable',
        querystring: VendorListQuerySchema,
        response: { 200: VendorListSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      sendPage(request, reply, await listVendors({ infra: app.infra, query: request.query })),
  );

  app.get(
    '/stats',
    {
      config: { cachedRead: true },
      schema: {
        tags,
        summary:
          'The platform overview: vendors listed, active, verified, enterprise plans, onboarded',
        response: { 200: VendorStatsSchema },
      },
    },
    async () => vendorStats({ prisma: app.infra.prisma }),
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
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

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One vendor with its watchlist screening',
        params: IdParamsSchema,
        response: { 200: VendorSchema, ...errors },
      },
    },
    async (request) => getVendor({ prisma: app.infra.prisma, id: request.params.id }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a vendor; it is screened against the watchlists as it is saved',
        body: VendorCreateSchema,
        response: { 201: VendorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const vendor = await createVendor({ infra: app.infra, input: request.body });
      return reply.code(201).send(vendor);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a vendor; a new name, legal name or country is screened again',
        params: IdParamsSchema,
        body: VendorUpdateSchema,
        response: { 200: VendorSchema, ...errors },
      },
    },
    async (request) =>
      updateVendor({ infra: app.infra, id: request.params.id, input: request.body }),
  );
}
