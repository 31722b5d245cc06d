import { File as NodeFile } from 'node:buffer';

import { FIXED_SESSION_USER } from '@compliance/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One msw server per test file; handlers are added per test with server.use(). The session
 * answers like the zero-configuration platform (sign-in off, the fixed user). */
export const server = setupServer(
  http.get('/api/session', () =>
    HttpResponse.json({ user: FIXED_SESSION_USER, authMode: 'none', signOutUrl: null }),
  ),
);

// Vitest converts jsdom's FormData for Node's fetch but drops file names (every file becomes
// 'blob'). Browsers keep them, and the upload tests need them, so convert here first.
const toNodeFormData = async (form: FormData): Promise<FormData> => {
  // Response is Node's in this environment; parsing an empty urlencoded body yields Node's FormData.
  const nodeForm = await new Response('', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  }).formData();
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      nodeForm.append(key, value);
      continue;
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    nodeForm.append(
      key,
      new NodeFile([bytes], value.name, { type: value.type }) as unknown as Blob,
    );
  }
  return nodeForm;
};

export const setupMswServer = (): void => {
  let mswFetch: typeof fetch;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    mswFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      init?.body instanceof window.FormData
        ? mswFetch(input, { ...init, body: await toNodeFormData(init.body) })
        : mswFetch(input, init);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    globalThis.fetch = mswFetch;
    server.close();
  });
};
