/** Dates as written on trade documents, returned as ISO 'YYYY-MM-DD' (calendar-validated). */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!valid || year < 1900 || year > 2200) return null;
  return date.toISOString().slice(0, 10);
};

const monthIndex = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

type Parser = { pattern: RegExp; toIso: (match: RegExpMatchArray) => string | null };

const PARSERS: Parser[] = [
  {
    pattern: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g,
    toIso: (m) => iso(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    // Day first (the international convention on trade documents) unless only month-first is valid.
    pattern: /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b/g,
    toIso: (m) => {
      const [first, second, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
      return iso(year, second, first) ?? iso(year, first, second);
    },
  },
  {
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?[\\s-]+${MONTH}[\\s,-]+(\\d{4})\\b`, 'gi'),
    toIso: (m) => iso(Number(m[3]), monthIndex(m[2] ?? ''), Number(m[1])),
  },
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    toIso: (m) => iso(Number(m[3]), monthIndex(m[1] ?? ''), Number(m[2])),
  },
];

/** Every date in the text, in the order written. */
export const findDates = (text: string): string[] =>
  PARSERS.flatMap(({ pattern, toIso }) =>
    [...text.matchAll(pattern)].map((match) => ({ at: match.index ?? 0, value: toIso(match) })),
  )
    .filter((found): found is { at: number; value: string } => found.value !== null)
    .sort((a, b) => a.at - b.at)
    .map((found) => found.value);
