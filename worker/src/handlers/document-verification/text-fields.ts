/**
 * Label/value matching over extracted text. Extractors keep one visual line per text line and mark
 * wide gaps between columns with a tab, so a value ends at the end of its line or column.
 */

export const normaliseText = (raw: string): string =>
  raw
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2000-\u200b\u202f\u3000]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .split('\n')
    .map((line) =>
      line
        .replace(/ *\t[\t ]*/g, '\t')
        .replace(/ {2,}/g, ' ')
        .replace(/^[\t ]+|[\t ]+$/g, ''),
    )
    .filter((line) => line !== '')
    .join('\n');

/** Counts characters that carry content, so layout whitespace cannot pass the "has text" check. */
export const meaningfulLength = (text: string): number => text.replace(/\s/g, '').length;

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Labels are plain phrases; spaces match any run of spaces/line breaks, '/' and '.' are optional-ish. */
const labelPattern = (labels: string[]): string =>
  [...labels]
    // Longest first, so "seller/exporter" is tried before "seller" at the same position.
    .sort((a, b) => b.length - a.length)
    .map((label) =>
      escape(label).replace(/ /g, '\\s+').replace(/\\\./g, '\\.?').replace(/\//g, '\\s*/\\s*'),
    )
    .join('|');

// A line that is itself "Some Label:" (or "Label: value") is the next field, not our value.
const LOOKS_LIKE_LABEL = /^[A-Za-z][A-Za-z .'/&()-]{1,40}:(\s|$)/;

// Two fields on one line without a column gap: "Port of Loading: Shanghai Port of Discharge: ...".
const NEXT_LABEL = /\s(?=[A-Z][A-Za-z.'/ ]{1,30}:(?:\s|$))/;

const cleanValue = (value: string): string =>
  (value.split(NEXT_LABEL)[0] ?? '')
    .replace(/^[\s:#.\-–]+/, '')
    .replace(/[\s,;]+$/, '')
    .trim();

export type FindOptions = {
  /** Regex source the value must match at its start (captured); defaults to the rest of the column. */
  value?: string;
  /** Allow "Label value" without a colon (last pass, after colon/line-break forms failed). */
  colonOptional?: boolean;
  /** Extra test a candidate must pass (e.g. an identifier must contain a digit). */
  accept?: (value: string) => boolean;
};

const firstCapture = (text: string, source: string, accept: (value: string) => boolean) => {
  const regex = new RegExp(source, 'gimu');
  for (const match of text.matchAll(regex)) {
    const value = cleanValue(match[1] ?? '');
    if (value !== '' && accept(value)) return value;
  }
  return null;
};

// Where a label without a colon may start: a line, a column, or after a box number ("2. Consignee").
const LINE_START = '(?:^|\\t)(?:\\d{1,2}[.)]?[ \\t]+)?';

/**
 * Finds the value written after one of the labels: "Label: value", "Label #value", "Label" followed
 * by the value on the next line, and (when colonOptional) "Label value". Case-insensitive.
 */
export const findLabelledValue = (
  text: string,
  labels: string[],
  options: FindOptions = {},
): string | null => {
  const label = `(?<![\\p{L}\\p{N}-])(?:${labelPattern(labels)})(?![\\p{L}\\p{N}'])`;
  const value = options.value ?? '[^\\t\\n]+';
  const accept = (candidate: string) =>
    !LOOKS_LIKE_LABEL.test(candidate) && (options.accept?.(candidate) ?? true);
  // Label and separator may be followed by a unit or qualifier in brackets: "Gross Weight (kg):".
  const qualifier = '(?:[ \\t]*\\([^)\\n]{1,20}\\))?';
  const passes = [
    `${label}${qualifier}[ \\t]*[:#][ \\t]*(${value})`,
    `${LINE_START}${label}${qualifier}[ \\t]*:?[ \\t]*\\n[ \\t]*(${value})`,
    ...(options.colonOptional ? [`${LINE_START}${label}${qualifier}[ \\t]+(${value})`] : []),
  ];
  for (const source of passes) {
    const found = firstCapture(text, source, accept);
    if (found !== null) return found;
  }
  return null;
};

/** The whole line that contains a label, for checks that need the label's own qualifiers. */
export const findLabelledLine = (text: string, labels: string[]): string | null => {
  const regex = new RegExp(`^.*(?<![\\p{L}])(?:${labelPattern(labels)})(?![\\p{L}]).*$`, 'imu');
  return regex.exec(text)?.[0] ?? null;
};

export const hasAny = (text: string, patterns: RegExp[]): boolean =>
  patterns.some((pattern) => pattern.test(text));
