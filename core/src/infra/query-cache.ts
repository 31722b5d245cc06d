// A short-lived cache for expensive reads (dashboard stats, list totals) with single flight: callers
// asking for the same key while it loads share one database round trip. Each entry names the API
// paths it depends on; a change notice naming one of them (or an item under it) makes the entry
// stale, and the TTL is the backstop for changes that send no notice. One cache per notifier:
// every api process keeps its own.
//
// Nobody waits for a reload of an answer that took long to get (a count over a million rows):
// - After the TTL, a caller gets the last answer at once and the reload runs in the background
//   (stale-while-revalidate), shared by every caller until it lands. The TTL grows with the time a
//   load takes (20 times it), so a count of 150 ms runs every 3 s rather than every 2 s.
// - A change made in this process (invalidateLocally, before its notice is published) drops the
//   answers it touches: the next read waits for a fresh one, so whoever made a change sees it.
// - A change notice from elsewhere (a worker, another api replica) drops the answers it touches
//   the same way when it is the first for them in a while: after a single change every reader
//   sees it. While changes stream in (notices for an answer less than a second apart), an answer
//   that took 10 ms or more is served as it is while it is reloaded in the background, at most
//   once per four times its load time, so a busy table's count keeps at most a quarter of one
//   database connection busy instead of making every reader wait on it. (A fixed 50 ms line
//   between cheap and slow let a million-row count that sometimes took 45 ms be waited for by
//   every reader, 20 times a second.)
import { dependsOn } from './depends-on';
import type { Notifier } from './notifier';
import { dropResponsesLocally } from './response-cache';

export const QUERY_CACHE_TTL_MS = 2000;
/** The TTL is at least this many times as long as the load that produced the answer. */
export const QUERY_CACHE_TTL_PER_LOAD_TIME = 20;
/** While changes stream in, an answer that took at least this long is reloaded in the background. */
export const QUERY_CACHE_SLOW_LOAD_MS = 10;
/** Notices for an answer closer together than this are a stream of changes. */
export const QUERY_CACHE_STREAM_MS = 1000;
/** After a change, a slow answer is reloaded no sooner than this many times its load time. */
const CHANGED_RELOAD_SPACING = 4;
const MAX_ENTRIES = 2000;

interface Entry {
  /** What callers get: the last answer, or the first load while it runs. */
  value: Promise<unknown>;
  paths: readonly string[];
  expiresAt: number;
  /** How long the last answer took to load, and when its load started. */
  loadMs: number;
  loadStartedAt: number;
  /** A background reload under way (at most one per entry). */
  reloading: boolean;
  /** A change notice arrived since the last (or current) load started. */
  changed: boolean;
  /** The entry's own TTL, when it has one. */
  ttlMs?: number;
  /** Whether an answer may be kept (one that says "nothing loaded yet" may not). */
  keep?: (value: unknown) => boolean;
}

export interface QueryCache {
  /**
   * The answer for this key, loaded once for everyone asking meanwhile. `ttlMs` sets how long an
   * answer serves before a background reload, for answers that change only with a notice. An
   * answer `keep` refuses (an empty table the import has not filled yet) goes to those who asked
   * for it and is not kept: the next caller loads again.
   */
  get<T>(
    key: string,
    paths: readonly string[],
    load: () => Promise<T>,
    options?: { ttlMs?: number; keep?: (value: T) => boolean },
  ): Promise<T>;
  /** Marks stale every entry depending on one of these paths (or on a path above them). */
  invalidate(paths: readonly string[]): void;
  /** Drops every entry depending on one of these paths: the next caller waits for a fresh load. */
  drop(paths: readonly string[]): void;
}

const loadSafely = <T>(load: () => Promise<T>): Promise<T> => {
  try {
    return load();
  } catch (error) {
    return Promise.reject(error);
  }
};

