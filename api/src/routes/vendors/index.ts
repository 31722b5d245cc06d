// /api/vendors: the directory (every vendor with its watchlist screening), a new vendor and
// changes to one. A vendor is screened when it is created and when its name or country changes.
import {
  ErrorResponseSchema,
  IdParamsSchema,
  VendorCreateSchema,
  VendorListSchema,
  VendorSchema,
  VendorUpdateSchema,
} from '@compliance/contracts';
import { listVendors } from '@compliance/core/vendors/list-vendors';
import { createVendor, updateVendor } from '@compliance/core/vendors/save-vendor';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export default async function vendorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
  const tags = ['vendors'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The vendor directory, by display name, each with its watchlist screening',
        response: { 200: VendorListSchema },
      },
    },
    async () => listVendors({ prisma: app.infra.prisma }),
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
