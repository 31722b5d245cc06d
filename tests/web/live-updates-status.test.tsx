import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { LiveUpdatesStatus } from '../../web/src/components/layout/live-updates-status';
import type { EventSourceFactory } from '../../web/src/lib/live-events';
import { useLiveEvents } from '../../web/src/lib/use-live-events';

/** Stands in for the browser's EventSource: the test opens and breaks the stream. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener() {}
  close() {}
}
const factory: EventSourceFactory = (url) =>
  new FakeEventSource(url) as unknown as ReturnType<EventSourceFactory>;
const latest = () => FakeEventSource.instances.at(-1)!;

const PAUSED_AFTER_MS = 100;

const Host = () => {
  const { paused } = useLiveEvents({ createEventSource: factory, pausedAfterMs: PAUSED_AFTER_MS });
  return <LiveUpdatesStatus paused={paused} />;
};

const renderHost = () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  let loads = 0;
  client.setQueryDefaults(['/api/documents'], {
    queryFn: () => {
      loads += 1;
      return [];
    },
  });
  render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  return { client, loads: () => loads };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live updates status', () => {
  afterEach(() => {
    FakeEventSource.instances = [];
  });

  it('says nothing while the stream is open, nor for a reconnect that succeeds quickly', async () => {
    renderHost();
    act(() => latest().onopen?.());
    act(() => latest().onerror?.());
    await sleep(PAUSED_AFTER_MS / 4);
    act(() => latest().onopen?.());
    await sleep(PAUSED_AFTER_MS * 2);
    expect(screen.queryByText('Live updates paused')).not.toBeInTheDocument();
  });

  it('says live updates are paused once the stream stays down, and clears when it is back', async () => {
    const { client, loads } = renderHost();
    // A list on screen.
    const onScreen = new QueryObserver(client, { queryKey: ['/api/documents'] });
    const unsubscribe = onScreen.subscribe(() => {});
    await waitFor(() => expect(loads()).toBe(1));
    act(() => latest().onerror?.());
    expect(await screen.findByText('Live updates paused')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Changes made elsewhere may not show until the connection is back. Reconnecting…',
    );

    // Meanwhile the user can load the screens again from the API.
    const before = loads();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
    await waitFor(() => expect(loads()).toBe(before + 1));

    // The retry (after the backoff) opens the stream again.
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(1), {
      timeout: 3000,
    });
    act(() => latest().onopen?.());
    await waitFor(() => expect(screen.queryByText('Live updates paused')).not.toBeInTheDocument());
    unsubscribe();
  });

  it('also says so when the stream never connected', async () => {
    renderHost();
    act(() => latest().onerror?.());
    expect(await screen.findByText('Live updates paused')).toBeInTheDocument();
  });
});
