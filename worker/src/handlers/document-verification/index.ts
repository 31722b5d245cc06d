/**
 * Document verification: pure logic the document-verification processor calls with the
 * stored file's bytes. No queue, database or storage code here.
 */
export { preloadPdfJs } from './extract-pdf';
export { findCountry, isCurrencyCode } from './reference-data';
export type { VerificationOutcome, VerifyDocumentInput, VerifyDocumentOptions } from './types';
export { MIN_TEXT_CHARACTERS, verifyDocument } from './verify-document';
