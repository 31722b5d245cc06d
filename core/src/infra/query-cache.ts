// A short-lived cache for expensive reads (dashboard stats, list totals) with single flight: callers
// asking for the same key while it loads share one database round trip. Each entry names the API
// paths it depends on and is dropped when a change notice names one of them (or an item under it),
// so a cached answer outlives a change only for as long as the notice takes to arrive; the TTL is
// the backstop. One cache per notifier: every api process keeps its own.
import type { Notifier } from './notifier';

export const QUERY_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 2000;

interface Entry {
  value: Promise<unknown>;
  paths: readonly string[];
  expiresAt: number;
}

export interface QueryCache {
  get<T>(key: string, paths: readonly string[], load: () => Promise<T>): Promise<T>;
  /** Drops every entry depending on one of these paths (or on a path above them). */
  invalidate(paths: readonly string[]): void;
}

const dependsOn = (entryPaths: readonly string[], changed: readonly string[]) =>
  entryPaths.some((path) =>
    changed.some((key) => key === path || key.startsWith(`${path}/`) || path.startsWith(`${key}/`)),
  );

export const createQueryCache = ({
  ttlMs = QUERY_CACHE_TTL_MS,
  now = () => Date.now(),
}: { ttlMs?: number; now?: () => number } = {}): QueryCache => {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, paths: readonly string[], load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = load();
      const entry: Entry = { value, paths, expiresAt: now() + ttlMs };
      entries.set(key, entry);
      // A failed load is not remembered: the next caller tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    invalidate(changed) {
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

/** Drops this process's cached reads for these paths at once, before the notice goes round. */
export const invalidateLocally = (notifier: Notifier, paths: readonly string[]) =>
  caches.get(notifier)?.invalidate(paths);
