import WordExtractor from 'word-extractor';

import { type ExtractedDocument, UnreadableDocumentError } from './types';

/**
 * Legacy Word 97-2003 files. The type is already confirmed from the OLE2 directory by sniffing;
 * text comes from the piece table via word-extractor. The binary format keeps no reliable page
 * count outside Word's own layout, so pageCount stays null.
 */
export const extractDoc = async (bytes: Buffer): Promise<ExtractedDocument> => {
  const document = await new WordExtractor().extract(bytes).catch(() => {
    throw new UnreadableDocumentError(
      'unreadable',
      'Could not read text from the Word 97-2003 (.doc) file; save it as DOCX or PDF and upload it again',
    );
  });
  const parts = [
    document.getHeaders({ includeFooters: true }),
    document.getBody(),
    document.getTextboxes({ includeHeadersAndFooters: false, includeBody: true }),
    document.getFootnotes(),
    document.getEndnotes(),
  ];
  return {
    text: parts.filter((part) => part.trim() !== '').join('\n'),
    pageCount: null,
    findings: [],
  };
};
