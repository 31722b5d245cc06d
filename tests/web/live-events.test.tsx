import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  invalidateKeys,
  keyMatches,
  startLiveEvents,
  type EventSourceFactory,
} from '../../web/src/lib/live-events';

type Listener = (event: MessageEvent) => void;

/** Stands in for the browser's EventSource so the test can push events and failures. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data }));
  }
}

const factory: EventSourceFactory = (url) =>
  new FakeEventSource(url) as unknown as ReturnType<EventSourceFactory>;

const seededClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [
    ['/api/documents'],
    ['/api/documents', { limit: 5 }],
    ['/api/documents/4'],
    ['/api/vendors'],
  ]) {
    client.setQueryData(key, []);
  }
  return client;
};

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => JSON.stringify(query.queryKey))
    .sort();

describe('live events', () => {
  afterEach(() => {
    FakeEventSource.instances = [];
    vi.useRealTimers();
  });

  it('matches a key path and the paths below it only', () => {
    expect(keyMatches(['/api/documents', { limit: 5 }], '/api/documents')).toBe(true);
    expect(keyMatches(['/api/documents/7'], '/api/documents')).toBe(true);
    expect(keyMatches(['/api/documents-archive'], '/api/documents')).toBe(false);
    expect(keyMatches([42], '/api/documents')).toBe(false);
  });

  it('invalidates the queries named by an invalidate event and ignores malformed ones', async () => {
    const client = seededClient();
    const stop = startLiveEvents(client, { createEventSource: factory });
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toMatch(/^\/api\/events\?replay=\d+$/);

    source.emit('invalidate', 'not json');
    source.emit('invalidate', JSON.stringify({ nope: true }));
    expect(invalidated(client)).toEqual([]);

    source.emit('invalidate', JSON.stringify({ keys: ['/api/documents'] }));
    await vi.waitFor(() =>
      expect(invalidated(client)).toEqual([
        '["/api/documents",{"limit":5}]',
        '["/api/documents"]',
        '["/api/documents/4"]',
      ]),
    );
    stop();
    expect(source.closed).toBe(true);
  });

  it('loads every screen again when told that everything may have changed', async () => {
    // What the api sends after notices may have been lost (Redis was unreachable).
    const client = seededClient();
    startLiveEvents(client, { createEventSource: factory });
    FakeEventSource.instances[0]!.emit('invalidate', JSON.stringify({ keys: ['/api'] }));
    await vi.waitFor(() => expect(invalidated(client)).toHaveLength(4));
  });

  it('loads a screen again when a change lands during its first load', async () => {
    // The first load read the list before the change; its answer must not be the last word.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const answers: Array<(rows: string[]) => void> = [];
    const observer = new QueryObserver<string[]>(client, {
      queryKey: ['/api/documents', { limit: 5 }],
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const seen: Array<{ status: string; data?: string[] }> = [];
    const unsubscribe = observer.subscribe(({ status, data }) => seen.push({ status, data }));
    await vi.waitFor(() => expect(answers).toHaveLength(1));

    const invalidating = invalidateKeys(client, ['/api/documents']);
    answers[0]!(['older']);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(['older', 'uploaded']);
    await invalidating;
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['older', 'uploaded']));
    // The cancelled load shows neither its older rows nor an error: the screen stays loading.
    expect(seen.map(({ status }) => status)).not.toContain('error');
    expect(seen.map(({ data }) => data)).not.toContainEqual(['older']);
    unsubscribe();
  });

  it('after a reconnect, also loads again the screens whose first load was under way', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    startLiveEvents(client, { createEventSource: factory });
    FakeEventSource.instances[0]!.onopen?.();
    FakeEventSource.instances[0]!.onerror?.();
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 2_000 });

    const answers: Array<(count: number) => void> = [];
    const observer = new QueryObserver<number>(client, {
      queryKey: ['/api/compliance-alerts'],
      queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    FakeEventSource.instances[1]!.onopen?.();
    // The api's replay: the alerts changed while the stream was down.
    FakeEventSource.instances[1]!.emit(
      'invalidate',
      JSON.stringify({ keys: ['/api/compliance-alerts'] }),
    );
    answers[0]!(1);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(2);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(2));
    unsubscribe();
  });

  it('reconnects with growing backoff after errors and stops for good when stopped', () => {
    vi.useFakeTimers();
    const client = seededClient();
    const stop = startLiveEvents(client, { createEventSource: factory });

    FakeEventSource.instances[0]!.onerror?.();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.instances[1]!.onerror?.();
    vi.advanceTimersByTime(1_999);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    stop();
    FakeEventSource.instances[2]!.onerror?.();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(3);
  });

  it('asks for what changed since the page loaded, and since it last heard after a reconnect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.advanceTimersByTime(4_000); // the page has been loading for 4 s
    const client = seededClient();
    startLiveEvents(client, { createEventSource: factory });
    const replayOf = (source: FakeEventSource) =>
      Number(new URL(source.url, 'http://localhost').searchParams.get('replay'));
    const first = FakeEventSource.instances[0]!;
    expect(replayOf(first)).toBe(Math.ceil(performance.now()));
    expect(replayOf(first)).toBeGreaterThanOrEqual(4_000);

    // Opening reloads nothing by itself: the api's replay says what changed.
    first.onopen?.();
    await vi.advanceTimersByTimeAsync(10);
    expect(invalidated(client)).toEqual([]);
    first.emit('invalidate', JSON.stringify({ keys: ['/api/vendors'] }));
    await vi.waitFor(() => expect(invalidated(client)).toEqual(['["/api/vendors"]']));

    // Heard 20 s later (a keepalive), lost 7 s after that: the next stream asks for about 8 s.
    vi.advanceTimersByTime(20_000);
    first.emit('ping', 'keepalive');
    vi.advanceTimersByTime(7_000);
    first.onerror?.();
    vi.advanceTimersByTime(1_000);
    const second = FakeEventSource.instances[1]!;
    expect(replayOf(second)).toBe(8_000);

    // Opened, then lost before it said anything (its replay never came): the next asks again.
    second.onopen?.();
    vi.advanceTimersByTime(3_000);
    second.onerror?.();
    vi.advanceTimersByTime(1_000);
    expect(replayOf(FakeEventSource.instances[2]!)).toBe(12_000);
  });

  it('does nothing without EventSource (jsdom)', () => {
    expect(typeof EventSource).toBe('undefined');
    const stop = startLiveEvents(seededClient());
    expect(() => stop()).not.toThrow();
  });
});
