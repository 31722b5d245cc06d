import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { QUEUES } from '@compliance/contracts/queues';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { BUNDLED_WATCHLIST_DIR } from '../../core/src/screening/env';
import { screeningIndexFor } from '../../core/src/screening/index-holder/holder';
import { scheduleWatchlistRefresh } from '../../core/src/screening/lists/schedule-refresh';
import { ensureBundledWatchlists } from '../../core/src/screening/sources/ensure-bundled';
import { createTestApp, resetDatabase, type TestContext, waitFor } from '../helpers/test-app';

const bundled = (...parts: string[]) => readFileSync(path.join(BUNDLED_WATCHLIST_DIR, ...parts));
const NEW_DPL_ROW =
  '"ZEPHYRINE QUAXLEY-MORROW"\t"12 HARBOUR ROAD"\t"SOUTHAMPTON"\t""\t"GB"\t"SO14 2AQ"\t"01/15/2024"\t"01/15/2034"\t"Y"\t"2024-01-20"\t"NEW"\t"89 F.R. 1234 1/20/2024"\n';
const PEP_FIXTURE = path.resolve('tests/fixtures/watchlists/opensanctions/entities.ftm.json');

/** Serves list files over loopback, as a publisher would, and counts the downloads. */
const startListServer = async (files: Record<string, Buffer>) => {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const body = files[request.url ?? ''];
    if (!body) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise((r) => server.close(r)),
  };
};

