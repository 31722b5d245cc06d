// The one file sniffer: what a file really is from its content, not its name (a renamed .txt is
// not a PDF). The upload check runs it on the first bytes of the spooled upload, document
// verification on the whole file.
import { open } from 'node:fs/promises';

import { ACCEPTED_EXTENSIONS, CONTENT_TYPES } from '@compliance/contracts';
import { fileTypeFromBuffer } from 'file-type';

import { cfbKind, officeZipKind, probeZip } from './container-probe';

/**
 * Prefix-only buffers: a PDF is proven by its header. A DOCX is a ZIP whose [Content_Types].xml is
 * usually the last entry, so a prefix often shows only a ZIP: a ZIP named .docx is accepted when the
 * entries seen are Word's (word/...) or give no office evidence either way (confirmed: false), and
 * refused when they belong to another format (xl/, ppt/) or when the whole archive is visible and
 * lacks word/. A .doc is an OLE2 (CFB) container; its WordDocument directory entry proves it, but in
 * a prefix the directory may lie beyond the bytes seen, so a CFB named .doc with no contrary evidence
 * is accepted unconfirmed. Verification always re-sniffs the whole file and then parses it, so an
 * unconfirmed upload that is not really DOCX/DOC is rejected there.
 */

export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number];

export type SniffResult = {
  /** The accepted format the content was recognised as, or null when it is none of them. */
  ext: AcceptedExtension | null;
  /** What the content was detected as (also for rejected formats, e.g. image/png); null when unknown. */
  mime: string | null;
  /** The content agrees with the file name's extension (see above for prefix-only buffers). */
  matchesExtension: boolean;
  /**
   * True when the bytes prove the format; false when only the container was seen (a ZIP for .docx, an
   * OLE2 file for .doc whose directory lies beyond the prefix) and verification must confirm it.
   */
  confirmed: boolean;
};

/** Bytes of an upload the upload check looks at: enough for file-type and the ZIP/OLE2 probes. */
export const UPLOAD_SNIFF_BYTES = 64 * 1024;

export const isAcceptedExtension = (ext: string): ext is AcceptedExtension =>
  (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext);

const OLE_MIME: Record<string, string> = {
  spreadsheet: 'application/vnd.ms-excel',
  presentation: 'application/vnd.ms-powerpoint',
  encrypted: 'application/x-ole-encrypted-package',
};
const OOXML_MIME: Record<string, string> = {
  spreadsheet: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  presentation: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

export const ENCRYPTED_OFFICE_MIME = OLE_MIME.encrypted as string;

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot === -1
    ? ''
    : fileName
        .slice(dot + 1)
        .trim()
        .toLowerCase();
};

type Detection = Omit<SniffResult, 'matchesExtension'>;

const accepted = (ext: AcceptedExtension, confirmed: boolean, mime = CONTENT_TYPES[ext]) => ({
  ext,
  mime,
  confirmed,
});
const other = (mime: string | null): Detection => ({ ext: null, mime, confirmed: mime !== null });

const detectZip = (bytes: Buffer, declared: string): Detection => {
  const { entryNames, complete } = probeZip(bytes);
  const kind = officeZipKind(entryNames);
  if (kind === 'word')
    return accepted('docx', complete && entryNames.includes('word/document.xml'));
  if (kind !== 'unknown') return other(OOXML_MIME[kind] ?? 'application/zip');
  if (complete || declared !== 'docx') return other('application/zip');
  return accepted('docx', false, 'application/zip');
};

const detectCfb = (bytes: Buffer, declared: string): Detection => {
  const kind = cfbKind(bytes);
  if (kind === 'word') return accepted('doc', true);
  if (kind !== 'unknown') return other(OLE_MIME[kind] ?? 'application/x-cfb');
  if (declared !== 'doc') return other('application/x-cfb');
  return accepted('doc', false, 'application/x-cfb');
};

const detect = async (bytes: Buffer, declared: string): Promise<Detection> => {
  if (bytes.length === 0) return other(null);
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case 'pdf':
      return accepted('pdf', true);
    case 'docx':
      return accepted('docx', true);
    case 'zip':
      return detectZip(bytes, declared);
    case 'cfb':
      return detectCfb(bytes, declared);
    default:
      return other(found?.mime ?? null);
  }
};

export const sniffFileType = async (bytes: Buffer, fileName: string): Promise<SniffResult> => {
  const declared = extensionOf(fileName);
  const detection = await detect(bytes, declared);
  return { ...detection, matchesExtension: detection.ext !== null && detection.ext === declared };
};

/** Sniffs the first UPLOAD_SNIFF_BYTES of a file on disk (the spooled upload). */
export const sniffFilePrefix = async (filePath: string, fileName: string): Promise<SniffResult> => {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(UPLOAD_SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, UPLOAD_SNIFF_BYTES, 0);
    return await sniffFileType(buffer.subarray(0, bytesRead), fileName);
  } finally {
    await handle.close();
  }
};
