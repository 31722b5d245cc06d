import { QUEUES } from '@compliance/contracts/queues';
import { Client } from 'minio';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  makeDocx,
  makeFakePdf,
  makeInvoicePdf,
  makeLargePdf,
} from '../fixtures/documents/make-fixtures';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, resetDatabase, type TestContext } from '../helpers/test-app';

const s3 = () =>
  new Client({
    endPoint: process.env.S3_ENDPOINT!,
    port: Number(process.env.S3_PORT),
    useSSL: process.env.S3_USE_SSL === 'true',
    accessKey: process.env.S3_ACCESS_KEY!,
    secretKey: process.env.S3_SECRET_KEY!,
    region: 'us-east-1',
    pathStyle: true,
  });

const countObjects = async (): Promise<number> => {
  const client = s3();
  if (!(await client.bucketExists(process.env.S3_BUCKET!))) return 0;
  let count = 0;
  for await (const _item of client.listObjectsV2(process.env.S3_BUCKET!, 'documents/', true))
    count += 1;
  return count;
};

describe('/api/documents', () => {
  let ctx: TestContext;
  let invoice: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp();
    invoice = Buffer.from(await makeInvoicePdf());
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await resetDatabase(ctx.infra);
  });

  const upload = (parts: Parameters<typeof multipartBody>[0]) => {
    const { body, contentType } = multipartBody(parts);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body,
      headers: { 'content-type': contentType },
    });
  };

  describe('POST /api/documents', () => {
    it('stores the file, writes a pending row and queues verification', async () => {
      const objectsBefore = await countObjects();
      const response = await upload([
        { name: 'name', value: 'Invoice INV-2041' },
        { name: 'type', value: 'commercial_invoice' },
        { name: 'file', value: invoice, fileName: 'invoice.pdf', contentType: 'application/pdf' },
      ]);
      expect(response.statusCode).toBe(201);
      const document = response.json();
      expect(document).toMatchObject({
        name: 'Invoice INV-2041',
        type: 'commercial_invoice',
        status: 'pending',
        fileName: 'invoice.pdf',
        contentType: 'application/pdf',
        size: invoice.length,
        reasons: [],
      });
      const row = await ctx.infra.prisma.document.findUniqueOrThrow({ where: { id: document.id } });
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await countObjects()).toBe(objectsBefore + 1);
      expect(
        await ctx.infra.dispatcher.state(QUEUES.documentVerification, `document-${document.id}`),
      ).toBe('waiting');
    });

    it('accepts a DOCX', async () => {
      const docx = Buffer.from(await makeDocx('commercial_invoice'));
      const response = await upload([
        { name: 'name', value: 'Invoice as Word' },
        { name: 'type', value: 'commercial_invoice' },
        {
          name: 'file',
          value: docx,
          fileName: 'invoice.docx',
          contentType: 'application/octet-stream',
        },
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json().contentType).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
    });

    it.each([
      {
        label: 'a missing name',
        fields: [{ name: 'type', value: 'packing_list' }],
        status: 400,
        message: /name/,
      },
      {
        label: 'an unknown type',
        fields: [
          { name: 'name', value: 'x' },
          { name: 'type', value: 'passport' },
        ],
        status: 400,
        message: /type must be one of: commercial_invoice/,
      },
      {
        label: 'a missing type',
        fields: [{ name: 'name', value: 'x' }],
        status: 400,
        message: /type/,
      },
    ])('rejects $label with $status and writes nothing', async ({ fields, status, message }) => {
      const before = await countObjects();
      const response = await upload([
        ...(fields as Array<{ name: string; value: string }>),
        { name: 'file', value: invoice, fileName: 'invoice.pdf', contentType: 'application/pdf' },
      ]);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(await ctx.infra.prisma.document.count()).toBe(0);
      expect(await countObjects()).toBe(before);
    });

    it('rejects a request without a file', async () => {
      const response = await upload([
        { name: 'name', value: 'x' },
        { name: 'type', value: 'packing_list' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/file is required/);
    });

    it('links a corrected copy to a rejected document of its type and refuses any other link', async () => {
      const stored = (name: string, type: 'commercial_invoice' | 'packing_list', status: string) =>
        ctx.infra.prisma.document.create({
          data: {
            name,
            type,
            status: status as 'rejected' | 'verified',
            fileName: `${name}.pdf`,
            contentType: 'application/pdf',
            size: 1,
            storageKey: `documents/test/${name}.pdf`,
            sha256: '0'.repeat(64),
          },
        });
      const rejected = await stored('Rejected invoice', 'commercial_invoice', 'rejected');
      const verified = await stored('Verified invoice', 'commercial_invoice', 'verified');
      const rejectedList = await stored('Rejected list', 'packing_list', 'rejected');
      const correctedCopy = (replaces: string) =>
        upload([
          { name: 'name', value: 'Corrected invoice' },
          { name: 'type', value: 'commercial_invoice' },
          { name: 'replaces', value: replaces },
          { name: 'file', value: invoice, fileName: 'inv.pdf', contentType: 'application/pdf' },
        ]);
      const before = await countObjects();
      const refused: [string, number, RegExp][] = [
        ['abc', 400, /replaces must be the id of a rejected document/],
        ['0', 400, /replaces must be the id of a rejected document/],
        ['99999999999', 400, /replaces must be the id of a rejected document/],
        ['999999', 400, /document 999999 does not exist/],
        [String(verified.id), 409, /'Verified invoice'\) is verified, not rejected/],
        [String(rejectedList.id), 400, /is a Packing List; .* \(got Commercial Invoice\)/],
      ];
      for (const [replaces, status, message] of refused) {
        const response = await correctedCopy(replaces);
        expect({ replaces, status: response.statusCode }).toEqual({ replaces, status });
        expect(response.json().message).toMatch(message);
      }
      expect(await ctx.infra.prisma.document.count()).toBe(3);
      expect(await countObjects()).toBe(before);

      const response = await correctedCopy(String(rejected.id));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ replacesId: rejected.id, status: 'pending' });
      const read = await ctx.app.inject({ url: `/api/documents/${response.json().id}` });
      expect(read.json()).toMatchObject({ replacesId: rejected.id });
      // An empty field, as an HTML form sends it, is no link.
      const unlinked = await correctedCopy('');
      expect(unlinked.statusCode).toBe(201);
      expect(unlinked.json()).toMatchObject({ replacesId: null });
    });

    it('rejects a renamed text file with 415 and stores nothing', async () => {
      const before = await countObjects();
      const response = await upload([
        { name: 'name', value: 'Fake' },
        { name: 'type', value: 'commercial_invoice' },
        {
          name: 'file',
          value: Buffer.from(makeFakePdf()),
          fileName: 'fake.pdf',
          contentType: 'application/pdf',
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/not a valid PDF/);
      expect(await ctx.infra.prisma.document.count()).toBe(0);
      expect(await countObjects()).toBe(before);
    });

    it('rejects other extensions with 415', async () => {
      const response = await upload([
        { name: 'name', value: 'Notes' },
        { name: 'type', value: 'packing_list' },
        {
          name: 'file',
          value: Buffer.from('hello'),
          fileName: 'notes.txt',
          contentType: 'text/plain',
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/Only PDF, DOC and DOCX/);
    });

    it('rejects files over 10 MB with 413 and stores nothing', async () => {
      const before = await countObjects();
      const big = Buffer.from(await makeLargePdf(10 * 1024 * 1024 + 512));
      const response = await upload([
        { name: 'name', value: 'Huge' },
        { name: 'type', value: 'commercial_invoice' },
        { name: 'file', value: big, fileName: 'huge.pdf', contentType: 'application/pdf' },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toMatch(/10 MB/);
      expect(await ctx.infra.prisma.document.count()).toBe(0);
      expect(await countObjects()).toBe(before);
    });

    it('rejects JSON and malformed JSON bodies with a clear 4xx', async () => {
      const malformed = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/JSON/);
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: { name: 'x', type: 'packing_list' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toMatch(/multipart\/form-data/);
    });

    it('answers a malformed multipart body with 400 on every upload route, storing nothing', async () => {
      const before = await countObjects();
      const { body, contentType } = multipartBody([
        { name: 'name', value: 'Cut short' },
        { name: 'type', value: 'commercial_invoice' },
        { name: 'file', value: invoice, fileName: 'invoice.pdf', contentType: 'application/pdf' },
      ]);
      const cutShort = body.subarray(0, body.length - 200);
      const bodies: Array<[label: string, contentType: string, payload: Buffer]> = [
        ['no boundary', 'multipart/form-data', body],
        ['garbage', 'multipart/form-data; boundary=xyz', Buffer.from('garbage')],
        ['cut short', contentType, cutShort],
      ];
      for (const url of [
        '/api/documents',
        '/api/screening/batch-files/preview',
        '/api/screening/batch-files',
      ]) {
        for (const [label, type, payload] of bodies) {
          const response = await ctx.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': type },
          });
          expect(response.statusCode, `${url} ${label}`).toBe(400);
          expect(response.json().message, `${url} ${label}`).toMatch(/^Malformed multipart body/);
        }
      }
      expect(await ctx.infra.prisma.document.count()).toBe(0);
      expect(await ctx.infra.prisma.screeningRun.count()).toBe(0);
      expect(await countObjects()).toBe(before);
    });

    it('removes the stored object when the database write fails', async () => {
      const before = await countObjects();
      const realCreate = ctx.infra.prisma.document.create;
      // Fault injection on the real client: the insert fails after the object has been stored.
      Object.defineProperty(ctx.infra.prisma.document, 'create', {
        configurable: true,
        value: () => Promise.reject(new Error('database unavailable')),
      });
      try {
        const response = await upload([
          { name: 'name', value: 'Invoice' },
          { name: 'type', value: 'commercial_invoice' },
          { name: 'file', value: invoice, fileName: 'invoice.pdf', contentType: 'application/pdf' },
        ]);
        expect(response.statusCode).toBe(500);
        expect(response.json().message).toBe('Internal Server Error');
      } finally {
        Object.defineProperty(ctx.infra.prisma.document, 'create', {
          configurable: true,
          value: realCreate,
        });
      }
      expect(await countObjects()).toBe(before);
      expect(await ctx.infra.prisma.document.count()).toBe(0);
    });
  });

  describe('GET /api/documents', () => {
    it('lists newest first and honours limit', async () => {
      for (const name of ['First', 'Second', 'Third']) {
        const response = await upload([
          { name: 'name', value: name },
          { name: 'type', value: 'commercial_invoice' },
          { name: 'file', value: invoice, fileName: `${name}.pdf`, contentType: 'application/pdf' },
        ]);
        expect(response.statusCode).toBe(201);
      }
      const all = await ctx.app.inject({ method: 'GET', url: '/api/documents' });
      expect(all.json().map((d: { name: string }) => d.name)).toEqual(['Third', 'Second', 'First']);
      const limited = await ctx.app.inject({ method: 'GET', url: '/api/documents?limit=2' });
      expect(limited.json()).toHaveLength(2);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/documents?limit=abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/limit/);
    });
  });

  describe('GET /api/documents/:id and /file', () => {
    it('returns one document and downloads the original bytes with its name', async () => {
      const created = (
        await upload([
          { name: 'name', value: 'Déclaration' },
          { name: 'type', value: 'certificate_of_origin' },
          {
            name: 'file',
            value: invoice,
            fileName: 'Certificat d’origine.pdf',
            contentType: 'application/pdf',
          },
        ])
      ).json();
      const one = await ctx.app.inject({ method: 'GET', url: `/api/documents/${created.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json().name).toBe('Déclaration');
      const file = await ctx.app.inject({
        method: 'GET',
        url: `/api/documents/${created.id}/file`,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('Certificat d’origine.pdf')}`,
      );
      expect(Buffer.compare(file.rawPayload, invoice)).toBe(0);
    });

    it('answers 404 for unknown ids and 400 for malformed ones', async () => {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/documents/999999' })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/documents/999999/file' })).statusCode,
      ).toBe(404);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/documents/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
      // Only decimal digits name a document: hex, exponents, decimals and padding are no ids.
      const { id } = (
        await upload([
          { name: 'name', value: 'Invoice' },
          { name: 'type', value: 'commercial_invoice' },
          { name: 'file', value: invoice, fileName: 'invoice.pdf', contentType: 'application/pdf' },
        ])
      ).json();
      expect((await ctx.app.inject({ url: `/api/documents/${id}` })).statusCode).toBe(200);
      for (const odd of [`0x${id.toString(16)}`, `${id}e0`, `${id}.0`, `%20%20${id}`, `+${id}`]) {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/documents/${odd}` });
        expect(response.statusCode, odd).toBe(400);
        expect(response.json().message, odd).toBe('id: id must be a number');
      }
      // Beyond a Postgres integer: refused, not a failed query.
      for (const url of ['/api/documents/99999999999', '/api/compliance-workflows/2147483648']) {
        const huge = await ctx.app.inject({ method: 'GET', url });
        expect(huge.statusCode, url).toBe(400);
        expect(huge.json().message, url).toBe('id: id must be at most 2147483647');
      }
    });
  });
});
