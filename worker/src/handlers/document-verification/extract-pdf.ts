import { createRequire } from 'node:module';
import path from 'node:path';

import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api';

import { finding } from './findings';
import { type ExtractedDocument, UnreadableDocumentError } from './types';

// Text of very long PDFs is only read this far: required elements sit on the first and last pages
// of real trade documents, and the page count is still exact.
const MAX_TEXT_PAGES = 200;

type PdfJs = typeof PdfJsModule;
let pdfjsPromise: Promise<PdfJs> | undefined;

/**
 * Loaded lazily (~0.5 s) so importing this module stays cheap. Registering the worker module on globalThis makes pdf.js run its "worker" in this
 * thread instead of spawning or resolving a worker script.
 */
const loadPdfJs = (): Promise<PdfJs> => {
  pdfjsPromise ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsPromise;
};

/** Worker start-up can call this so the first job does not pay pdf.js's one-off import cost. */
export const preloadPdfJs = async (): Promise<void> => {
  await loadPdfJs();
};

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item;

/** Rebuilds visual lines; a gap wider than about two characters becomes a tab (a column break). */
const pageText = (items: (TextItem | TextMarkedContent)[]): string => {
  let text = '';
  let last: { y: number; endX: number; size: number } | null = null;
  for (const item of items.filter(isTextItem)) {
    // pdf.js inserts whitespace items for gaps; measuring the gap itself tells columns from words.
    if (item.str.trim() === '' && !item.hasEOL) continue;
    const [, , , , x = 0, y = 0] = item.transform as number[];
    const size = Math.abs(item.height) || 10;
    if (last && item.str !== '') {
      const sameLine = Math.abs(y - last.y) < size * 0.5;
      if (!sameLine && !text.endsWith('\n')) text += '\n';
      else if (sameLine && x - last.endX > size * 1.2) text += '\t';
      else if (sameLine && x - last.endX > size * 0.15 && !/\s$/.test(text)) text += ' ';
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str !== '') last = { y, endX: x + item.width, size };
  }
  return text;
};

const unreadable = (error: unknown): UnreadableDocumentError => {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') {
    return new UnreadableDocumentError(
      'password_protected',
      'PDF is password-protected; upload an unprotected copy',
    );
  }
  return new UnreadableDocumentError('unreadable', 'PDF is damaged or cannot be read');
};

export const extractPdf = async (bytes: Buffer): Promise<ExtractedDocument> => {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given, so it gets a copy.
    data: new Uint8Array(bytes),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    cMapUrl: `${path.join(pdfjsDir, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
  });
  try {
    const pdf = await task.promise.catch((error: unknown) => {
      throw unreadable(error);
    });
    if (pdf.numPages === 0) throw new UnreadableDocumentError('empty', 'PDF has no pages');
    const findings = [];
    if ((await pdf.getPermissions()) !== null) {
      findings.push(
        finding.warning(
          'pdf_restricted',
          'PDF is encrypted with usage restrictions (owner password)',
        ),
      );
    }
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_TEXT_PAGES); number += 1) {
      const page = await pdf.getPage(number);
      pages.push(pageText((await page.getTextContent()).items));
      page.cleanup();
    }
    if (pdf.numPages > MAX_TEXT_PAGES) {
      findings.push(
        finding.info('pdf_text_truncated', `Text read from the first ${MAX_TEXT_PAGES} pages only`),
      );
    }
    return { text: pages.join('\n'), pageCount: pdf.numPages, findings };
  } finally {
    await task.destroy();
  }
};
