/**
 * Minimal RFC 4180 reader shared by the list parsers: the official files are small (< 3 MB) and
 * quirky (trailing DOS EOF byte, `-0- ` nulls), so a dependency-free reader we control is simpler
 * than adapting a streaming library.
 */
export const toText = (input: string | Uint8Array): string => {
  const text = typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
  // Strip a BOM and the DOS end-of-file marker (0x1A) the OFAC legacy files end with.
  let end = text.length;
  while (end > 0 && (text.charCodeAt(end - 1) === 0x1a || /\s/.test(text[end - 1]!))) end -= 1;
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  return text.slice(start, end);
};

export const parseDelimited = (input: string | Uint8Array, delimiter = ','): string[][] => {
  const text = toText(input);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          inQuotes = false;
        }
      } else {
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      field = '';
      inQuotes = true;
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
  }
  return rows;
};

/** Rows keyed by the header row; header names are trimmed. */
export const parseDelimitedWithHeader = (
  input: string | Uint8Array,
  delimiter = ',',
): Record<string, string>[] => {
  const [header, ...rows] = parseDelimited(input, delimiter);
  if (!header) return [];
  const keys = header.map((h) => h.trim());
  return rows.map((cells) => {
    const record: Record<string, string> = {};
    keys.forEach((key, i) => {
      record[key] = (cells[i] ?? '').trim();
    });
    return record;
  });
};

/** OFAC legacy CSVs write `-0- ` for an empty field. */
export const ofacField = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === '-0-' ? null : trimmed;
};

export const splitList = (value: string | null | undefined, separator: RegExp | string = ';') =>
  (value ?? '')
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

export const unique = <T>(values: T[]): T[] => [...new Set(values)];
