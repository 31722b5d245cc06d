// RFC 4180 CSV reader for the tariff source files: quoted fields, doubled quotes, CRLF, a leading
// byte-order mark. Returns header-keyed rows.

export const parseCsvRows = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
};

export const parseCsv = (text: string): Array<Record<string, string>> => {
  const [header, ...rows] = parseCsvRows(text);
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return rows.map((cells) => {
    const record: Record<string, string> = {};
    names.forEach((name, index) => {
      record[name] = (cells[index] ?? '').trim();
    });
    return record;
  });
};

/** Throws a clear error when a file lacks a column the import needs. */
export const requireColumns = (
  rows: Array<Record<string, string>>,
  columns: string[],
  file: string,
) => {
  const first = rows[0];
  if (!first) throw new Error(`${file} has no data rows`);
  const missing = columns.filter((column) => !(column in first));
  if (missing.length) throw new Error(`${file} lacks the column(s): ${missing.join(', ')}`);
};
