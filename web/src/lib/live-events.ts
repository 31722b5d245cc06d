import { API_PATHS } from '@compliance/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiUrl } from './api-client';
import { refreshQueries } from './refresh-queries';

// The API pushes `event: invalidate` with the query-key paths whose data changed (e.g. a document
// verified by the worker). Refetching on push keeps screens live without polling.
const InvalidateMessageSchema = z.object({ keys: z.array(z.string()) });

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
 * backoff; each time the stream opens, every active query refetches once, since what was loaded
 * before may have missed a change. `onStatus` hears each change of the stream's state.
 * Without EventSource (jsdom, old browsers) it does nothing.
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

  const connect = () => {
    source = createEventSource(apiUrl(API_PATHS.events));
    // The stream opens once the api listens for this browser: anything loaded (or loading) before
    // that may have missed a change, on the first connection as after a reconnect.
    source.onopen = () => {
      void refreshQueries(queryClient);
      attempt = 0;
      onStatus?.('live');
    };
    source.addEventListener('invalidate', (event) => {
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
