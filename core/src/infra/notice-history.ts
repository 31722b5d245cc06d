// What changed lately, as this process heard it: each API path a change notice named, with when it
// last did. A browser opening the event stream asks for the paths changed since its page loaded
// (or since its last stream broke) and loads again only those, not every query on its screen: a
// page load costs one read per query, not two, and a hundred browsers reconnecting after an api
// restart reload what changed, not everything.
import { performance } from 'node:perf_hooks';

import { EVERYTHING_CHANGED, type Notifier } from './notifier';

/** How far back a replay can reach. */
export const NOTICE_HISTORY_MS = 5 * 60_000;
/**
 * Added to every replay: the browser measures its window on its own clock, a notice reaches each
 * process at a slightly different moment, and the stream coalesces notices for 250 ms.
 */
export const REPLAY_MARGIN_MS = 2_000;
/** Paths kept at most; past it the oldest go, and the history reaches back only as far as it holds. */
const MAX_PATHS = 100_000;

export interface NoticeHistory {
  /**
   * The paths named by notices in the last `ms` milliseconds (and the margin), parents only (a
   * list path stands for its items), or every path when this process cannot tell that far back.
   */
  changedWithin(ms: number): string[];
}

export const createNoticeHistory = (
  notifier: Notifier,
  { now = () => performance.now() }: { now?: () => number } = {},
): NoticeHistory => {
  /** Path -> when a notice last named it; insertion order is time order (a path moves to the end). */
  const changedAt = new Map<string, number>();
  /** Since when every notice reached this history; undefined until the subscription is ready. */
  let completeSince: number | undefined;

  const forget = (before: number) => {
    for (const [path, at] of changedAt) {
      if (at >= before) return;
      changedAt.delete(path);
    }
  };

  notifier.subscribe((notice) => {
    const at = now();
    for (const path of notice.keys) {
      changedAt.delete(path);
      changedAt.set(path, at);
    }
    forget(at - NOTICE_HISTORY_MS);
    for (const [path, oldest] of changedAt) {
      if (changedAt.size <= MAX_PATHS) break;
      changedAt.delete(path);
      completeSince = Math.max(completeSince ?? oldest, oldest);
    }
  });
  // Complete once subscribed. A refused subscription is asked for again by the next event stream
  // (see the notifier); until one succeeds, every replay names every path.
  const awaitSubscription = () =>
    notifier.ready().then(
      () => (completeSince ??= now()),
      () => {},
    );
  void awaitSubscription();

  return {
    changedWithin(ms) {
      const at = now();
      const from = at - ms - REPLAY_MARGIN_MS;
      if (completeSince === undefined) void awaitSubscription();
      if (completeSince === undefined || from <= Math.max(completeSince, at - NOTICE_HISTORY_MS))
        return [...EVERYTHING_CHANGED.keys];
      const paths = new Set<string>();
      for (const [path, changed] of changedAt) if (changed >= from) paths.add(path);
      // '/api/documents' covers '/api/documents/7': a batch's item paths collapse into its lists.
      return [...paths].filter((path) => {
        for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1))
          if (paths.has(path.slice(0, end))) return false;
        return true;
      });
    },
  };
};

const histories = new WeakMap<Notifier, NoticeHistory>();

/** This process's history for this notifier: created (and listening) at the first call. */
export const noticeHistoryFor = (notifier: Notifier): NoticeHistory => {
  let history = histories.get(notifier);
  if (!history) {
    history = createNoticeHistory(notifier);
    histories.set(notifier, history);
  }
  return history;
};
