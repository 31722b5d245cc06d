import { describe, expect, it } from 'vitest';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { uploadDocument, useFaultPlatform } from './platform';

describe('object storage unreachable during an upload', () => {
  const fault = useFaultPlatform();

  it('answers 503 and leaves neither a row nor an object behind', async () => {
    const platform = fault();
    const { apiUrl, prisma } = platform;
    const pdf = Buffer.from(await makeInvoicePdf());
    expect((await uploadDocument(apiUrl, { name: 'Before', file: pdf })).status).toBe(201);
    const rowsBefore = await prisma.document.count();
    const objectsBefore = await platform.s3.countObjects();
    expect([rowsBefore, objectsBefore]).toEqual([1, 1]);

    await platform.s3.stop();
    try {
      const response = await uploadDocument(apiUrl, { name: 'During outage', file: pdf });
      const body = await response.json();
      const readyz = await fetch(`${apiUrl}/readyz`);
      console.info(`[faults] storage down: upload ${response.status}, readyz ${readyz.status}`);
      expect(response.status).toBe(503);
      expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(body.message).toMatch(/storage/i);
      expect(readyz.status).toBe(503);
      expect((await readyz.json()).checks.storage).toMatch(/^error/);
    } catch (error) {
      console.error(await platform.logs());
      throw error;
    } finally {
      await platform.s3.start();
    }
    expect(await prisma.document.count()).toBe(rowsBefore);
    expect(await platform.s3.countObjects()).toBe(objectsBefore);
    // The api recovers on its own once storage answers again.
    expect((await fetch(`${apiUrl}/readyz`)).status).toBe(200);
    expect((await uploadDocument(apiUrl, { name: 'After', file: pdf })).status).toBe(201);
    expect(await platform.s3.countObjects()).toBe(objectsBefore + 1);
  });
});
