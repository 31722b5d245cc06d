const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const pad = (n: number) => String(n).padStart(2, '0');
const isYear = (y: number) => y >= 1850 && y <= 2100;

/** One date in the shapes the lists use -> ISO partial (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`). */
export const parseSingleDate = (raw: string): string | null => {
  const text = raw.trim().replace(/^(circa|approximately|approx\.?|about|c\.)\s*/i, '');
  let m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(text);
  if (m) return m[3] ? `${m[1]}-${m[2]}-${m[3]}` : `${m[1]}-${m[2]}`;
  m = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[2]!.slice(0, 3).toLowerCase()];
    if (month) return `${m[3]}-${pad(month)}-${pad(Number(m[1]))}`;
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()];
    if (month) return `${m[3]}-${pad(month)}-${pad(Number(m[2]))}`;
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = MONTHS[m[1]!.slice(0, 3).toLowerCase()];
    if (month) return `${m[2]}-${pad(month)}`;
  }
  // US style used by BIS / CSL: MM/DD/YYYY.
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  m = /^(\d{4})$/.exec(text);
  if (m && isYear(Number(m[1]))) return m[1]!;
  return null;
};

/**
 * A date or a range ("1960 to 1962", "01 Jan 1961 to 31 Dec 1962", "between 1973 and 1974").
 * Ranges are expanded to their years so matching can compare years without a range type.
 */
export const parseDateOrRange = (raw: string): string[] => {
  const range = /^(?:between\s+)?(.+?)\s+(?:to|and|-)\s+(.+)$/i.exec(raw.trim());
  if (range) {
    const from = parseSingleDate(range[1]!);
    const to = parseSingleDate(range[2]!);
    if (from && to) return expandYears(Number(from.slice(0, 4)), Number(to.slice(0, 4)));
  }
  const single = parseSingleDate(raw);
  return single ? [single] : [];
};

export const expandYears = (from: number, to: number): string[] => {
  if (!isYear(from) || !isYear(to) || to < from || to - from > 15) return [];
  const years: string[] = [];
  for (let y = from; y <= to; y += 1) years.push(String(y));
  return years;
};

/** Latest plausible date: typos such as `3017-08-22` (in the BIS file) are ignored. */
export const maxIsoDate = (dates: (string | null | undefined)[]): string | null => {
  const limit = `${new Date().getUTCFullYear() + 1}`;
  return dates.reduce<string | null>(
    (max, d) => (d && d.slice(0, 4) <= limit && (!max || d > max) ? d : max),
    null,
  );
};
