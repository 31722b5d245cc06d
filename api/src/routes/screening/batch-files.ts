// /api/screening/batch-files: a CSV or XLSX of customers or vendors. POST /preview reads the file and
// answers its columns, a sample and a suggested mapping; POST / (file + mapping) starts the batch
// run. GET /api/screening/runs/:id/hits.csv exports a finished run's hits.
import {
  BatchFileMappingSchema,
  BatchFilePreviewSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  ScreeningRunSchema,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import {
  previewBatchFile,
  startBatchFile,
} from '@compliance/core/screening/batch-files/batch-files';
import { batchHitsCsv } from '@compliance/core/screening/batch-files/hits-csv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { acceptUploads, uploadFailure } from '../../plugins/uploads';
import { actorOf } from '../actor';

const MB = 10;

const readFileUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the batch file as multipart/form-data in the field file',
    );
  }
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || file) {
          throw new AppError(
            'BAD_REQUEST',
            `Unexpected file field '${part.fieldname}': send one file as 'file'`,
          );
        }
        file = { fileName: part.filename, bytes };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadFailure(error, `The batch file is larger than the ${MB} MB limit`);
  }
  if (!file) throw new AppError('BAD_REQUEST', 'No file: send the batch file in the field file');
  return { ...file, fields };
};

const parseMapping = (raw: string | undefined) => {
  if (!raw)
    throw new AppError(
      'VALIDATION_FAILED',
      "No name column: send the mapping with a 'name' column",
    );
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', 'mapping must be JSON, e.g. {"name":"Full name"}');
  }
  const parsed = BatchFileMappingSchema.safeParse(json);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      `mapping: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
};

export default async function batchFileRoutes(fastify: FastifyInstance) {
  await acceptUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['screening'];
  const errors = {
    400: ErrorResponseSchema,
    413: ErrorResponseSchema,
    415: ErrorResponseSchema,
  };

  app.post(
    '/batch-files/preview',
    {
      schema: {
        tags,
        summary: 'Read a CSV or XLSX batch file: its columns, a sample and a suggested mapping',
        consumes: ['multipart/form-data'],
        response: { 200: BatchFilePreviewSchema, ...errors },
      },
    },
    async (request) => {
      const upload = await readFileUpload(request);
      return previewBatchFile(upload.fileName, upload.bytes);
    },
  );

  app.post(
    '/batch-files',
    {
      schema: {
        tags,
        summary:
          'Screen every row of a CSV or XLSX file (multipart: file, mapping JSON) as a background run',
        consumes: ['multipart/form-data'],
        response: { 202: ScreeningRunSchema, ...errors },
      },
    },
    async (request, reply) => {
      const upload = await readFileUpload(request);
      const run = await startBatchFile({
        infra: app.infra,
        fileName: upload.fileName,
        bytes: upload.bytes,
        mapping: parseMapping(upload.fields.mapping),
        actor: actorOf(request),
      });
      return reply.code(202).send(run);
    },
  );

  app.get(
    '/runs/:id/hits.csv',
    {
      schema: {
        tags,
        summary:
          "A batch run's hits as CSV (line, name, fields, best candidate, score, suppressed)",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const csv = await batchHitsCsv({ prisma: app.infra.prisma, runId: request.params.id });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="batch-${request.params.id}-hits.csv"`)
        .send(csv);
    },
  );
}
