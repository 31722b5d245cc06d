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
// - A change notice from elsewhere (a worker, another api replica) drops a cheap answer (loaded in
//   under 50 ms) the same way. A slow one is served as it is while it is reloaded in the
//   background; under a stream of changes such reloads start at most once per four times their
//   duration, so a busy table's count keeps at most a quarter of one database connection busy
//   instead of making every reader wait on it.
import { dependsOn } from './depends-on';
import type { Notifier } from './notifier';
import { dropResponsesLocally } from './response-cache';

export const QUERY_CACHE_TTL_MS = 2000;
/** The TTL is at least this many times as long as the load that produced the answer. */
export const QUERY_CACHE_TTL_PER_LOAD_TIME = 20;
/** An answer that took at least this long is reloaded in the background after a change notice. */
export const QUERY_CACHE_SLOW_LOAD_MS = 50;
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
}

export interface QueryCache {
  get<T>(key: string, paths: readonly string[], load: () => Promise<T>): Promise<T>;
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

  /** Records a landed answer: its load time and the TTL that follows from it. */
  const answered = (entry: Entry, startedAt: number) => {
    const at = now();
    entry.loadMs = at - startedAt;
    entry.loadStartedAt = startedAt;
    entry.expiresAt = at + Math.max(ttlMs, entry.loadMs * QUERY_CACHE_TTL_PER_LOAD_TIME);
  };

  const reload = (key: string, entry: Entry, load: () => Promise<unknown>) => {
    const afterChange = entry.changed;
    entry.reloading = true;
    entry.changed = false;
    const startedAt = now();
    const next = loadSafely(load);
    next.then(
      () => {
        entry.reloading = false;
        // The entry was dropped meanwhile (a notice, or the cache was full): keep nothing.
        if (entries.get(key) !== entry) return;
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
    entry.expiresAt <= at ||
    (entry.changed && at >= entry.loadStartedAt + entry.loadMs * (1 + CHANGED_RELOAD_SPACING));

  return {
    get<T>(key: string, paths: readonly string[], load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) {
        if (!hit.reloading && dueForReload(hit, now())) reload(key, hit, load);
        return hit.value as Promise<T>;
      }
      if (entries.size >= MAX_ENTRIES) entries.clear();
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
      };
      entries.set(key, entry);
      value.then(
        () => answered(entry, startedAt),
        () => {
          // A failed load is not remembered: the next caller tries again.
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    invalidate(changed) {
      for (const [key, entry] of entries) {
        if (!dependsOn(entry.paths, changed)) continue;
        // A first load still running may predate the change: the next caller starts a new one.
        const answeredOnce = entry.expiresAt !== Number.POSITIVE_INFINITY;
        if (answeredOnce && entry.loadMs >= QUERY_CACHE_SLOW_LOAD_MS) entry.changed = true;
        else entries.delete(key);
      }
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
