// GET /metrics: Prometheus text (not the web app's page) with request latency per route pattern,
// event-loop lag, queue depth per queue and, with the workers in the same process, job durations.
import { describe, expect, it } from 'vitest';

import { makeInvoicePdf } from '../fixtures/documents/make-fixtures';
import { multipartBody } from '../helpers/multipart';
import { waitFor } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

describe('GET /metrics', () => {
  const ctx = useTestApp({ withWorkers: true });

  it('answers Prometheus text with latency per route, event-loop lag and queue depth', async () => {
    const { app } = ctx();
    const list = await app.inject({ url: '/api/documents?limit=5' });
    expect(list.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/documents/999999' })).statusCode).toBe(404);

    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = response.body;
    expect(body).not.toContain('<html');
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/documents\/",status_code="200"\} \d+|http_request_duration_seconds_count\{method="GET",route="\/api\/documents",status_code="200"\} \d+/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/documents\/:id",status_code="404"\} 1/,
    );
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toMatch(
      /compliance_queue_depth\{queue="document-verification",state="wait"\} \d+/,
    );
    expect(body).toMatch(/compliance_queue_depth\{queue="screening-batch",state="active"\} \d+/);
  });

  it('records worker job durations per queue once a job has run', async () => {
    const { app } = ctx();
    // Uploading a document queues its verification job.
    const { body, contentType } = multipartBody([
      { name: 'name', value: 'Invoice INV-42' },
      { name: 'type', value: 'commercial_invoice' },
      {
        name: 'file',
        value: Buffer.from(await makeInvoicePdf()),
        fileName: 'invoice.pdf',
        contentType: 'application/pdf',
      },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await waitFor(async () =>
      /compliance_job_duration_seconds_count\{queue="document-verification",outcome="(completed|failed)"\} [1-9]/.test(
        (await app.inject({ url: '/metrics' })).body,
      ),
    );
  });
});
