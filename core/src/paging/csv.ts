// CSV (RFC 4180) for list exports: a header line, then one line per row, produced as the rows
// arrive so a million-row export never sits in memory. Cells starting with = + - @ are prefixed
// with an apostrophe so a spreadsheet does not run them as formulas.
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

export const csvCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export async function* csvLines<T>(
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T>,
): AsyncGenerator<string> {
  yield `${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
  let batch = '';
  let count = 0;
  for await (const row of rows) {
    batch += `${columns.map((column) => csvCell(column.value(row))).join(',')}\r\n`;
    if (++count % 500 === 0) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}
