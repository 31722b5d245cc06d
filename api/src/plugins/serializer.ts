// Responses are written by Fastify's compiled serializers (fast-json-stringify) from the JSON
// schema of each route's zod response schema: no zod pass over every row of a 500-row page. Tests
// keep validating every response against its zod schema (NODE_ENV=test), so a route that answers
// something its contract does not describe still fails there.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const compiled: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    }) as Record<string, unknown>;
  } catch {
    return (data) => JSON.stringify(data);
  }
  // Shared definitions ($ref) are left to JSON.stringify rather than risk a mis-resolved reference.
  if (JSON.stringify(json).includes('"$ref"')) return (data) => JSON.stringify(data);
  return fastJson(json as unknown as Parameters<typeof fastJson>[0]);
};

export const responseSerializerCompiler = (
  validateResponses: boolean,
): FastifySerializerCompiler<z.ZodType> =>
  validateResponses
    ? (zodSerializerCompiler as unknown as FastifySerializerCompiler<z.ZodType>)
    : compiled;
