// Multipart uploads: documents and screening batch files. @fastify/multipart adds two async hooks
// to every request of the context it is registered in, and a 'close' listener to every response,
// so it is registered around the routes that take a file only, not for the whole api. Elsewhere a
// multipart body is refused as an unsupported content type (415).
import { MAX_UPLOAD_BYTES } from '@compliance/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export const acceptUploads = async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
};
