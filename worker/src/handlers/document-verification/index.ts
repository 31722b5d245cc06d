/**
 * Document verification (issue 2 §4): pure logic the document-verification processor calls with the
 * stored file's bytes. No queue, database or storage code here.
 */
export { verifyDocument, MIN_TEXT_CHARACTERS } from './verify-document';
export { sniffFileType, extensionOf } from './sniff';
export { preloadPdfJs } from './extract-pdf';
export { findCountry, isCurrencyCode } from './reference-data';
export type {
  SniffResult,
  VerificationOutcome,
  VerifyDocumentInput,
  VerifyDocumentOptions,
} from './types';
