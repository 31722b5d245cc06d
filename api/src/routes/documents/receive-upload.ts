// Reads a multipart upload part by part and spools the file to a temporary file while hashing and
// counting it: nothing is held whole in memory, and nothing reaches object storage before the
// extension, size and magic bytes have been checked.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { MAX_UPLOAD_BYTES } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import { sanitizeUploadName } from '@compliance/core/documents/file-name';
import {
  extensionOf,
  isAcceptedExtension,
  sniffFilePrefix,
} from '@compliance/core/documents/file-type/sniff-file-type';
import { zipExpansionProblem } from '@compliance/core/documents/file-type/zip-expansion';
import type { ReceivedUpload, SpooledUpload } from '@compliance/core/documents/spooled-upload';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import { uploadFailure } from '../../plugins/uploads';

const MB = MAX_UPLOAD_BYTES / (1024 * 1024);

const drain = async (part: MultipartFile) => {
  await pipeline(part.file, new Writable({ write: (_chunk, _enc, done) => done() })).catch(
    () => {},
  );
};

// One private spool folder per process: a shared fixed path can belong to another user.
let spoolDir: Promise<string> | null = null;
const spoolDirectory = () => (spoolDir ??= mkdtemp(path.join(os.tmpdir(), 'compliance-uploads-')));

const spool = async (part: MultipartFile): Promise<SpooledUpload> => {
  const fileName = sanitizeUploadName(part.filename || '');
  const ext = extensionOf(fileName);
  if (!fileName) {
    await drain(part);
    throw new AppError('BAD_REQUEST', 'file must have a file name');
  }
  if (!isAcceptedExtension(ext)) {
    await drain(part);
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Only PDF, DOC and DOCX files are accepted (got '${fileName}')`,
    );
  }
  const target = path.join(await spoolDirectory(), `${randomUUID()}.${ext}`);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, meter, createWriteStream(target));
    if (part.file.truncated || size > MAX_UPLOAD_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', `File is larger than the ${MB} MB limit`);
    }
    if (size === 0) throw new AppError('BAD_REQUEST', 'file is empty');
    const sniffed = await sniffFilePrefix(target, fileName);
    if (!sniffed.matchesExtension) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `File content is not a valid ${ext.toUpperCase()} file (detected: ${sniffed.mime ?? 'unknown or plain text'})`,
      );
    }
    const bomb = ext === 'docx' ? await zipExpansionProblem(await readFile(target)) : null;
    if (bomb) {
      throw new AppError('UNPROCESSABLE', `File refused as a possible decompression bomb: ${bomb}`);
    }
    return { path: target, fileName, ext, size, sha256: hash.digest('hex') };
  } catch (error) {
    await rm(target, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', `File is larger than the ${MB} MB limit`);
    }
    throw error;
  }
};

export const receiveUpload = async (request: FastifyRequest): Promise<ReceivedUpload> => {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Upload must be sent as multipart/form-data with name, type and file',
    );
  }
  const fields: Record<string, string> = {};
  let file: SpooledUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await drain(part);
          throw new AppError(
            'BAD_REQUEST',
            `Unexpected file field '${part.fieldname}': send one file as 'file'`,
          );
        }
        file = await spool(part);
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (file) await rm(file.path, { force: true });
    throw uploadFailure(error, `File is larger than the ${MB} MB limit`);
  }
  return { fields, file };
};
