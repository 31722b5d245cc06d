import { findDates } from '../dates';
import { checkFields, finding, mergeResults } from '../findings';
import { findLabelledValue } from '../text-fields';
import type { DocumentRule, RuleResult } from '../types';
import { findIdentifier, findParty } from './common';

const NUMBER_LABELS = ['licence', 'license'].flatMap((word) => [
  `${word} no.`,
  `${word} number`,
  `${word} #`,
  `${word} ref.`,
  `${word} reference`,
  `export ${word} no.`,
  `export ${word} number`,
]);
const EXPIRY_LABELS = [
  'expiry date',
  'expiration date',
  'date of expiry',
  'valid until',
  'valid to',
  'valid through',
  'valid thru',
  'expires',
  'expires on',
  'expiry',
  'validity',
  'validity period',
  'period of validity',
];
const LICENSEE_LABELS = [
  'licensee',
  'licensee name',
  'licence holder',
  'license holder',
  'holder',
  'exporter',
  'applicant',
  'issued to',
];
const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const empty = (): RuleResult => ({ findings: [], extractedFields: {}, summary: [] });

/** The licence is valid through the whole of its expiry day (UTC). */
const checkValidity = (text: string, now: Date): RuleResult => {
  const written =
    findLabelledValue(text, EXPIRY_LABELS) ??
    /\bvalid\s+from\b[^\n]*?\b(?:to|until)\b[^\n]*/i.exec(text)?.[0] ??
    null;
  const result = empty();
  if (written === null) {
    result.findings.push(
      finding.error('missing_validity', 'Missing licence validity (expiry date)'),
    );
    return result;
  }
  // "Validity: 01/04/2025 to 31/03/2026" gives a start and an end: the last date is the expiry.
  const expiry = findDates(written).at(-1);
  if (expiry === undefined) {
    result.findings.push(
      finding.error(
        'invalid_expiry',
        `Licence expiry date "${written}" is not a recognisable date`,
      ),
    );
    return result;
  }
  result.extractedFields.expiryDate = expiry;
  const endOfExpiryDay = Date.parse(`${expiry}T00:00:00Z`) + DAY_MS;
  if (endOfExpiryDay <= now.getTime()) {
    result.findings.push(finding.error('licence_expired', `Export licence expired on ${expiry}`));
  } else if (endOfExpiryDay - now.getTime() <= EXPIRY_WARNING_DAYS * DAY_MS) {
    result.findings.push(
      finding.warning('licence_expiring', `Export licence expires soon, on ${expiry}`),
    );
  }
  result.summary.push(`valid until ${expiry}`);
  return result;
};

/** Spec: an export licence names a licence number and validity; expired licences are rejected. */
export const checkExportLicense: DocumentRule = ({ text, now }) =>
  mergeResults(
    checkFields([
      {
        key: 'licenceNumber',
        value: findIdentifier(text, NUMBER_LABELS),
        missing: 'Missing licence number',
        describe: (value) => `licence ${value}`,
      },
      {
        key: 'licensee',
        value: findParty(text, LICENSEE_LABELS),
        missing: 'Missing licensee name',
        describe: (value) => `licensee ${value}`,
      },
    ]),
    checkValidity(text, now),
  );
