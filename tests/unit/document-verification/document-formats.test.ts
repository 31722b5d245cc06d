import { DocumentVerificationSchema } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { verifyDocument } from '../../../worker/src/handlers/document-verification';
import {
  makeDocx,
  makeFakePdf,
  makeImageOnlyPdf,
  makeInvoicePdf,
  makeLargePdf,
  makeLegacyDoc,
  makeLegacyXls,
  makePasswordProtectedPdf,
  writeCompoundFile,
} from '../../fixtures/documents/make-fixtures';

const now = new Date('2025-06-01T08:00:00.000Z');
const verify = (bytes: Buffer, fileName: string) =>
  verifyDocument({ bytes, declaredType: 'commercial_invoice', fileName }, { now });

describe('verifyDocument: file formats and unreadable files', () => {
  it('verifies a 10-page invoice PDF and counts its pages', async () => {
    const outcome = await verify(await makeInvoicePdf({ pages: 10 }), 'invoice.pdf');
    expect(outcome.status).toBe('verified');
    expect(outcome.pageCount).toBe(10);
    expect(outcome.verification.pageCount).toBe(10);
    expect(outcome.reasons[0]).toMatch(/^Commercial Invoice verified: .*10 pages$/);
    expect(outcome.verification.findings[0]).toMatchObject({ severity: 'info', code: 'verified' });
  });

  it('returns a verification record that satisfies the contract', async () => {
    const outcome = await verify(await makeInvoicePdf(), 'invoice.pdf');
    const verification = DocumentVerificationSchema.parse(outcome.verification);
    expect(verification.detectedType).toBe('application/pdf');
    expect(verification.checkedAt).toBe(now.toISOString());
    expect(verification.durationMs).toBeGreaterThan(0);
    expect(verification.textLength).toBeGreaterThan(500);
  });

  it('rejects a text file renamed to .pdf', async () => {
    const outcome = await verify(makeFakePdf(), 'invoice.pdf');
    expect(outcome).toMatchObject({
      status: 'rejected',
      reasons: ['File content is not a valid PDF'],
    });
    expect(outcome.verification.detectedType).toBeNull();
  });

  it('rejects a DOCX uploaded with a .pdf name', async () => {
    const outcome = await verify(await makeDocx('commercial_invoice'), 'invoice.pdf');
    expect(outcome.reasons).toEqual(['File content is not a valid PDF']);
  });

  it('rejects an empty file and an unaccepted extension', async () => {
    expect((await verify(Buffer.alloc(0), 'invoice.pdf')).reasons).toEqual(['File is empty']);
    expect((await verify(await makeInvoicePdf(), 'invoice.txt')).reasons).toEqual([
      'File type .txt is not accepted; upload a PDF, DOC or DOCX',
    ]);
  });

  it('rejects an image-only (scanned) PDF for lack of text, still counting pages', async () => {
    const outcome = await verify(await makeImageOnlyPdf({ pages: 2 }), 'scan.pdf');
    expect(outcome.status).toBe('rejected');
    expect(outcome.reasons).toEqual([
      'No machine-readable text found; upload a text-based PDF or DOCX',
    ]);
    expect(outcome.pageCount).toBe(2);
  });

  it('rejects a password-protected PDF', async () => {
    const outcome = await verify(await makePasswordProtectedPdf(), 'invoice.pdf');
    expect(outcome.reasons).toEqual(['PDF is password-protected; upload an unprotected copy']);
    expect(outcome.verification.findings[0]?.code).toBe('password_protected');
  });

  it('rejects a password-protected DOCX (an OLE2 EncryptedPackage)', async () => {
    const encrypted = writeCompoundFile([
      { name: 'EncryptionInfo', data: Buffer.alloc(4096, 1) },
      { name: 'EncryptedPackage', data: Buffer.alloc(4096, 2) },
    ]);
    const outcome = await verify(encrypted, 'invoice.docx');
    expect(outcome.reasons).toEqual(['Document is password-protected; upload an unprotected copy']);
  });

  it('rejects a damaged PDF', async () => {
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x41)]);
    const outcome = await verify(damaged, 'invoice.pdf');
    expect(outcome.status).toBe('rejected');
    expect(outcome.reasons).toEqual(['PDF is damaged or cannot be read']);
  });

  it('verifies a DOCX and reads the page count Word recorded', async () => {
    const outcome = await verify(
      await makeDocx('commercial_invoice', { pages: 3 }),
      'invoice.docx',
    );
    expect(outcome.status).toBe('verified');
    expect(outcome.pageCount).toBe(3);
    expect(outcome.verification.extractedFields).toMatchObject({
      invoiceNumber: 'INV-2025-00417',
      currency: 'USD',
    });
  });

  it('gives a null page count for a DOCX without recorded pages', async () => {
    const docx = await makeDocx('commercial_invoice', { recordPageCount: false });
    const outcome = await verify(docx, 'invoice.docx');
    expect(outcome.status).toBe('verified');
    expect(outcome.pageCount).toBeNull();
  });

  it('verifies a legacy .doc from its text, without a page count', async () => {
    const outcome = await verify(makeLegacyDoc('commercial_invoice'), 'invoice.doc');
    expect(outcome.status).toBe('verified');
    expect(outcome.pageCount).toBeNull();
    expect(outcome.verification.detectedType).toBe('application/msword');
    expect(outcome.verification.extractedFields.invoiceNumber).toBe('INV-2025-00417');
  });

  it('rejects a legacy .doc that lacks an element like any other format', async () => {
    const outcome = await verify(makeLegacyDoc('commercial_invoice', { omit: ['buyer'] }), 'a.doc');
    expect(outcome.reasons).toEqual(['Missing buyer/importer']);
  });

  it('rejects an Excel workbook renamed to .doc', async () => {
    const outcome = await verify(makeLegacyXls(), 'invoice.doc');
    expect(outcome.reasons).toEqual(['File content is not a valid Word 97-2003 (.doc) document']);
  });

  it('rejects an OLE2 file named .doc whose Word stream cannot be parsed', async () => {
    const doc = makeLegacyDoc('commercial_invoice');
    const broken = Buffer.from(doc);
    // Corrupt the FIB magic inside the WordDocument stream (first data sector after FAT + directory).
    const fibAt = broken.indexOf(Buffer.from([0xec, 0xa5]), 1536);
    broken.writeUInt16LE(0, fibAt);
    const outcome = await verify(broken, 'invoice.doc');
    expect(outcome.status).toBe('rejected');
    expect(outcome.reasons[0]).toMatch(/^Could not read text from the Word 97-2003 \(\.doc\) file/);
  });

  it('builds a large PDF of the exact requested size that still verifies', async () => {
    const target = 10 * 1024 * 1024 + 1;
    const pdf = await makeLargePdf(target);
    expect(pdf.length).toBe(target);
    const outcome = await verify(pdf, 'invoice.pdf');
    expect(outcome.status).toBe('verified');
  }, 30_000);
});
