// A stream that asks for the paths changed in the last so many milliseconds gets those, parents
// only, and every path when this process cannot tell that far back.
import { describe, expect, it } from 'vitest';

import {
  createNoticeHistory,
  NOTICE_HISTORY_MS,
  REPLAY_MARGIN_MS,
} from '../../../core/src/infra/notice-history';
import { createLocalNotifier, type Notifier } from '../../../core/src/infra/notifier';

const setUp = (notifier: Notifier = createLocalNotifier()) => {
  let clock = 1_000_000;
  const history = createNoticeHistory(notifier, { now: () => clock });
  return {
    notifier,
    history,
    advance: (ms: number) => (clock += ms),
    settle: () => new Promise((resolve) => setImmediate(resolve)),
  };
};

describe('notice history', () => {
  it('names the paths changed within the window and its margin, and no older ones', async () => {
    const { notifier, history, advance, settle } = setUp();
    await settle();
    advance(60_000);
    await notifier.publish({ keys: ['/api/vendors'] });
    advance(10_000);
    await notifier.publish({ keys: ['/api/kyc-screening', '/api/dashboard/stats'] });
    advance(1_000);

    expect(history.changedWithin(1_000).sort()).toEqual([
      '/api/dashboard/stats',
      '/api/kyc-screening',
    ]);
    expect(history.changedWithin(11_000 - REPLAY_MARGIN_MS).sort()).toEqual([
      '/api/dashboard/stats',
      '/api/kyc-screening',
      '/api/vendors',
    ]);
    advance(REPLAY_MARGIN_MS + 1);
    expect(history.changedWithin(0)).toEqual([]);
  });

  it('lets a list path stand for its items', async () => {
    const { notifier, history, settle, advance } = setUp();
    await settle();
    advance(30_000);
    await notifier.publish({ keys: ['/api/documents/7', '/api/documents/8'] });
    expect(history.changedWithin(100)).toEqual(['/api/documents/7', '/api/documents/8']);
    await notifier.publish({ keys: ['/api/documents', '/api/documents/9', '/api/vendors/2'] });
    expect(history.changedWithin(100).sort()).toEqual(['/api/documents', '/api/vendors/2']);
  });

  it('names every path for a window reaching back before it listened or past what it keeps', async () => {
    const { notifier, history, settle, advance } = setUp();
    await settle();
    advance(5_000);
    expect(history.changedWithin(4_000)).toEqual(['/api']);
    expect(history.changedWithin(2_000)).toEqual([]);
    advance(NOTICE_HISTORY_MS);
    await notifier.publish({ keys: ['/api/vendors'] });
    expect(history.changedWithin(NOTICE_HISTORY_MS)).toEqual(['/api']);
    expect(history.changedWithin(NOTICE_HISTORY_MS - REPLAY_MARGIN_MS - 1)).toEqual([
      '/api/vendors',
    ]);
  });

  it('names every path when told that everything may have changed', async () => {
    const { notifier, history, settle, advance } = setUp();
    await settle();
    advance(30_000);
    await notifier.publish({ keys: ['/api'] });
    await notifier.publish({ keys: ['/api/vendors'] });
    expect(history.changedWithin(0)).toEqual(['/api']);
  });

  it('names every path until the notifier has subscribed', async () => {
    let subscribe: () => void = () => {};
    const local = createLocalNotifier();
    const subscribed = new Promise<void>((resolve) => (subscribe = resolve));
    const { history, settle, advance } = setUp({ ...local, ready: () => subscribed });
    await settle();
    advance(30_000);
    expect(history.changedWithin(0)).toEqual(['/api']);
    subscribe();
    await settle();
    advance(REPLAY_MARGIN_MS + 1);
    expect(history.changedWithin(0)).toEqual([]);
  });
});
