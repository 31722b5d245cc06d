/**
 * Screening engine benchmark: `npm run bench:screening`.
 * Loads every bundled official list, builds the index, runs a labelled query set generated from
 * the lists with a fixed seed (exact names and nine kinds of variation) plus innocent names, and
 * prints latency, batch throughput, recall@1 per variation at DEFAULT_THRESHOLD and the
 * false-positive rate. recall@1 counts a query as found when the expected entity is a match and
 * every entity ranked above it either ties or matched the identical listed name (the same person
 * on two lists).
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  buildIndex,
  DEFAULT_THRESHOLD,
  prepareName,
  type SearchResult,
} from '../../core/src/screening/engine';
import { loadWatchlistDirectory } from '../../core/src/screening/sources/load-directory';
import { buildInnocents } from './screening/innocents';
import { buildQuerySet, KINDS, type LabelledQuery } from './screening/query-set';
import { forceGc, percentile, table } from './screening/report';
import { createRng } from './screening/rng';

const SEED = 20240611;
const PER_KIND = 200;
const INNOCENTS = 300;
const BATCH = 10_000;
const TARGETS = {
  p95Ms: 2,
  namesPerSecond: 2000,
  recall: 0.97,
  recallPerKind: 0.9,
  fpRate: 0.02,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const listDir =
  process.env.SCREENING_LISTS_DIR ?? path.join(root, 'prisma/reference-data/watchlists');

const main = async () => {
  await forceGc();
  const heapBefore = process.memoryUsage().heapUsed;
  let t = performance.now();
  const results = loadWatchlistDirectory(listDir);
  const parseMs = performance.now() - t;
  const entities = results.flatMap((r) => r.entities);
  t = performance.now();
  const index = await buildIndex(entities);
  const buildMs = performance.now() - t;
  await forceGc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  const rng = createRng(SEED);
  const queries = buildQuerySet(entities, rng, PER_KIND);
  const innocents = buildInnocents(entities, rng, INNOCENTS);

  // Warm-up on 2,000 names from another seed, so the timed set meets a process in its steady
  // state (functions compiled by the JIT) but not its own names in the memo cache.
  const warmRng = createRng(SEED - 1);
  const warmNames = [
    ...buildQuerySet(entities, warmRng, 120).map((q) => q.name),
    ...buildInnocents(entities, warmRng, 300),
  ].slice(0, 2000);
  for (const name of warmNames) index.search({ name });

  // Wall-clock latency, plus CPU time of this process, which other load on a shared machine
  // does not inflate.
  const latencies: number[] = [];
  const cpuTimes: number[] = [];
  const timed = (name: string): SearchResult => {
    const cpu = process.cpuUsage();
    const start = process.hrtime.bigint();
    const result = index.search({ name });
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    return result;
  };

  const perKind = new Map<string, { total: number; hit: number }>();
  const misses: string[] = [];
  // Ranked first, or only behind entries that are evidently the same person or name listed
  // elsewhere: the very same listed name, or an individual on another list with the same full
  // date of birth (OFAC and the UN both list Saddam Hussein). The query cannot tell those apart.
  const same = (a: string, b: string) => prepareName(a).normalized === prepareName(b).normalized;
  const samePerson = (aId: string, bId: string) => {
    const a = index.getEntity(aId);
    const b = index.getEntity(bId);
    if (
      !a ||
      !b ||
      a.source === b.source ||
      a.entityType !== 'individual' ||
      b.entityType !== 'individual'
    )
      return false;
    return a.datesOfBirth.some((d) => d.length === 10 && b.datesOfBirth.includes(d));
  };
  const isHit = (q: LabelledQuery, r: SearchResult) => {
    const at = r.matches.findIndex((m) => m.entityId === q.expected);
    const found = r.matches[at];
    if (!found || !found.match) return false;
    return r.matches
      .slice(0, at)
      .every(
        (m) =>
          m.score === found.score ||
          same(m.matchedName, found.matchedName) ||
          samePerson(m.entityId, q.expected),
      );
  };
  const kindLatency = new Map<string, number[]>();
  for (const q of queries) {
    const r = timed(q.name);
    kindLatency.set(q.kind, [...(kindLatency.get(q.kind) ?? []), latencies[latencies.length - 1]!]);
    const slot = perKind.get(q.kind) ?? { total: 0, hit: 0 };
    slot.total += 1;
    if (isHit(q, r)) slot.hit += 1;
    else if (process.env.BENCH_VERBOSE) {
      const top = r.matches[0];
      const got = r.matches.find((m) => m.entityId === q.expected);
      misses.push(
        `${q.kind}\t${q.name}\t${q.expected}\tgot=${got?.score ?? '-'}\ttop=${top?.entityId ?? '-'} ${top?.matchedName ?? ''} ${top?.score ?? ''}`,
      );
    }
    perKind.set(q.kind, slot);
  }
  let falsePositives = 0;
  const fpNames: string[] = [];
  for (const name of innocents) {
    const r = timed(name);
    const hit = r.matches.find((m) => m.match);
    if (hit) {
      falsePositives += 1;
      fpNames.push(`${name} -> ${hit.matchedName} (${hit.entityId}) ${hit.score}`);
    }
  }

  // The batch is 10,000 distinct names (fresh variations under other seeds, not the timed set).
  const batchSet = new Set<string>();
  for (let seed = SEED + 1; batchSet.size < BATCH && seed < SEED + 20; seed += 1) {
    const batchRng = createRng(seed);
    for (const q of buildQuerySet(entities, batchRng, 400)) batchSet.add(q.name);
    for (const name of buildInnocents(entities, batchRng, 300)) batchSet.add(name);
  }
  const batchNames = [...batchSet].slice(0, BATCH);
  const batchCpu = process.cpuUsage();
  t = performance.now();
  for (const name of batchNames) index.search({ name });
  const batchSeconds = (performance.now() - t) / 1000;
  const batchCpuUsed = process.cpuUsage(batchCpu);
  const batchCpuSeconds = (batchCpuUsed.user + batchCpuUsed.system) / 1e6;

  latencies.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  const namesPerSecond = batchNames.length / batchSeconds;
  const totalHit = [...perKind.values()].reduce((s, k) => s + k.hit, 0);
  const total = [...perKind.values()].reduce((s, k) => s + k.total, 0);
  const fpRate = falsePositives / innocents.length;
  const recallRows = KINDS.map((kind): [string, string] => {
    const k = perKind.get(kind) ?? { total: 0, hit: 0 };
    return [`recall@1 ${kind} (n=${k.total})`, k.total ? (k.hit / k.total).toFixed(3) : 'n/a'];
  });
  const minRecall = Math.min(
    ...KINDS.map((kind) => {
      const k = perKind.get(kind);
      return k && k.total ? k.hit / k.total : 1;
    }),
  );

  const rows: [string, string][] = [
    ['lists', results.map((r) => `${r.source}=${r.entities.length}`).join(' ')],
    ['entities / indexed names', `${index.stats.entities} / ${index.stats.names}`],
    ['parse time (all files)', `${parseMs.toFixed(0)} ms`],
    ['index build time', `${buildMs.toFixed(0)} ms`],
    ['heap used (lists + index)', `${heapMb.toFixed(1)} MB`],
    ['default threshold', String(DEFAULT_THRESHOLD)],
    [`query latency p50 (n=${latencies.length})`, `${p50.toFixed(3)} ms`],
    ['query latency p95', `${p95.toFixed(3)} ms`],
    [
      'query CPU time p50 / p95',
      `${percentile(cpuTimes, 50).toFixed(3)} / ${percentile(cpuTimes, 95).toFixed(3)} ms`,
    ],
    [
      `batch of ${batchNames.length} distinct names`,
      `${batchSeconds.toFixed(2)} s = ${namesPerSecond.toFixed(0)} names/s`,
    ],
    [
      'batch CPU time',
      `${batchCpuSeconds.toFixed(2)} s = ${(batchNames.length / batchCpuSeconds).toFixed(0)} names/CPU-s`,
    ],
    ['machine load average (1 min, 2 cores)', os.loadavg()[0]!.toFixed(2)],
    ...recallRows,
    [`recall@1 all variations (n=${total})`, (totalHit / total).toFixed(3)],
    [
      `false positives on innocents (n=${innocents.length})`,
      `${falsePositives} = ${(fpRate * 100).toFixed(2)}%`,
    ],
  ];
  console.log(table(rows));
  const cpuP95 = percentile(cpuTimes, 95);
  const cpuNamesPerSecond = batchNames.length / batchCpuSeconds;
  const verdict = [
    ['p95 <= 2 ms', p95 <= TARGETS.p95Ms, cpuP95 <= TARGETS.p95Ms],
    [
      '>= 2000 names/s',
      namesPerSecond >= TARGETS.namesPerSecond,
      cpuNamesPerSecond >= TARGETS.namesPerSecond,
    ],
    ['recall@1 >= 0.97 overall', total > 0 && totalHit / total >= TARGETS.recall, null],
    ['recall@1 >= 0.90 (every kind)', total > 0 && minRecall >= TARGETS.recallPerKind, null],
    ['FP <= 2%', fpRate <= TARGETS.fpRate, null],
  ] as const;
  const show = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  console.log(
    `\ntargets: ${verdict
      .map(
        ([k, wall, cpu]) => `${k}: ${show(wall)}${cpu === null ? '' : ` (CPU time: ${show(cpu)})`}`,
      )
      .join('; ')}`,
  );
  const load = os.loadavg()[0]!;
  if (load > os.cpus().length) {
    console.log(
      `note: load average ${load.toFixed(1)} on ${os.cpus().length} cores — other processes share the CPU, ` +
        'so wall-clock figures include waiting time; the CPU-time rows measure the engine itself.',
    );
  }
  if (process.env.BENCH_VERBOSE) {
    for (const [kind, l] of kindLatency) {
      const sorted = [...l].sort((a, b) => a - b);
      console.log(
        `latency ${kind}: p50 ${percentile(sorted, 50).toFixed(3)} p95 ${percentile(sorted, 95).toFixed(3)} max ${sorted[sorted.length - 1]!.toFixed(2)}`,
      );
    }
    console.log(`\nmisses:\n${misses.join('\n')}\n\nfalse positives:\n${fpNames.join('\n')}`);
  }
};

await main();
