// Multipart uploads: documents and screening batch files. @fastify/multipart adds two async hooks
// to every request of the context it is registered in, and a 'close' listener to every response,
// so it is registered around the routes that take a file only, not for the whole api. Elsewhere a
// multipart body is refused as an unsupported content type (415).
import { MAX_UPLOAD_BYTES } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export const acceptUploads = async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
};

/**
 * The multipart parser's own faults in a client's body: no boundary, a body cut short, a part
 * ended early. They carry no status, so without this they would answer 500.
 */
const MALFORMED_BODY =
  /boundary not found|boundary required|unexpected end of multipart data|terminated early|missing content-type/i;

/**
 * An upload's failure as the client's error where it is one: a file over the limit (413, with
 * `tooLarge` as the message) or a malformed multipart body (400). Anything else is passed on.
 */
export const uploadFailure = (error: unknown, tooLarge: string): unknown => {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', tooLarge);
  }
  if (
    error instanceof Error &&
    !(error instanceof AppError) &&
    (error as { statusCode?: number }).statusCode === undefined &&
    MALFORMED_BODY.test(error.message)
  ) {
    return new AppError('BAD_REQUEST', `Malformed multipart body: ${error.message}`);
  }
  return error;
};
