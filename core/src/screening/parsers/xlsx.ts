/**
 * Reads the first worksheet of an XLSX file into rows of cell text. The official lists published as
 * XLSX (DFAT Australia, HM Treasury OFSI) are plain tables: shared strings, inline strings and
 * numbers, no formulas that matter. An XLSX file is a ZIP archive of XML parts, read here with
 * node's zlib and the XML parser the other list parsers already use, so parsing stays synchronous
 * like every other list format.
 */
import { inflateRawSync } from 'node:zlib';

import { XMLParser } from 'fast-xml-parser';

type Node = Record<string, unknown>;

const readZip = (zip: Buffer): Map<string, Buffer> => {
  // End of central directory: signature 0x06054b50, within the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i -= 1) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not an XLSX file (no ZIP directory)');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let n = 0; n < count; n += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('corrupt ZIP directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    const localName = zip.readUInt16LE(localOffset + 26);
    const localExtra = zip.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localName + localExtra;
    const data = zip.subarray(start, start + compressedSize);
    if (method === 0) files.set(name, data);
    else if (method === 8) files.set(name, inflateRawSync(data));
  }
  return files;
};

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  isArray: (name) => ['sheet', 'Relationship'].includes(name),
});

// The worksheet and shared-string parts of a list run to tens of megabytes: they are scanned with
// regular expressions (their grammar is flat), which is several times faster than a DOM.
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code] ?? whole;
  });

/** Text of a shared or inline string item: plain `<t>` or rich-text runs (phonetic runs left out). */
const itemText = (item: string): string => {
  let out = '';
  for (const m of item.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g))
    out += m[1];
  return decode(out);
};

const columnIndex = (ref: string): number => {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  let index = 0;
  for (const ch of letters) index = index * 26 + (ch.charCodeAt(0) - 64);
  return index - 1;
};

const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

/** Rows of the workbook's first sheet, each an array of cell text ('' for empty cells). */
export const readFirstSheet = (input: Uint8Array): string[][] => {
  const files = readZip(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  const workbook = files.get('xl/workbook.xml');
  if (!workbook) throw new Error('not an XLSX file (no workbook)');
  const sheets = (((xml.parse(workbook.toString('utf8')) as Node).workbook as Node).sheets as Node)
    .sheet as Node[];
  const relId = String(sheets[0]?.['@_r:id'] ?? '');
  const rels = files.get('xl/_rels/workbook.xml.rels');
  const target = rels
    ? (
        ((xml.parse(rels.toString('utf8')) as Node).Relationships as Node).Relationship as Node[]
      ).find((r) => r['@_Id'] === relId)?.['@_Target']
    : undefined;
  const sheetPath = target
    ? String(target).replace(/^\/?(xl\/)?/, 'xl/')
    : 'xl/worksheets/sheet1.xml';
  const sheet = files.get(sheetPath);
  if (!sheet) throw new Error(`not an XLSX file (no ${sheetPath})`);
  const shared = [
    ...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(
      /<si>([\s\S]*?)<\/si>|<si\/>/g,
    ),
  ].map((m) => itemText(m[1] ?? ''));
  const rows: string[][] = [];
  for (const row of sheet.toString('utf8').matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const cells: string[] = [];
    for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const type = attr(attrs, 't');
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      const value =
        type === 's'
          ? (shared[Number(raw)] ?? '')
          : type === 'inlineStr'
            ? itemText(body)
            : decode(raw);
      const ref = attr(attrs, 'r');
      cells[ref ? columnIndex(ref) : cells.length] = value;
    }
    rows.push(Array.from(cells, (c) => (c ?? '').trim()));
  }
  return rows;
};

/** Excel serial day number (1900 date system) -> ISO date. */
export const excelSerialToIso = (serial: number): string =>
  new Date(Math.round((serial - 25569) * 86_400_000)).toISOString().slice(0, 10);
