import type {
  DocumentType,
  DocumentVerification,
  VerificationFinding,
} from '@compliance/contracts';

export type AcceptedExtension = 'pdf' | 'doc' | 'docx';

export type SniffResult = {
  /** The accepted format the content was recognised as, or null when it is none of them. */
  ext: AcceptedExtension | null;
  /** What the content was detected as (also for rejected formats, e.g. image/png); null when unknown. */
  mime: string | null;
  /** The content agrees with the file name's extension (see sniff.ts for prefix-only buffers). */
  matchesExtension: boolean;
  /**
   * True when the bytes prove the format; false when only the container was seen (a ZIP for .docx, an
   * OLE2 file for .doc whose directory lies beyond the prefix) and the worker must confirm it.
   */
  confirmed: boolean;
};

export type ExtractedDocument = {
  text: string;
  pageCount: number | null;
  /** Non-fatal observations from extraction (e.g. permission-restricted PDF). */
  findings: VerificationFinding[];
};

export type VerifyDocumentInput = {
  bytes: Buffer;
  declaredType: DocumentType;
  fileName: string;
};

export type VerifyDocumentOptions = {
  /** Clock for validity checks; injectable so tests do not depend on today's date. */
  now?: Date;
};

export type VerificationOutcome = {
  status: 'verified' | 'rejected';
  /** Human-readable, shown on the document card: errors first, then warnings (or the summary). */
  reasons: string[];
  verification: DocumentVerification;
  pageCount: number | null;
};

export type RuleContext = { text: string; now: Date };

export type RuleResult = {
  findings: VerificationFinding[];
  extractedFields: Record<string, string>;
  /** Short phrases for the summary of a verified document, e.g. 'invoice number INV-1'. */
  summary: string[];
};

export type DocumentRule = (context: RuleContext) => RuleResult;

/** Thrown by extractors when the content cannot be used; the message is the user-facing reason. */
export class UnreadableDocumentError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UnreadableDocumentError';
  }
}
