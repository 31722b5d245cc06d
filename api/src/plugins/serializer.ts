// Responses are written by Fastify's compiled serializers (fast-json-stringify) from the JSON
// schema of each route's zod response schema: no zod pass over every row of a 500-row page. Tests
// keep validating every response against its zod schema (NODE_ENV=test), so a route that answers
// something its contract does not describe still fails there.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * zod writes every object as `additionalProperties: false`. fast-json-stringify drops unknown keys
 * of a plain object anyway, but picks the branch of a union (anyOf/oneOf) by validating the value,
 * and there an extra key (a JSON column holding a field the contract does not list) matches no
 * branch and the whole response becomes a 500. zod's own serializer strips such keys; opening the
 * objects makes the compiled serializer do the same: undeclared keys are left out, never fatal.
 */
export const openObjects = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(openObjects);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, openObjects(value)]),
  );
};

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
  return fastJson(openObjects(json) as Parameters<typeof fastJson>[0]);
};

export const responseSerializerCompiler = (
  validateResponses: boolean,
): FastifySerializerCompiler<z.ZodType> =>
  validateResponses
    ? (zodSerializerCompiler as unknown as FastifySerializerCompiler<z.ZodType>)
    : compiled;
