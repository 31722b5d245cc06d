import { sniffFileType } from '@compliance/core/documents/file-type/sniff-file-type';
import { describe, expect, it } from 'vitest';

import {
  makeDocx,
  makeFakePdf,
  makeImageOnlyPdf,
  makeInvoicePdf,
  makeLegacyDoc,
  makeLegacyXls,
  writeCompoundFile,
} from '../../fixtures/documents/make-fixtures';

// What the API sees: the first bytes of the multipart stream.
const PREFIX = 4100;
const prefix = (bytes: Buffer) => bytes.subarray(0, PREFIX);

describe('sniffFileType', () => {
  it('recognises a PDF from the whole file and from a prefix', async () => {
    const pdf = await makeInvoicePdf({ pages: 3 });
    const expected = {
      ext: 'pdf',
      mime: 'application/pdf',
      matchesExtension: true,
      confirmed: true,
    };
    expect(await sniffFileType(pdf, 'invoice.pdf')).toEqual(expected);
    expect(await sniffFileType(prefix(pdf), 'invoice.PDF')).toEqual(expected);
  });

  it('reports a PDF uploaded under another extension as a mismatch', async () => {
    const result = await sniffFileType(await makeInvoicePdf(), 'invoice.docx');
    expect(result).toMatchObject({ ext: 'pdf', matchesExtension: false });
  });

  it('refuses a text file renamed to .pdf', async () => {
    expect(await sniffFileType(makeFakePdf(), 'invoice.pdf')).toEqual({
      ext: null,
      mime: null,
      matchesExtension: false,
      confirmed: false,
    });
  });

  it('reports the real type of an image renamed to .pdf', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const result = await sniffFileType(Buffer.concat([png, Buffer.alloc(64)]), 'scan.pdf');
    expect(result).toMatchObject({ ext: null, mime: 'image/png', matchesExtension: false });
  });

  it('treats an empty buffer as unknown', async () => {
    expect(await sniffFileType(Buffer.alloc(0), 'empty.pdf')).toMatchObject({
      ext: null,
      matchesExtension: false,
    });
  });

  it('confirms a whole DOCX', async () => {
    const docx = await makeDocx('commercial_invoice');
    expect(await sniffFileType(docx, 'invoice.docx')).toEqual({
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      matchesExtension: true,
      confirmed: true,
    });
  });

  it('accepts a DOCX prefix that shows Word entries, unconfirmed', async () => {
    const result = await sniffFileType(prefix(await makeDocx('packing_list')), 'list.docx');
    expect(result).toMatchObject({ ext: 'docx', matchesExtension: true, confirmed: false });
  });

  it('accepts a bare ZIP prefix named .docx on its extension, but not under another name', async () => {
    const zipHeaderOnly = (await makeDocx('packing_list')).subarray(0, 30);
    expect(await sniffFileType(zipHeaderOnly, 'list.docx')).toEqual({
      ext: 'docx',
      mime: 'application/zip',
      matchesExtension: true,
      confirmed: false,
    });
    expect(await sniffFileType(zipHeaderOnly, 'list.pdf')).toMatchObject({
      ext: null,
      mime: 'application/zip',
      matchesExtension: false,
    });
  });

  it('refuses a complete ZIP without word/ entries named .docx', async () => {
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip().file('readme.txt', 'not a document').file('data/a.csv', '1,2,3');
    const bytes = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await sniffFileType(bytes, 'archive.docx')).toMatchObject({
      ext: null,
      mime: 'application/zip',
      matchesExtension: false,
    });
  });

  it('confirms a legacy .doc by its WordDocument stream, also from a prefix', async () => {
    const doc = makeLegacyDoc('commercial_invoice');
    const expected = {
      ext: 'doc',
      mime: 'application/msword',
      matchesExtension: true,
      confirmed: true,
    };
    expect(await sniffFileType(doc, 'invoice.doc')).toEqual(expected);
    expect(await sniffFileType(prefix(doc), 'invoice.doc')).toEqual(expected);
  });

  it('accepts an OLE2 header named .doc unconfirmed when the directory is not in view', async () => {
    const headerOnly = makeLegacyDoc('commercial_invoice').subarray(0, 512);
    expect(await sniffFileType(headerOnly, 'invoice.doc')).toEqual({
      ext: 'doc',
      mime: 'application/x-cfb',
      matchesExtension: true,
      confirmed: false,
    });
  });

  it('refuses an Excel 97 workbook renamed to .doc', async () => {
    expect(await sniffFileType(makeLegacyXls(), 'invoice.doc')).toMatchObject({
      ext: null,
      mime: 'application/vnd.ms-excel',
      matchesExtension: false,
    });
  });

  it('flags a password-protected Office file (OLE2 EncryptedPackage) named .docx', async () => {
    const encrypted = writeCompoundFile([
      { name: 'EncryptionInfo', data: Buffer.alloc(4096, 1) },
      { name: 'EncryptedPackage', data: Buffer.alloc(4096, 2) },
    ]);
    expect(await sniffFileType(encrypted, 'invoice.docx')).toMatchObject({
      ext: null,
      mime: 'application/x-ole-encrypted-package',
      matchesExtension: false,
    });
  });

  it('does not mistake a PDF for a .doc because its text mentions WordDocument', async () => {
    const pdf = await makeImageOnlyPdf();
    const tricky = Buffer.concat([pdf, Buffer.from('WordDocument\0', 'utf16le')]);
    expect(await sniffFileType(tricky, 'scan.doc')).toMatchObject({
      ext: 'pdf',
      matchesExtension: false,
    });
  });
});
