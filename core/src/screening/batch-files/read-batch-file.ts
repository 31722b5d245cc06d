// Batch files: a CSV or XLSX of customers or vendors, one row per party under a header row. The
// file is read whole (uploads are capped at 10 MB); rows are kept with their line numbers so a
// malformed row can be reported where the officer will find it.
import { AppError } from '@compliance/contracts/errors';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

export type BatchFormat = 'csv' | 'xlsx';
export const MAX_BATCH_FILE_ROWS = 100_000;

export interface BatchTable {
  format: BatchFormat;
  header: string[];
  rows: { line: number; cells: string[] }[];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** Control bytes no text file holds (tab, line breaks and form feed aside): images, executables. */
// eslint-disable-next-line no-control-regex
const BINARY_BYTES = /[\x00-\x08\x0b\x0e-\x1f\x7f]/;

/** CSV by extension and text content; XLSX by extension and the zip signature. */
export const detectFormat = (fileName: string, bytes: Buffer): BatchFormat => {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === 'xlsx') {
    if (!ZIP_MAGIC.every((b, i) => bytes[i] === b)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The file is named .xlsx but is not an Excel workbook',
      );
    }
    return 'xlsx';
  }
  if (ext === 'csv' || ext === 'txt') {
    if (
      BINARY_BYTES.test(bytes.subarray(0, 8192).toString('latin1')) ||
      ZIP_MAGIC.every((b, i) => bytes[i] === b)
    ) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is named .csv but is not text');
    }
    return 'csv';
  }
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Batch files must be CSV or XLSX (got ${ext ? `.${ext}` : 'a file without extension'})`,
  );
};

const tooMany = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `A batch file holds at most ${MAX_BATCH_FILE_ROWS.toLocaleString('en-US')} rows; split the file`,
  );

const readCsv = (bytes: Buffer): Omit<BatchTable, 'format'> => {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The CSV file cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const [head, ...rest] = records;
  if (rest.length > MAX_BATCH_FILE_ROWS) throw tooMany();
  return {
    header: head?.record ?? [],
    rows: rest.map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
};

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value)
      return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
};

const readXlsx = async (bytes: Buffer): Promise<Omit<BatchTable, 'format'>> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable Excel workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  if (sheet.actualRowCount > MAX_BATCH_FILE_ROWS + 1) throw tooMany();
  const table: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = row.values as ExcelJS.CellValue[];
    table.push({ line, cells: values.slice(1).map(cellText) });
  });
  const [head, ...rest] = table;
  return { header: head?.cells ?? [], rows: rest };
};

export const readBatchFile = async (fileName: string, bytes: Buffer): Promise<BatchTable> => {
  const format = detectFormat(fileName, bytes);
  const table = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  const header = table.header.map((cell) => cell.trim());
  if (header.every((cell) => !cell)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The file is empty: the first row must name the columns',
    );
  }
  if (table.rows.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file has a header row but no rows to screen');
  }
  return { format, header, rows: table.rows };
};
