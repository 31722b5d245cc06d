// `npm start` on a machine without redis-server: jobs run inside the process, with the same
// verification and domain-event handling as under BullMQ.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, resetDatabase, type TestContext, waitFor } from '../helpers/test-app';

describe('in-process jobs (no Redis)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ withWorkers: true, env: { REDIS_URL: undefined } });
    await resetDatabase(ctx.infra);
  });
  afterAll(() => ctx.close());

  it('verifies uploads and raises alerts without a queue server', async () => {
    expect(ctx.infra.dispatcher.kind).toBe('in-process');
    const readiness = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.json().checks.redis).toBe('in-process');

    const upload = async (file: Uint8Array, name: string) => {
      const { body, contentType } = multipartBody([
        { name: 'name', value: name },
        { name: 'type', value: 'commercial_invoice' },
        {
          name: 'file',
          value: Buffer.from(file),
          fileName: `${name}.pdf`,
          contentType: 'application/pdf',
        },
      ]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: number }).id;
    };

    const good = await upload(await makeInvoicePdf(), 'In-process invoice');
    const bad = await upload(
      await makeInvoicePdf({ omit: ['total'] }),
      'In-process broken invoice',
    );
    const decided = (id: number) =>
      waitFor(async () => {
        const row = await ctx.infra.prisma.document.findUniqueOrThrow({ where: { id } });
        return row.status === 'pending' ? null : row;
      });
    expect((await decided(good)).status).toBe('verified');
    expect((await decided(bad)).status).toBe('rejected');
    const alert = await waitFor(() =>
      ctx.infra.prisma.complianceAlert.findFirst({
        where: { subjectType: 'document', subjectId: bad },
      }),
    );
    expect(alert.severity).toBe('error');
  });
});
