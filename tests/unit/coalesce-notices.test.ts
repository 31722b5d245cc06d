import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createNoticeCoalescer } from '../../core/src/infra/coalesce-notices';

describe('createNoticeCoalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first notice at once and merges the rest of the window into one', () => {
    const sent: string[][] = [];
    const coalescer = createNoticeCoalescer({ send: (n) => sent.push(n.keys), windowMs: 250 });
    coalescer.push({ keys: ['/api/documents', '/api/documents'] });
    expect(sent).toEqual([['/api/documents']]);
    for (let i = 0; i < 1000; i++)
      coalescer.push({ keys: ['/api/documents', `/api/documents/${i % 3}`] });
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual([
      ['/api/documents'],
      ['/api/documents', '/api/documents/0', '/api/documents/1', '/api/documents/2'],
    ]);
    // A quiet window ends the burst: the next notice goes out at once again.
    vi.advanceTimersByTime(250);
    coalescer.push({ keys: ['/api/kyc-screening'] });
    expect(sent.at(-1)).toEqual(['/api/kyc-screening']);
    coalescer.close();
  });
});
