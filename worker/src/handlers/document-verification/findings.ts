import {
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  type VerificationFinding,
} from '@compliance/contracts';

import type { RuleResult, VerificationOutcome } from './types';

type Severity = VerificationFinding['severity'];

const make =
  (severity: Severity) =>
  (code: string, message: string): VerificationFinding => ({ code, severity, message });

export const finding = { error: make('error'), warning: make('warning'), info: make('info') };

export type FieldCheck = {
  /** Key in extractedFields. */
  key: string;
  value: string | null;
  /** Reason when absent, e.g. 'Missing invoice number'. */
  missing: string;
  /** Absent = error (rejects) unless this says warning. */
  severity?: 'error' | 'warning';
  /** Phrase for the verified summary, e.g. (v) => `invoice number ${v}`. */
  describe?: (value: string) => string;
};

const codeOf = (message: string): string =>
  message
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Turns field lookups into findings, extracted fields and summary phrases. */
export const checkFields = (checks: FieldCheck[]): RuleResult => {
  const result: RuleResult = { findings: [], extractedFields: {}, summary: [] };
  for (const check of checks) {
    if (check.value === null) {
      result.findings.push(make(check.severity ?? 'error')(codeOf(check.missing), check.missing));
      continue;
    }
    result.extractedFields[check.key] = check.value;
    if (check.describe) result.summary.push(check.describe(check.value));
  }
  return result;
};

export const mergeResults = (...results: RuleResult[]): RuleResult => ({
  findings: results.flatMap((result) => result.findings),
  extractedFields: Object.assign({}, ...results.map((result) => result.extractedFields)),
  summary: results.flatMap((result) => result.summary),
});

type OutcomeInput = {
  declaredType: DocumentType;
  findings: VerificationFinding[];
  extractedFields?: Record<string, string>;
  summary?: string[];
  detectedType: string | null;
  pageCount: number | null;
  textLength: number;
  startedAt: number;
  now: Date;
};

const pagesPhrase = (pageCount: number | null): string =>
  pageCount === null ? '' : `; ${pageCount} page${pageCount === 1 ? '' : 's'}`;

/** Any error rejects; the card shows errors then warnings, or the summary then warnings. */
export const buildOutcome = (input: OutcomeInput): VerificationOutcome => {
  const errors = input.findings.filter((item) => item.severity === 'error');
  const warnings = input.findings.filter((item) => item.severity === 'warning');
  const status = errors.length > 0 ? 'rejected' : 'verified';
  const findings = [...input.findings];
  if (status === 'verified') {
    const found = input.summary?.length ? `: ${input.summary.join('; ')}` : '';
    const message = `${DOCUMENT_TYPE_LABELS[input.declaredType]} verified${found}${pagesPhrase(input.pageCount)}`;
    findings.unshift(finding.info('verified', message));
  }
  const lead = status === 'verified' ? findings.slice(0, 1) : errors;
  return {
    status,
    reasons: [...lead, ...warnings].map((item) => item.message),
    pageCount: input.pageCount,
    verification: {
      detectedType: input.detectedType,
      pageCount: input.pageCount,
      textLength: input.textLength,
      findings,
      extractedFields: input.extractedFields ?? {},
      durationMs: Math.round((performance.now() - input.startedAt) * 100) / 100,
      checkedAt: input.now.toISOString(),
    },
  };
};
