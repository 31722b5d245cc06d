/**
 * Decompression-bomb check for ZIP containers (a DOCX is one). Reads the central directory, refuses
 * ZIP64, too many entries and declared sizes over the budget, then inflates every entry with an
 * output cap, so an archive whose headers lie about its sizes is caught as well.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw) as (
  buffer: Buffer,
  options: { maxOutputLength: number },
) => Promise<Buffer>;

export const ZIP_LIMITS = {
  /** Bytes all entries may expand to together. */
  maxExpandedBytes: 64 * 1024 * 1024,
  maxEntries: 5_000,
  /** Expanded/compressed ratio above which one large entry is refused. */
  maxRatio: 200,
} as const;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

const findEndOfCentralDirectory = (bytes: Buffer): number => {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  return -1;
};

/** Null when the archive is safe to unpack; otherwise why it is refused. */
export const zipExpansionProblem = async (
  bytes: Buffer,
  limits: typeof ZIP_LIMITS = ZIP_LIMITS,
): Promise<string | null> => {
  if (bytes.length < 22) return 'the archive is truncated';
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return 'the archive has no central directory';
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || at === ZIP64_MARK) return 'ZIP64 archives are not accepted';
  if (entries > limits.maxEntries) return `the archive has more than ${limits.maxEntries} entries`;
  let budget = limits.maxExpandedBytes;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) {
      return 'the archive directory is damaged';
    }
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const expanded = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    if (compressed === ZIP64_MARK || expanded === ZIP64_MARK || localAt === ZIP64_MARK) {
      return 'ZIP64 archives are not accepted';
    }
    if (expanded > budget) return 'the archive expands beyond the size limit';
    if (expanded > 1024 * 1024 && expanded / Math.max(compressed, 1) > limits.maxRatio) {
      return 'an archive entry is compressed suspiciously well';
    }
    if (localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL) {
      return 'the archive directory is damaged';
    }
    const dataAt =
      localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    const data = bytes.subarray(dataAt, dataAt + compressed);
    if (method === 8) {
      try {
        budget -= (await inflate(data, { maxOutputLength: budget + 1 })).length;
      } catch (error) {
        if (
          (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ||
          error instanceof RangeError
        ) {
          return 'the archive expands beyond the size limit';
        }
        return 'an archive entry cannot be decompressed';
      }
    } else {
      budget -= data.length;
    }
    if (budget < 0) return 'the archive expands beyond the size limit';
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
};
