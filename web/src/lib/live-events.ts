import { API_PATHS, CHANGE_EVENTS_PING, InvalidateMessageSchema } from '@compliance/contracts';
import type { QueryClient } from '@tanstack/react-query';

import { apiUrl } from './api-client';
import { refreshQueries } from './refresh-queries';

// The API pushes `event: invalidate` with the query-key paths whose data changed (e.g. a document
// verified by the worker). Refetching on push keeps screens live without polling.
const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;

type EventSourceLike = Pick<EventSource, 'addEventListener' | 'close'> & {
  onopen: ((this: EventSource, ev: Event) => unknown) | null;
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
};
export type EventSourceFactory = (url: string) => EventSourceLike;

/** A key path matches itself and anything below it (the documents path covers its item paths). */
export const keyMatches = (queryKey: readonly unknown[], path: string): boolean => {
  const [first] = queryKey;
  return typeof first === 'string' && (first === path || first.startsWith(`${path}/`));
};

export const invalidateKeys = (queryClient: QueryClient, keys: readonly string[]): Promise<void> =>
  refreshQueries(queryClient, {
    predicate: (query) => keys.some((key) => keyMatches(query.queryKey, key)),
  });

const defaultFactory = (): EventSourceFactory | undefined =>
  typeof EventSource === 'undefined'
    ? undefined
    : (url) => new EventSource(url, { withCredentials: true });

/** 'live' while the stream is open; 'down' from a failed or lost connection until it opens. */
export type LiveEventsStatus = 'connecting' | 'live' | 'down';

/**
 * Subscribes to the API's event stream and returns a stop function. Reconnects with exponential
 * backoff. What was loaded before a stream opened may have missed a change: each stream asks the
 * api to replay the paths changed since the page loaded (the first) or since the last stream was
 * last heard from (a reconnect), and only the queries under those paths load again; the api names
 * every path when it cannot tell that far back. `onStatus` hears each change of the stream's
 * state. Without EventSource (jsdom, old browsers) it does nothing.
 */
export const startLiveEvents = (
  queryClient: QueryClient,
  {
    createEventSource = defaultFactory(),
    onStatus,
  }: { createEventSource?: EventSourceFactory; onStatus?: (status: LiveEventsStatus) => void } = {},
): (() => void) => {
  if (!createEventSource) return () => {};
  onStatus?.('connecting');
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;
  /** When a stream last said something (performance.now()); before the first, the page's start. */
  let heardAt = 0;
  const heard = () => (heardAt = performance.now());

  const connect = () => {
    const replay = Math.max(0, Math.ceil(performance.now() - heardAt));
    source = createEventSource(apiUrl(API_PATHS.events, { replay }));
    // The stream opens once the api listens for this browser; its first event names what changed
    // before that, within the replay asked for. Opening is not hearing: a stream lost before its
    // replay arrived leaves the next one to ask for the same window again.
    source.onopen = () => {
      attempt = 0;
      onStatus?.('live');
    };
    source.addEventListener(CHANGE_EVENTS_PING, heard);
    source.addEventListener('invalidate', (event) => {
      heard();
      try {
        const parsed = InvalidateMessageSchema.safeParse(JSON.parse((event as MessageEvent).data));
        if (parsed.success) void invalidateKeys(queryClient, parsed.data.keys);
      } catch {
        // A malformed message must not break the stream.
      }
    });
    source.onerror = () => {
      // Close and retry ourselves: the browser gives up for good on some failures (e.g. a 502).
      source?.close();
      if (stopped) return;
      onStatus?.('down');
      const delay = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(connect, delay);
    };
  };

  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
};
