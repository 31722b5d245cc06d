import { zipExpansionProblem } from '@compliance/core/documents/file-type/zip-expansion';
import JSZip from 'jszip';
import mammoth from 'mammoth';

import { type ExtractedDocument, UnreadableDocumentError } from './types';

const notDocx = () =>
  new UnreadableDocumentError('invalid_docx', 'File content is not a valid DOCX document');

/**
 * Word records the page count it last laid out in docProps/app.xml; a DOCX has no pages of its own,
 * so files written by other tools (no <Pages>) get null rather than a guess.
 */
const readPageCount = async (zip: JSZip): Promise<number | null> => {
  const appXml = await zip.file('docProps/app.xml')?.async('string');
  const pages = appXml?.match(/<(?:\w+:)?Pages>\s*(\d+)\s*<\/(?:\w+:)?Pages>/)?.[1];
  return pages === undefined ? null : Number(pages);
};

export const extractDocx = async (bytes: Buffer): Promise<ExtractedDocument> => {
  // Checked again here: files stored before the upload check existed are unpacked too.
  const bomb = await zipExpansionProblem(bytes);
  if (bomb) throw new UnreadableDocumentError('unreadable', `DOCX document refused: ${bomb}`);
  const zip = await JSZip.loadAsync(bytes).catch(() => {
    throw notDocx();
  });
  if (!zip.file('word/document.xml')) throw notDocx();
  const { value } = await mammoth.extractRawText({ buffer: bytes }).catch(() => {
    throw new UnreadableDocumentError('unreadable', 'DOCX document is damaged or cannot be read');
  });
  return { text: value, pageCount: await readPageCount(zip), findings: [] };
};
