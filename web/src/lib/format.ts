const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const toDate = (value: string | number | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Jan 5, 2025' in the user's locale; '—' for missing or invalid dates. */
export const formatDate = (value: string | number | Date | null | undefined): string => {
  const date = value == null ? null : toDate(value);
  return date ? dateFormat.format(date) : '—';
};

export const formatDateTime = (value: string | number | Date | null | undefined): string => {
  const date = value == null ? null : toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
};

/** 1536 -> '1.5 KB'. */
export const formatBytes = (bytes: number): string => {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
};

const regionNames =
  typeof Intl.DisplayNames === 'function'
    ? new Intl.DisplayNames(['en'], { type: 'region' })
    : undefined;

/** 'CL' -> 'Chile'; unknown codes are shown as given. */
export const countryName = (code: string): string => {
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
};

/** Words the keys of the api abbreviate, as they are written. */
const ACRONYMS: Record<string, string> = {
  hs: 'HS',
  id: 'ID',
  iso: 'ISO',
  kyc: 'KYC',
  boa: 'BOA',
  url: 'URL',
  eur: 'EUR',
  usd: 'USD',
  eu: 'EU',
  us: 'US',
  // The seeded Toy Safety Directive's `ceMarking` reads 'CE marking', not 'Ce marking'.
  ce: 'CE',
  dob: 'date of birth',
};

/** A key as words: 'totalValue' -> 'total value', 'hs_code' -> 'HS code'. */
export const keyWords = (key: string): string =>
  key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
