import { countryOrText } from '../engine/countries';
import type { AliasKind, WatchlistIdentifier } from '../engine/types';
import { parseDateOrRange } from './dates';

export interface ParsedRemarks {
  datesOfBirth: string[];
  countries: string[];
  identifiers: WatchlistIdentifier[];
  weakAliases: { name: string; kind: AliasKind }[];
}

/** Known OFAC identifier labels -> the type we store. Longest/most specific first. */
const ID_LABELS: [RegExp, string][] = [
  [/^Vessel Registration Identification\s+IMO\s+/i, 'IMO'],
  [/^Identification Number\s+IMO\s+/i, 'IMO'],
  [/^Company Number\s+IMO\s+/i, 'IMO Company Number'],
  [/^IMO\s+/, 'IMO'],
  [/^MMSI\s+/, 'MMSI'],
  [/^Diplomatic Passport\s+/i, 'Diplomatic Passport'],
  [/^Passport\s+(?:No\.?\s*)?/i, 'Passport'],
  [/^National ID No\.\s*/i, 'National ID'],
  [/^Cedula No\.\s*/i, 'Cedula'],
  [/^NIT #\s*/i, 'NIT'],
  [/^Tax ID No\.\s*/i, 'Tax ID'],
  [/^Unified Social Credit Code \(USCC\)\s+/i, 'USCC'],
  [/^Legal Entity Number\s+/i, 'LEI'],
  [/^D-U-N-S Number\s+/i, 'DUNS'],
  [/^D\.N\.I\.\s*/i, 'DNI'],
  [/^C\.U\.R\.P\.\s*#?\s*/i, 'CURP'],
  [/^R\.F\.C\.\s*#?\s*/i, 'RFC'],
  [/^RUC #\s*/i, 'RUC'],
  [/^RIF #\s*/i, 'RIF'],
  [/^SSN\s+/, 'SSN'],
  [/^SWIFT\/BIC\s+/i, 'SWIFT/BIC'],
  [/^Aircraft Manufacturer's Serial Number \(MSN\)\s+/i, 'Aircraft MSN'],
  [/^Aircraft Tail Number\s+/i, 'Aircraft Tail Number'],
  [/^Aircraft Construction Number \([^)]*\)\s+/i, 'Aircraft Construction Number'],
];

/** Any other "<label> No./Number/#/ID/Card/Code <value>" segment is an identifier too. */
const GENERIC_ID = /^([A-Z][A-Za-z.'/\- ]{1,60}?(?:No\.?|Number|#|ID|Card|Code))\s+(.+)$/;
const NOT_IDS = /^(phone|telephone|fax|government gazette|executive order|website|email)/i;

const cleanValue = (rest: string): { value: string; country?: string } | null => {
  const countryMatch = /\(([^)]+)\)/.exec(rest);
  const base = rest
    .split(/\s\(|,|;|\sissued\b|\sexpires\b/i)[0]!
    .trim()
    .replace(/\.$/, '');
  if (!/\d/.test(base) || base.length < 3 || base.length > 60) return null;
  const country = countryMatch ? countryOrText(countryMatch[1]) : null;
  return country ? { value: base, country } : { value: base };
};

export const parseIdentifierSegment = (segment: string): WatchlistIdentifier | null => {
  const text = segment.replace(/^alt\.\s+/i, '').trim();
  for (const [label, type] of ID_LABELS) {
    const m = label.exec(text);
    if (m) {
      const parsed = cleanValue(text.slice(m[0].length));
      return parsed ? { type, ...parsed } : null;
    }
  }
  const generic = GENERIC_ID.exec(text);
  if (!generic || NOT_IDS.test(generic[1]!)) return null;
  const parsed = cleanValue(generic[2]!);
  return parsed ? { type: generic[1]!.replace(/\s*(No\.?|#)$/, '').trim(), ...parsed } : null;
};

const ALIAS_IN_REMARKS = /\b([afn])\.k\.a\.,?\s*'([^']+)'/gi;

/** Parses the `;`-separated OFAC remarks field (DOB, nationality, ids, weak a.k.a.s). */
export const parseOfacRemarks = (remarks: string | null): ParsedRemarks => {
  const result: ParsedRemarks = {
    datesOfBirth: [],
    countries: [],
    identifiers: [],
    weakAliases: [],
  };
  if (!remarks) return result;
  // Weak a.k.a.s ("a.k.a. 'ABU SAYYAF'") are the names watchman misses: keep them as aliases.
  for (const m of remarks.matchAll(ALIAS_IN_REMARKS)) {
    const name = m[2]!.trim();
    if (name.length > 1) result.weakAliases.push({ name, kind: 'weak_aka' });
  }
  for (const raw of remarks.split(/;\s+/)) {
    const segment = raw.trim().replace(/\.$/, '');
    const dob = /^(?:alt\.\s+)?DOB\s+(.+)$/i.exec(segment);
    if (dob) {
      result.datesOfBirth.push(...parseDateOrRange(dob[1]!));
      continue;
    }
    const nationality = /^(?:alt\.\s+)?(?:nationality|citizen)\s+(.+)$/i.exec(segment);
    if (nationality) {
      const country = countryOrText(nationality[1]);
      if (country) result.countries.push(country);
      continue;
    }
    if (/^(?:alt\.\s+)?[afn]\.k\.a\./i.test(segment)) continue;
    const id = parseIdentifierSegment(segment);
    if (id) result.identifiers.push(id);
  }
  return result;
};
