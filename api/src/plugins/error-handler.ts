// One error handler (STYLE): 4xx carry a readable message for the caller, 5xx are logged with the
// request context and answered with a generic message. Unknown /api paths are JSON 404s.
import { STATUS_CODES } from 'node:http';

import { ERROR_STATUS, isAppError } from '@compliance/contracts/errors';
import { unavailableService } from '@compliance/core/infra/unavailable';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';

export const sendError = (
  reply: FastifyReply,
  {
    statusCode,
    code,
    message,
    details,
  }: { statusCode: number; code: string; message: string; details?: unknown },
) =>
  reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send({
      statusCode,
      error: reasonPhrase(statusCode),
      code,
      message,
      ...(details ? { details } : {}),
    });

// Fastify's own client errors (malformed JSON, bad content type, body too large, multipart limits).
const FASTIFY_CLIENT_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but content-type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_REQ_FILE_TOO_LARGE: 'File is too large',
  FST_FILES_LIMIT: 'Only one file may be uploaded',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_PARTS_LIMIT: 'Too many form parts',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Request must be multipart/form-data',
};

/** Seconds a client should wait before retrying a 503 (a backing service restarting). */
const RETRY_AFTER_SECONDS = 5;

const codeForStatus = (status: number): string =>
  (Object.entries(ERROR_STATUS).find(([, value]) => value === status)?.[0] as string | undefined) ??
  'BAD_REQUEST';

const handler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const issues = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      // `?limit=1&limit=2` arrives as a list: say what is wrong, not "limit must be a number".
      const repeated =
        error.validationContext === 'querystring' &&
        issue.keyword === 'invalid_type' &&
        Array.isArray(query[field]);
      return {
        field: field || error.validationContext || 'request',
        message: repeated ? `${field} must be given once` : issue.message,
      };
    });
    const message = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    return sendError(reply, {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      details: { issues },
    });
  }
  if (isAppError(error)) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // A 503 says what is not ready yet (e.g. data still loading); other 5xx keep their reason phrase.
    const message =
      error.statusCode >= 500 && error.statusCode !== 503
        ? reasonPhrase(error.statusCode)
        : error.message;
    if (error.statusCode === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
    return sendError(reply, {
      statusCode: error.statusCode,
      code: error.code,
      message,
      // What a client can act on, e.g. the nearest valid HS code; never for a server fault.
      ...(error.statusCode < 500 && error.details !== undefined ? { details: error.details } : {}),
    });
  }
  const status = error.statusCode ?? 500;
  const outage = status >= 500 ? unavailableService(error) : null;
  if (outage) {
    // An outage, not a bug: logged without the stack flood of a 500, answered with a retry hint.
    request.log.warn(
      { err: { message: error.message, code: error.code }, outage },
      'service unavailable',
    );
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    return sendError(reply, {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message:
        outage === 'database'
          ? 'The database is unavailable: try again shortly'
          : 'A backing service is unavailable: try again shortly',
    });
  }
  if (status < 500) {
    const message = FASTIFY_CLIENT_CODES[error.code] ?? error.message;
    return sendError(reply, { statusCode: status, code: codeForStatus(status), message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(reply, { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' });
};

export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handler);
  },
  { name: 'error-handler' },
);
