import type { VerificationFinding } from '@compliance/contracts';
import {
  type AcceptedExtension,
  ENCRYPTED_OFFICE_MIME,
  extensionOf,
  isAcceptedExtension,
  sniffFileType,
} from '@compliance/core/documents/file-type/sniff-file-type';

import { extractDoc } from './extract-doc';
import { extractDocx } from './extract-docx';
import { extractPdf } from './extract-pdf';
import { buildOutcome, finding } from './findings';
import { RULES } from './rules';
import { meaningfulLength, normaliseText } from './text-fields';
import {
  type ExtractedDocument,
  UnreadableDocumentError,
  type VerificationOutcome,
  type VerifyDocumentInput,
  type VerifyDocumentOptions,
} from './types';

/** Below this many non-space characters a file is treated as a scan without a text layer. */
export const MIN_TEXT_CHARACTERS = 40;

const EXTRACTORS: Record<AcceptedExtension, (bytes: Buffer) => Promise<ExtractedDocument>> = {
  pdf: extractPdf,
  docx: extractDocx,
  doc: extractDoc,
};
const FORMAT_NAMES: Record<AcceptedExtension, string> = {
  pdf: 'PDF',
  docx: 'DOCX document',
  doc: 'Word 97-2003 (.doc) document',
};

type FileCheck = { detectedType: string | null } & (
  { ext: AcceptedExtension } | { error: VerificationFinding }
);

/** Confirms the real type, then the reasons to refuse the file before any text is read. */
const checkFile = async ({ bytes, fileName }: VerifyDocumentInput): Promise<FileCheck> => {
  const declared = extensionOf(fileName);
  const { mime: detectedType, matchesExtension } = await sniffFileType(bytes, fileName);
  const refuse = (code: string, message: string) => ({
    detectedType,
    error: finding.error(code, message),
  });
  if (bytes.length === 0) return refuse('empty_file', 'File is empty');
  if (!isAcceptedExtension(declared)) {
    const shown = declared ? `.${declared}` : '(no extension)';
    return refuse(
      'unsupported_extension',
      `File type ${shown} is not accepted; upload a PDF, DOC or DOCX`,
    );
  }
  if (detectedType === ENCRYPTED_OFFICE_MIME) {
    return refuse(
      'password_protected',
      'Document is password-protected; upload an unprotected copy',
    );
  }
  if (!matchesExtension) {
    return refuse('content_mismatch', `File content is not a valid ${FORMAT_NAMES[declared]}`);
  }
  return { detectedType, ext: declared };
};

const extract = async (ext: AcceptedExtension, bytes: Buffer) => {
  try {
    return { extracted: await EXTRACTORS[ext](bytes) };
  } catch (error) {
    // Parsing the same bytes again fails the same way, so a bad file is a rejection, not a retry.
    if (error instanceof UnreadableDocumentError) {
      return { error: finding.error(error.code, error.message) };
    }
    return {
      error: finding.error('unreadable', `${FORMAT_NAMES[ext]} is damaged or cannot be read`),
    };
  }
};

/**
 * Pure verification of one uploaded file: confirms the real type matches the extension, extracts
 * text and page count, and checks what a document of the declared type must carry. Content problems
 * come back as a 'rejected' outcome; it does not throw for bad files.
 */
export const verifyDocument = async (
  input: VerifyDocumentInput,
  options: VerifyDocumentOptions = {},
): Promise<VerificationOutcome> => {
  const startedAt = performance.now();
  const now = options.now ?? new Date();
  const base = { declaredType: input.declaredType, startedAt, now };
  const file = await checkFile(input);
  const refused = (error: VerificationFinding) =>
    buildOutcome({
      ...base,
      findings: [error],
      detectedType: file.detectedType,
      pageCount: null,
      textLength: 0,
    });
  if ('error' in file) return refused(file.error);
  const { extracted, error } = await extract(file.ext, input.bytes);
  if (!extracted) return refused(error);
  const text = normaliseText(extracted.text);
  const common = {
    ...base,
    detectedType: file.detectedType,
    pageCount: extracted.pageCount,
    textLength: text.length,
  };
  if (meaningfulLength(text) < MIN_TEXT_CHARACTERS) {
    const noText = finding.error(
      'no_text',
      'No machine-readable text found; upload a text-based PDF or DOCX',
    );
    return buildOutcome({ ...common, findings: [noText, ...extracted.findings] });
  }
  const result = RULES[input.declaredType]({ text, now });
  return buildOutcome({
    ...common,
    findings: [...result.findings, ...extracted.findings],
    extractedFields: result.extractedFields,
    summary: result.summary,
  });
};
