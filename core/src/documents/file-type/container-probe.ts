/**
 * Looks inside the two containers the accepted formats use (ZIP for .docx, OLE2/CFB for .doc) without
 * unpacking them, so the same checks work on a full file and on the first few KB of an upload.
 */

const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const ZIP_END_OF_CENTRAL_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

const namesAfter = (
  bytes: Buffer,
  signature: Buffer,
  nameLengthAt: number,
  nameAt: number,
): string[] => {
  const names: string[] = [];
  for (let at = bytes.indexOf(signature); at !== -1; at = bytes.indexOf(signature, at + 4)) {
    if (at + nameAt > bytes.length) break;
    const length = bytes.readUInt16LE(at + nameLengthAt);
    if (at + nameAt + length > bytes.length) break;
    names.push(bytes.toString('utf8', at + nameAt, at + nameAt + length));
  }
  return names;
};

export type ZipProbe = {
  entryNames: string[];
  /** The end-of-central-directory record was seen, so entryNames lists the whole archive. */
  complete: boolean;
};

export const probeZip = (bytes: Buffer): ZipProbe => {
  const complete = bytes.lastIndexOf(ZIP_END_OF_CENTRAL_DIRECTORY) !== -1;
  const names = complete
    ? namesAfter(bytes, ZIP_CENTRAL_HEADER, 28, 46)
    : namesAfter(bytes, ZIP_LOCAL_HEADER, 26, 30);
  return { entryNames: [...new Set(names)], complete };
};

export type OfficeZipKind = 'word' | 'spreadsheet' | 'presentation' | 'unknown';

export const officeZipKind = (entryNames: string[]): OfficeZipKind => {
  if (entryNames.some((name) => name.startsWith('word/'))) return 'word';
  if (entryNames.some((name) => name.startsWith('xl/'))) return 'spreadsheet';
  if (entryNames.some((name) => name.startsWith('ppt/'))) return 'presentation';
  return 'unknown';
};

const CFB_DIRECTORY_ENTRY_SIZE = 128;
const CFB_STREAM = 2;

/**
 * True when a CFB directory entry for a stream with this name is present in the bytes. Directory
 * entries are 128-byte aligned (512-byte sectors after a 512-byte header) and carry their UTF-16LE
 * name length and object type at fixed offsets, which rules out the name merely appearing in text.
 */
export const hasCfbStream = (bytes: Buffer, name: string): boolean => {
  const needle = Buffer.from(`${name}\0`, 'utf16le');
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 2)) {
    const entryFits = at + CFB_DIRECTORY_ENTRY_SIZE <= bytes.length;
    if (
      at % CFB_DIRECTORY_ENTRY_SIZE === 0 &&
      entryFits &&
      bytes.readUInt16LE(at + 64) === needle.length &&
      bytes[at + 66] === CFB_STREAM
    ) {
      return true;
    }
  }
  return false;
};

export type CfbKind = 'word' | 'encrypted' | 'spreadsheet' | 'presentation' | 'unknown';

export const cfbKind = (bytes: Buffer): CfbKind => {
  // Office 2007+ files with a password are OLE2 containers holding an EncryptedPackage stream.
  if (hasCfbStream(bytes, 'EncryptedPackage')) return 'encrypted';
  if (hasCfbStream(bytes, 'WordDocument')) return 'word';
  if (hasCfbStream(bytes, 'Workbook') || hasCfbStream(bytes, 'Book')) return 'spreadsheet';
  if (hasCfbStream(bytes, 'PowerPoint Document')) return 'presentation';
  return 'unknown';
};
