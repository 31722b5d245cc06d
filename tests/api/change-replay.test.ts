// A browser opening the event stream asks for what changed since its page loaded (or since its
// last stream was heard from) and is told exactly that first, so it loads again only those
// queries; asked nothing, or further back than this process heard, it is told every path changed.
import { API_PATHS } from '@compliance/contracts';
import { describe, expect, it, onTestFinished } from 'vitest';

import { notifyChanged } from '../../core/src/infra/notify-changed';
import { useTestApp } from '../helpers/use-test-app';

/** Opens the stream and returns the keys of its first `invalidate` event, or null if none comes. */
const firstInvalidate = async (address: string, query: string, waitMs = 500) => {
  const controller = new AbortController();
  onTestFinished(() => controller.abort());
  const response = await fetch(`${address}/api/events${query}`, { signal: controller.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let text = '';
  const deadline = setTimeout(() => controller.abort(), waitMs);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      text += new TextDecoder().decode(value);
      const event = /event: invalidate\ndata: (.*)\n\n/.exec(text);
      if (event) return (JSON.parse(event[1]!) as { keys: string[] }).keys;
    }
  } catch {
    expect(text).toContain(': connected');
    return null;
  } finally {
    clearTimeout(deadline);
  }
};

describe('GET /api/events replay', () => {
  const ctx = useTestApp();
  let listening: Promise<string> | undefined;
  const address = () => (listening ??= ctx().app.listen({ port: 0, host: '127.0.0.1' }));

  it('names the paths changed within the window asked for, lists standing for their items', async () => {
    // This process has listened for a while: long enough for a replay of one second.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    await notifyChanged(ctx().infra, [API_PATHS.vendors, `${API_PATHS.documents}/7`]);
    await notifyChanged(ctx().infra, [API_PATHS.documents, `${API_PATHS.documents}/8`]);
    await new Promise((resolve) => setTimeout(resolve, 100)); // back over Redis

    const keys = await firstInvalidate(await address(), '?replay=1000');
    expect(keys).toEqual(expect.arrayContaining([API_PATHS.vendors, API_PATHS.documents]));
    expect(keys).not.toContain(`${API_PATHS.documents}/7`);
    expect(keys).not.toContain('/api');
  });

  it('names every path when asked for nothing, or for more than this process heard', async () => {
    expect(await firstInvalidate(await address(), '')).toEqual(['/api']);
    expect(await firstInvalidate(await address(), '?replay=86400000')).toEqual(['/api']);
  });

  it('refuses a replay that is not a whole number of milliseconds', async () => {
    for (const [replay, message] of [
      ['-5', 'replay must not be negative'],
      ['1.5', 'replay must be a whole number of milliseconds'],
      ['soon', 'replay must be a number of milliseconds'],
    ]) {
      const response = await ctx().app.inject({ url: `/api/events?replay=${replay}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });
});
