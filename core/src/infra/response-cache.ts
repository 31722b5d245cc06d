// Whole answers of read routes (a list page, a search, the dashboard stats), kept by the api process
// that produced them and served again, byte for byte, until a change notice names a path they
// depend on. A hundred browsers refetching the same first page after a notice cost one database
// read, not a hundred; a repeated search costs none.
// - Freshness is the change notices': every write announces the API paths it changed (see
//   notify-changed), and an answer depends on its own path (a notice for an item under it counts
//   too). A change made in this process drops the answers at once, before its notice goes round, so
//   whoever made it reads it back. The TTL bounds what a change without a notice could leave.
// - A read that started before a change it depends on is never kept: it may have read the rows as
//   they were. Each change is logged with a sequence number, and an answer is stored only when no
//   change since its read started touches it.
// - Memory is bounded (least recently used answers go first); a very large answer is not kept.
import { LRUCache } from 'lru-cache';

import { dependsOn } from './depends-on';
import type { Notifier } from './notifier';

export const RESPONSE_CACHE_TTL_MS = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_BODY_BYTES = 1024 * 1024;
/** Changes remembered for reads in flight; a read older than all of them is not stored. */
const CHANGE_LOG_LENGTH = 512;

export interface CachedResponse {
  body: string;
  headers: Readonly<Record<string, string>>;
  /** The body gzipped, once that is done (the api compresses it off the event loop). */
  gzip?: Buffer;
}

interface Entry extends CachedResponse {
  paths: readonly string[];
}

export interface ResponseCache {
  get(key: string): CachedResponse | undefined;
  /** Where the change log stands: taken before a read, handed to `set` with its answer. */
  mark(): number;
  /** Keeps an answer, unless a change since `mark` touches `paths`; returns what it kept. */
  set(
    key: string,
    paths: readonly string[],
    response: CachedResponse,
    mark: number,
  ): CachedResponse | undefined;
  /** Forgets every answer depending on one of these paths. */
  drop(changed: readonly string[]): void;
}

export const createResponseCache = ({
  ttlMs = RESPONSE_CACHE_TTL_MS,
  maxBytes = MAX_BYTES,
}: { ttlMs?: number; maxBytes?: number } = {}): ResponseCache => {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // The gzipped copy comes later and is a fraction of the text: counted in the margin.
    sizeCalculation: (entry) => Math.ceil(entry.body.length * 2.5) + 512,
    ttl: ttlMs,
  });
  // Expired answers are dropped as they expire, not when the cache next fills: a burst of one-off
  // searches would otherwise leave megabytes of them for the collector to mark and for every
  // change notice to walk through. (lru-cache's ttlAutopurge would do it with a timer per answer,
  // which its own documentation advises against for a cache this busy.)
  setInterval(() => entries.purgeStale(), ttlMs).unref();
  let sequence = 0;
  const changes: Array<{ sequence: number; paths: readonly string[] }> = [];

  const changedSince = (mark: number, paths: readonly string[]) => {
    if (mark === sequence) return false;
    const oldest = changes[0]?.sequence ?? Number.POSITIVE_INFINITY;
    // Changes after `mark` have left the log: whether they touch the answer is unknown.
    if (oldest > mark + 1) return true;
    return changes.some((change) => change.sequence > mark && dependsOn(paths, change.paths));
  };

  return {
    get: (key) => entries.get(key),
    mark: () => sequence,
    set(key, paths, response, mark) {
      if (response.body.length > MAX_BODY_BYTES || changedSince(mark, paths)) return undefined;
      const entry = { ...response, paths };
      entries.set(key, entry);
      return entry;
    },
    drop(changed) {
      sequence += 1;
      changes.push({ sequence, paths: changed });
      if (changes.length > CHANGE_LOG_LENGTH) changes.shift();
      const stale: string[] = [];
      for (const [key, entry] of entries.entries())
        if (dependsOn(entry.paths, changed)) stale.push(key);
      for (const key of stale) entries.delete(key);
    },
  };
};

const caches = new WeakMap<Notifier, ResponseCache>();

/** The response cache of this process for this notifier, emptied by its change notices. */
export const responseCacheFor = (notifier: Notifier): ResponseCache => {
  let cache = caches.get(notifier);
  if (!cache) {
    const created = createResponseCache();
    notifier.subscribe((notice) => created.drop(notice.keys));
    caches.set(notifier, created);
    cache = created;
  }
  return cache;
};

/** Drops this process's cached answers for these paths at once (a change made here). */
export const dropResponsesLocally = (notifier: Notifier, paths: readonly string[]) =>
  caches.get(notifier)?.drop(paths);