export const createQueryCache = ({
  ttlMs = QUERY_CACHE_TTL_MS,
  now = () => Date.now(),
}: { ttlMs?: number; now?: () => number } = {}): QueryCache => {
  const entries = new Map<string, Entry>();
  /** When a notice last touched each key (kept across drops, to tell a stream from one change). */
  const noticedAt = new Map<string, number>();

  /** Records a landed answer: its load time and the TTL that follows from it. */
  const answered = (entry: Entry, startedAt: number) => {
    const at = now();
    entry.loadMs = at - startedAt;
    entry.loadStartedAt = startedAt;
    entry.expiresAt =
      at + Math.max(entry.ttlMs ?? ttlMs, entry.loadMs * QUERY_CACHE_TTL_PER_LOAD_TIME);
  };

  const reload = (key: string, entry: Entry, load: () => Promise<unknown>) => {
    const afterChange = entry.changed;
    entry.reloading = true;
    entry.changed = false;
    const startedAt = now();
    const next = loadSafely(load);
    next.then(
      (value) => {
        entry.reloading = false;
        // The entry was dropped meanwhile (a notice, or the cache was full): keep nothing.
        if (entries.get(key) !== entry) return;
        if (entry.keep && !entry.keep(value)) {
          entries.delete(key);
          return;
        }
        entry.value = next;
        answered(entry, startedAt);
      },
      () => {
        // The last answer stays; a later caller tries again.
        entry.reloading = false;
        if (afterChange) entry.changed = true;
      },
    );
  };

  const dueForReload = (entry: Entry, at: number) =>
    // (A first load still running has expiresAt = Infinity: nothing is due before it lands.)
    entry.expiresAt <= at ||
    (entry.expiresAt !== Number.POSITIVE_INFINITY &&
      entry.changed &&
      at >= entry.loadStartedAt + entry.loadMs * (1 + CHANGED_RELOAD_SPACING));

  return {
    get<T>(
      key: string,
      paths: readonly string[],
      load: () => Promise<T>,
      options: { ttlMs?: number; keep?: (value: T) => boolean } = {},
    ): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        if (!hit.reloading && dueForReload(hit, now())) reload(key, hit, load);
        return hit.value as Promise<T>;
      }
      if (entries.size >= MAX_ENTRIES) {
        entries.clear();
        noticedAt.clear();
      }
      const startedAt = now();
      const value = loadSafely(load);
      // Callers share the load while it runs; the TTL counts from its answer, so a read slower
      // than the TTL is still shared by those who asked meanwhile.
      const entry: Entry = {
        value,
        paths,
        expiresAt: Number.POSITIVE_INFINITY,
        loadMs: 0,
        loadStartedAt: startedAt,
        reloading: false,
        changed: false,
        ttlMs: options.ttlMs,
        keep: options.keep as Entry['keep'],
      };
      entries.set(key, entry);
      value.then(
        (answer) => {
          if (!options.keep || options.keep(answer)) answered(entry, startedAt);
          else if (entries.get(key) === entry) entries.delete(key);
        },
        () => {
          // A failed load is not remembered: the next caller tries again.
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    invalidate(changed) {
      const at = now();
      for (const [key, entry] of entries) {
        if (!dependsOn(entry.paths, changed)) continue;
        const streaming =
          at - (noticedAt.get(key) ?? Number.NEGATIVE_INFINITY) < QUERY_CACHE_STREAM_MS;
        noticedAt.set(key, at);
        // A first load still running may predate the change: after one change the next caller
        // starts a new one. In a stream it is kept (and reloaded once it lands, spaced as above):
        // with a notice every 50 ms, a count of 80 ms would otherwise never land at all, and every
        // reader would start one of its own.
        const answeredOnce = entry.expiresAt !== Number.POSITIVE_INFINITY;
        if (streaming && (!answeredOnce || entry.loadMs >= QUERY_CACHE_SLOW_LOAD_MS))
          entry.changed = true;
        else entries.delete(key);
      }
      if (noticedAt.size > MAX_ENTRIES) noticedAt.clear();
    },
    drop(changed) {
      for (const [key, entry] of entries) if (dependsOn(entry.paths, changed)) entries.delete(key);
    },
  };
};

const caches = new WeakMap<Notifier, QueryCache>();

/** The cache of this process for this notifier, subscribed to its change notices. */
export const queryCacheFor = (notifier: Notifier): QueryCache => {
  let cache = caches.get(notifier);
  if (!cache) {
    const created = createQueryCache();
    notifier.subscribe((notice) => created.invalidate(notice.keys));
    caches.set(notifier, created);
    cache = created;
  }
  return cache;
};

/**
 * Drops this process's cached reads for these paths at once, before the notice goes round: the
 * change was made here, and the next read (often by whoever made it) must see it.
 */
export const invalidateLocally = (notifier: Notifier, paths: readonly string[]) => {
  caches.get(notifier)?.drop(paths);
  dropResponsesLocally(notifier, paths);
};
