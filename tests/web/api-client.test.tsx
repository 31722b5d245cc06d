import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ApiError, apiFetch, apiPost, apiUpload, errorMessage } from '../../web/src/lib/api-client';
import { createQueryClient, getQueryFn } from '../../web/src/lib/query-client';

import { server, setupMswServer } from './support/server';

setupMswServer();

describe('api client', () => {
  it('turns a non-OK response into "<status>: <body text>"', async () => {
    server.use(http.get('/api/things', () => new HttpResponse('Thing is broken', { status: 422 })));
    const error = await apiFetch('/api/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('422: Thing is broken');
  });

  it('falls back to the status text when the body is empty', async () => {
    server.use(
      http.get(
        '/api/things',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const error = await apiFetch('/api/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('sends credentials and JSON bodies with a JSON content type', async () => {
    let seen: { credentials: string; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/things', async ({ request }) => {
        seen = {
          credentials: request.credentials,
          contentType: request.headers.get('content-type'),
          body: await request.json(),
        };
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    await expect(apiPost('/api/things', { name: 'Widget' })).resolves.toEqual({ id: 7 });
    expect(seen).toEqual({
      credentials: 'include',
      contentType: 'application/json',
      body: { name: 'Widget' },
    });
  });

  it('sends uploads as multipart form data', async () => {
    let seen: { contentType: string | null; name: unknown; fileName: unknown } | undefined;
    server.use(
      http.post('/api/uploads', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        seen = {
          contentType: request.headers.get('content-type'),
          name: form.get('name'),
          // msw hands over Node's File, not jsdom's: check the shape, not the class.
          fileName: typeof file === 'object' && file !== null ? file.name : null,
        };
        return HttpResponse.json({ ok: true });
      }),
    );
    const form = new FormData();
    form.append('name', 'Invoice');
    form.append('file', new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' }));
    await apiUpload('/api/uploads', form);
    expect(seen?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen).toMatchObject({ name: 'Invoice', fileName: 'invoice.pdf' });
  });

  it('shows the message of a JSON error body in toasts, keeping the status', () => {
    const json = new ApiError(
      415,
      'Unsupported Media Type',
      JSON.stringify({ message: 'Not a PDF' }),
    );
    expect(json.message).toBe('415: {"message":"Not a PDF"}');
    expect(errorMessage(json)).toBe('415: Not a PDF');
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''))).toBe(
      '500: Internal Server Error',
    );
    expect(errorMessage(new Error('offline'))).toBe('offline');
  });
});

describe('default query function', () => {
  it('GETs the first key element with the second as the query string', async () => {
    let url: URL | undefined;
    server.use(
      http.get('/api/documents', ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([{ id: 1 }]);
      }),
    );
    const client = createQueryClient();
    const data = await client.fetchQuery({
      queryKey: ['/api/documents', { limit: 5, q: undefined }],
    });
    expect(data).toEqual([{ id: 1 }]);
    expect(url?.pathname).toBe('/api/documents');
    expect(url?.search).toBe('?limit=5');
  });

  it('treats 401 as an error by default and as null with on401 returnNull', async () => {
    server.use(http.get('/api/me', () => new HttpResponse('Unauthorized', { status: 401 })));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/me'] })).rejects.toThrow('401: Unauthorized');
    await expect(
      client.fetchQuery({
        queryKey: ['/api/me', 'x'],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).resolves.toBeNull();
  });

  it('never retries, never goes stale and does not refetch on focus', async () => {
    let calls = 0;
    server.use(
      http.get('/api/flaky', () => {
        calls += 1;
        return new HttpResponse('nope', { status: 500 });
      }),
    );
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/flaky'] })).rejects.toThrow('500: nope');
    expect(calls).toBe(1);
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