describe('watchlist-refresh job', () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof startListServer>>;

  beforeAll(async () => {
    ctx = await createTestApp({ withWorkers: true });
    await ensureBundledWatchlists({ prisma: ctx.infra.prisma, dir: BUNDLED_WATCHLIST_DIR });
    server = await startListServer({
      '/dpl/dpl.txt': Buffer.concat([bundled('us_bis_dpl', 'dpl.txt'), Buffer.from(NEW_DPL_ROW)]),
      '/csl/consolidated.csv': bundled('us_csl', 'consolidated.csv'),
      '/csl/csl.csv': bundled('us_csl', 'csl.csv'),
      // A publisher outage page and a truncated download.
      '/un/outage.xml': Buffer.from('<html><body>Service temporarily unavailable</body></html>'),
      '/un/truncated.xml': bundled('un_sc', 'UN_consolidated.xml').subarray(0, 60_000),
    });
  });
  afterAll(async () => {
    // Put the bundled snapshots back for the test files that run after this one.
    delete process.env.WATCHLIST_SOURCES_JSON;
    delete process.env.OPENSANCTIONS_PEP_PATH;
    const run = await refresh({ sources: ['us_bis_dpl'] });
    await finished(run.id);
    await ctx.infra.prisma.watchlistSource.deleteMany({ where: { id: 'opensanctions_peps' } });
    await server.close();
    await ctx.close();
  });
  beforeEach(() => resetDatabase(ctx.infra));

  const refresh = async (body?: { sources: string[] }) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/screening/lists/refresh',
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode).toBe(202);
    return response.json() as { id: number };
  };
  const finished = (id: number) =>
    waitFor(async () => {
      const run = (
        await ctx.app.inject({ method: 'GET', url: `/api/screening/runs/${id}` })
      ).json();
      return run.status === 'completed' || run.status === 'failed' ? run : null;
    });
  const current = (sourceId: string) =>
    ctx.infra.prisma.watchlistVersion.findFirstOrThrow({ where: { sourceId, isCurrent: true } });

  it('downloads sources, records a changed one, skips an unchanged one and keeps a malformed one', async () => {
    process.env.WATCHLIST_SOURCES_JSON = JSON.stringify({
      us_bis_dpl: `${server.base}/dpl/dpl.txt`,
      us_csl: `${server.base}/csl/`,
      un_sc: `${server.base}/un/outage.xml`,
    });
    const before = {
      dpl: await current('us_bis_dpl'),
      csl: await current('us_csl'),
      un: await current('un_sc'),
    };
    const searchBefore = await ctx.app.inject({
      method: 'POST',
      url: '/api/screening/search',
      payload: { name: 'Zephyrine Quaxley-Morrow' },
    });
    expect(searchBefore.json().matches).toEqual([]);

    const run = await refresh({ sources: ['us_bis_dpl', 'us_csl', 'un_sc'] });
    const done = await finished(run.id);
    expect(done).toMatchObject({
      kind: 'watchlist_refresh',
      status: 'failed',
      total: 3,
      processed: 3,
      progress: 100,
    });
    expect(done.error).toMatch(/^un_sc: no entities found in the file/);
    const outcome = Object.fromEntries(
      done.results.sources.map((s: { source: string }) => [s.source, s]),
    );
    expect(outcome.us_bis_dpl).toMatchObject({
      status: 'loaded',
      entityCount: before.dpl.entityCount + 1,
    });
    expect(outcome.us_csl).toMatchObject({ status: 'unchanged', versionId: before.csl.id });
    expect(outcome.un_sc.status).toBe('failed');
    expect(server.hits).toEqual(
      expect.arrayContaining([
        '/dpl/dpl.txt',
        '/csl/consolidated.csv',
        '/csl/csl.csv',
        '/un/outage.xml',
      ]),
    );

    const dpl = await current('us_bis_dpl');
    expect(dpl.id).not.toBe(before.dpl.id);
    expect(dpl).toMatchObject({
      origin: `${server.base}/dpl/dpl.txt`,
      entityCount: before.dpl.entityCount + 1,
    });
    expect(dpl.sha256).not.toBe(before.dpl.sha256);
    expect((await current('us_csl')).id).toBe(before.csl.id);
    expect((await current('un_sc')).id).toBe(before.un.id);
    expect(
      await ctx.infra.prisma.watchlistEntity.count({ where: { sourceId: 'us_bis_dpl' } }),
    ).toBe(dpl.entityCount);

    // The api process swapped its index on the change notice: the new entry is screened.
    const found = await waitFor(async () => {
      const body = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/screening/search',
          payload: { name: 'Zephyrine Quaxley-Morrow' },
        })
      ).json();
      return body.matches[0]?.list === 'us_bis_dpl' ? body : null;
    });
    expect(found.matches[0]).toMatchObject({ match: true, score: 1 });
    expect(
      found.listVersions.find((v: { source: string }) => v.source === 'us_bis_dpl').versionId,
    ).toBe(dpl.id);

    const lists = (await ctx.app.inject({ method: 'GET', url: '/api/screening/lists' })).json();
    const dplStatus = lists.sources.find((s: { id: string }) => s.id === 'us_bis_dpl');
    expect(dplStatus).toMatchObject({ bundled: false, current: { id: dpl.id } });
    expect(lists.lastRefresh.id).toBe(run.id);

    // A list change re-screens stored subjects.
    expect(done.results.rescreenRunId).toEqual(expect.any(Number));
    const rescreen = await finished(done.results.rescreenRunId);
    expect(rescreen.status).toBe('completed');
  });

  it('refuses a truncated file that parses to a fraction of the current list', async () => {
    process.env.WATCHLIST_SOURCES_JSON = JSON.stringify({
      un_sc: `${server.base}/un/truncated.xml`,
    });
    const before = await current('un_sc');
    const done = await finished((await refresh({ sources: ['un_sc'] })).id);
    expect(done.status).toBe('failed');
    expect(done.error).toMatch(
      /un_sc: the new file has \d+ entities, fewer than 50% of the current 1003/,
    );
    expect((await current('un_sc')).id).toBe(before.id);
  });

  it('fails a source whose required file is missing and changes nothing when all are unchanged', async () => {
    process.env.WATCHLIST_SOURCES_JSON = JSON.stringify({
      us_bis_dpl: `${server.base}/missing/dpl.txt`,
      us_csl: `${server.base}/csl/`,
    });
    const missing = await finished((await refresh({ sources: ['us_bis_dpl'] })).id);
    expect(missing.error).toMatch(/us_bis_dpl: required file dpl.txt not found/);
    const unchanged = await finished((await refresh({ sources: ['us_csl'] })).id);
    expect(unchanged).toMatchObject({ status: 'completed', error: null });
    expect(unchanged.results).toMatchObject({
      rescreenRunId: null,
      sources: [{ status: 'unchanged' }],
    });
  });

  it('imports a configured OpenSanctions PEP dataset as a PEP source', async () => {
    process.env.OPENSANCTIONS_PEP_PATH = PEP_FIXTURE;
    const done = await finished((await refresh({ sources: ['opensanctions_peps'] })).id);
    expect(done.status).toBe('completed');
    const version = await current('opensanctions_peps');
    expect(version.entityCount).toBeGreaterThan(0);
    const kyc = await waitFor(async () => {
      const body = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/kyc-screening',
          payload: {
            entityName: 'Viktor Vladimirovitj Sojko',
            country: 'Belarus',
            identificationNumber: 'BY-1',
          },
        })
      ).json();
      return body.isPEP ? body : null;
    });
    expect(kyc).toMatchObject({ isPEP: true, sanctionsMatch: false, screeningResult: 'flagged' });
    expect(kyc.matches[0].list).toBe('opensanctions_peps');
  });

  it('rejects unknown sources and a malformed body', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/screening/lists/refresh',
      payload: { sources: ['eu_fsf'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/unknown or unconfigured source eu_fsf/);
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/screening/lists/refresh',
      payload: { sources: 'us_csl' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await ctx.infra.prisma.screeningRun.count()).toBe(0);
  });

  it('keeps a repeatable schedule in step with WATCHLIST_REFRESH_CRON', async () => {
    const queue = new Queue(QUEUES.watchlistRefresh, { connection: ctx.infra.redis! });
    try {
      process.env.WATCHLIST_REFRESH_CRON = '0 3 * * *';
      await scheduleWatchlistRefresh(ctx.infra);
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toEqual([expect.objectContaining({ pattern: '0 3 * * *' })]);
      delete process.env.WATCHLIST_REFRESH_CRON;
      await scheduleWatchlistRefresh(ctx.infra);
      expect(await queue.getJobSchedulers()).toEqual([]);
    } finally {
      delete process.env.WATCHLIST_REFRESH_CRON;
      await queue.close();
    }
  });

  it('swaps the index of another process on the change notice', async () => {
    const other = await createTestApp();
    try {
      const holder = screeningIndexFor(other.infra);
      const before = await holder.current();
      await ctx.app.inject({
        method: 'POST',
        url: '/api/screening/internal-lists/blacklist',
        payload: { name: 'Perpetua Mallowbrook' },
      });
      const after = await waitFor(async () => {
        const snapshot = holder.peek();
        return snapshot !== before ? snapshot : null;
      });
      expect(after.official).toBe(before.official);
      const hit = (
        await other.app.inject({
          method: 'POST',
          url: '/api/screening/search',
          payload: { name: 'Perpetua Mallowbrook' },
        })
      ).json();
      expect(hit.matches[0]).toMatchObject({ list: 'internal_blacklist', match: true });
    } finally {
      await other.close();
    }
  });
});
