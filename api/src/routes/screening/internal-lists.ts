// /api/screening/internal-lists/:list (blacklist | pep): entries screened like the official lists.
import {
  ErrorResponseSchema,
  InternalListEntryCreateSchema,
  InternalListEntryListSchema,
  InternalListEntryParamsSchema,
  InternalListEntrySchema,
  InternalListEntryUpdateSchema,
  InternalListParamsSchema,
  InternalListQuerySchema,
} from '@compliance/contracts';
import {
  createInternalEntry,
  deleteInternalEntry,
  listInternalEntries,
  updateInternalEntry,
} from '@compliance/core/screening/internal-lists/internal-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { sendPage } from '../paging';

export default async function internalListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: ErrorResponseSchema, 404: ErrorResponseSchema };
  const tags = ['screening'];

  app.get(
    '/:list',
    {
      schema: {
        tags,
        summary:
          'Entries of one list: paged (limit, cursor, sort), searched by name, alias or notes',
        params: InternalListParamsSchema,
        querystring: InternalListQuerySchema,
        response: { 200: InternalListEntryListSchema, ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await listInternalEntries({
          infra: app.infra,
          list: request.params.list,
          query: request.query,
        }),
      ),
  );

  app.post(
    '/:list',
    {
      schema: {
        tags,
        summary: 'Add an entry; stored subjects are re-screened against it',
        params: InternalListParamsSchema,
        body: InternalListEntryCreateSchema,
        response: { 201: InternalListEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await createInternalEntry({
        infra: app.infra,
        list: request.params.list,
        input: request.body,
      });
      request.log.info({ list: entry.list, entryId: entry.id }, 'internal list entry added');
      return reply.code(201).send(entry);
    },
  );

  app.patch(
    '/:list/:id',
    {
      schema: {
        tags,
        params: InternalListEntryParamsSchema,
        body: InternalListEntryUpdateSchema,
        response: { 200: InternalListEntrySchema, ...errors },
      },
    },
    async (request) => {
      const { list, id } = request.params;
      const entry = await updateInternalEntry({ infra: app.infra, list, id, input: request.body });
      request.log.info({ list, entryId: id }, 'internal list entry updated');
      return entry;
    },
  );

  app.delete(
    '/:list/:id',
    {
      schema: {
        tags,
        params: InternalListEntryParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      const { list, id } = request.params;
      await deleteInternalEntry({ infra: app.infra, list, id });
      request.log.info({ list, entryId: id }, 'internal list entry removed');
      return reply.code(204).send(null);
    },
  );
}
