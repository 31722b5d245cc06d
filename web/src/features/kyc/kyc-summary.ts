import type { KycScreening } from '@compliance/contracts';

export type KycSummary = { total: number; flagged: number; pep: number };

/** Flagged Entities = result flagged OR risk high; PEP Matches = isPEP true. */
export const summarizeKyc = (screenings: readonly KycScreening[]): KycSummary => ({
  total: screenings.length,
  flagged: screenings.filter((s) => s.screeningResult === 'flagged' || s.riskLevel === 'high')
    .length,
  pep: screenings.filter((s) => s.isPEP).length,
});

/** Words for the AML flags the server raises (contracts AML_FLAGS); unknown ones are humanised. */
export const AML_FLAG_TEXT: Record<string, string> = {
  fatf_call_for_action_jurisdiction:
    'The country is on the FATF "call for action" list of high-risk jurisdictions.',
  fatf_increased_monitoring_jurisdiction:
    'The country is under FATF increased monitoring (the "grey list").',
  comprehensively_sanctioned_jurisdiction:
    'The country is subject to comprehensive sanctions: most dealings with it are prohibited.',
  missing_identification: 'No identification number was given for an individual.',
  unusual_transaction_pattern: 'An unusual transaction pattern was reported.',
};

export const describeAmlFlag = (flag: string): string =>
  AML_FLAG_TEXT[flag] ?? `${flag.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())}.`;
