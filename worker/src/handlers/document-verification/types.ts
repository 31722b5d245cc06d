import type {
  DocumentType,
  DocumentVerification,
  VerificationFinding,
} from '@compliance/contracts';

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
