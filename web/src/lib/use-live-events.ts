import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { type EventSourceFactory, startLiveEvents } from './live-events';

/** A stream down this long is shown: a reconnect that succeeds at once is not worth a warning. */
export const LIVE_EVENTS_PAUSED_AFTER_MS = 5000;

/**
 * Mounted once, in the app layout. Returns whether live updates are paused: the event stream has
 * been unable to connect, or lost, for LIVE_EVENTS_PAUSED_AFTER_MS, so screens may be out of date.
 */
export const useLiveEvents = ({
  createEventSource,
  pausedAfterMs = LIVE_EVENTS_PAUSED_AFTER_MS,
}: { createEventSource?: EventSourceFactory; pausedAfterMs?: number } = {}): {
  paused: boolean;
} => {
  const queryClient = useQueryClient();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = startLiveEvents(queryClient, {
      ...(createEventSource ? { createEventSource } : {}),
      onStatus: (status) => {
        if (status === 'live') {
          clearTimeout(timer);
          timer = undefined;
          setPaused(false);
        } else {
          timer ??= setTimeout(() => setPaused(true), pausedAfterMs);
        }
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [queryClient, createEventSource, pausedAfterMs]);
  return { paused };
};
