import { describe, expect, it } from 'vitest';

import { readAllPages } from '../helpers/pages';
import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

const CUBA_BANK = 'us_ofac_sdn:306';

describe('/api/screening', () => {
  const ctx = useTestApp({ withWorkers: true, watchlists: true });

  const post = (url: string, payload: unknown) => postJson(ctx(), url, payload);

  describe('POST /api/screening/search', () => {
    it('returns best-first matches with explanations and the list versions used', async () => {
      const response = await post('/api/screening/search', { name: 'Banco Nacional de Cuba' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.threshold).toBeGreaterThan(0.5);
      expect(body.matches[0]).toMatchObject({
        entityId: CUBA_BANK,
        list: 'us_ofac_sdn',
        entityType: 'company',
        name: 'BANCO NACIONAL DE CUBA',
        matchedName: 'BANCO NACIONAL DE CUBA',
        score: 1,
        match: true,
        programs: ['CUBA'],
      });
      expect(body.matches[0].explanation.tokenPairs.length).toBeGreaterThan(1);
      expect(body.matches[0].explanation.summary).toMatch(/us_ofac_sdn/);
      const scores = body.matches.map((m: { score: number }) => m.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const sources = body.listVersions.map((v: { source: string }) => v.source);
      expect(sources).toEqual(
        expect.arrayContaining(['us_ofac_sdn', 'us_ofac_cons', 'un_sc', 'us_csl', 'us_bis_dpl']),
      );
      expect(sources).toEqual(expect.arrayContaining(['internal_blacklist', 'internal_pep']));
    });

    it('finds an alias and honours threshold, limit, entityType and lists', async () => {
      const alias = (await post('/api/screening/search', { name: 'National Bank of Cuba' })).json();
      expect(alias.matches[0]).toMatchObject({ entityId: CUBA_BANK, match: true });
      expect(alias.matches[0].matchedName).toBe('NATIONAL BANK OF CUBA');

      const limited = (
        await post('/api/screening/search', { name: 'Mohammed', limit: 2, threshold: 0.99 })
      ).json();
      expect(limited.matches.length).toBeLessThanOrEqual(2);
      expect(limited.threshold).toBe(0.99);

      const onlyUn = (
        await post('/api/screening/search', { name: 'Banco Nacional de Cuba', lists: ['un_sc'] })
      ).json();
      expect(onlyUn.matches.every((m: { list: string }) => m.list === 'un_sc')).toBe(true);
      expect(onlyUn.listVersions.map((v: { source: string }) => v.source)).toEqual(['un_sc']);

      const vessels = (
        await post('/api/screening/search', {
          name: 'Banco Nacional de Cuba',
          entityType: 'vessel',
        })
      ).json();
      expect(vessels.matches.some((m: { entityId: string }) => m.entityId === CUBA_BANK)).toBe(
        false,
      );
    });

    it('treats a generic company word as no match', async () => {
      const body = (await post('/api/screening/search', { name: 'Trading Corporation' })).json();
      expect(body.matches.filter((m: { match: boolean }) => m.match)).toEqual([]);
    });

    it.each([
      [{}, /name: name is required/],
      [
        { name: 'A', entityType: 'ship' },
        /entityType must be one of: individual, company, vessel, any/,
      ],
      [{ name: 'A', threshold: 'high' }, /threshold/],
      [{ name: 'A', limit: 1000 }, /limit must be at most 100/],
      [{ name: 'A', dateOfBirth: '12/03/1960' }, /YYYY, YYYY-MM or YYYY-MM-DD/],
      [{ name: 'A', dateOfBirth: '2020-02-30' }, /dateOfBirth must be a real calendar date/],
      [{ name: 'A'.repeat(301) }, /name: name must be at most 300 characters/],
      [{ name: 'A', lists: ['nope'] }, /unknown list 'nope'/],
      [{ name: 'A', extra: true }, /extra|Unrecognized/i],
    ])('rejects %j with a clear 400', async (payload, message) => {
      const response = await post('/api/screening/search', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('rejects malformed JSON', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/screening/search',
        payload: '{"name": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Malformed JSON body');
    });
  });

  describe('GET /api/screening/lists and /entities/:id', () => {
    it('reports every source with its version and never presents bundled snapshots as current', async () => {
      const body = (await ctx().app.inject({ method: 'GET', url: '/api/screening/lists' })).json();
      const sdn = body.sources.find((s: { id: string }) => s.id === 'us_ofac_sdn');
      expect(sdn).toMatchObject({
        kind: 'official',
        category: 'sanctions',
        entityCount: 19249,
        bundled: true,
        stale: true,
      });
      expect(sdn.current.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(sdn.current.asOf).toBe('2026-08-20');
      expect(sdn.staleReason).toMatch(/^Bundled snapshot dated 2026-08-20, \d+ days old$/);
      for (const id of ['ca_sema', 'au_dfat', 'uk_ofsi']) {
        expect(body.sources.find((s: { id: string }) => s.id === id)).toMatchObject({
          kind: 'official',
          category: 'sanctions',
          bundled: true,
        });
      }
      const un = body.sources.find((s: { id: string }) => s.id === 'un_sc');
      expect(un.current.asOf).toBe('2026-02-27');
      expect(un.stale).toBe(un.ageDays > body.staleAfterDays);
      const blacklist = body.sources.find((s: { id: string }) => s.id === 'internal_blacklist');
      expect(blacklist).toMatchObject({ kind: 'internal', category: 'blacklist', stale: false });
      expect(body.internalLists).toEqual({ blacklist: 0, pep: 0 });
    });

    it('returns the full record of a listed entity, and 404 for an unknown one', async () => {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/screening/entities/${CUBA_BANK}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: CUBA_BANK,
        sourceName: expect.stringMatching(/SDN/),
        aliases: expect.arrayContaining([{ name: 'NATIONAL BANK OF CUBA', kind: 'aka' }]),
        version: { id: expect.any(Number), asOf: '2026-08-20' },
      });
      const missing = await ctx().app.inject({
        method: 'GET',
        url: '/api/screening/entities/us_ofac_sdn:0',
      });
      expect(missing.statusCode).toBe(404);
      const malformed = await ctx().app.inject({
        method: 'GET',
        url: '/api/screening/entities/306',
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('internal lists', () => {
    it('adds, edits and removes entries, screened like the official lists', async () => {
      const created = await post('/api/screening/internal-lists/blacklist', {
        name: 'Quentin Zarkovsky',
        country: 'Serbia',
        aliases: ['Q. Zarko'],
        identifiers: [{ type: 'Passport', value: 'RS1234567' }],
      });
      expect(created.statusCode).toBe(201);
      const entry = created.json();
      expect(entry).toMatchObject({
        list: 'blacklist',
        entityType: 'individual',
        entityId: `internal_blacklist:${entry.id}`,
      });

      const hit = (await post('/api/screening/search', { name: 'Kventin Zarkovski' })).json();
      expect(hit.matches[0]).toMatchObject({
        entityId: entry.entityId,
        list: 'internal_blacklist',
        match: true,
      });
      const byId = (
        await post('/api/screening/search', {
          name: 'Someone Else',
          identifiers: [{ value: 'RS 1234567' }],
        })
      ).json();
      expect(byId.matches[0]).toMatchObject({ entityId: entry.entityId, score: 1 });

      const patched = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/screening/internal-lists/blacklist/${entry.id}`,
        payload: { name: 'Ottoline Brackenbury' },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ name: 'Ottoline Brackenbury', country: 'Serbia' });
      const renamed = (
        await post('/api/screening/search', { name: 'Ottoline Brackenbury' })
      ).json();
      expect(renamed.matches[0]).toMatchObject({ entityId: entry.entityId, match: true });

      const list = await ctx().app.inject({
        method: 'GET',
        url: '/api/screening/internal-lists/blacklist',
      });
      expect(list.json()).toHaveLength(1);
      const wrongList = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/screening/internal-lists/pep/${entry.id}`,
      });
      expect(wrongList.statusCode).toBe(404);
      const removed = await ctx().app.inject({
        method: 'DELETE',
        url: `/api/screening/internal-lists/blacklist/${entry.id}`,
      });
      expect(removed.statusCode).toBe(204);
      const gone = (await post('/api/screening/search', { name: 'Ottoline Brackenbury' })).json();
      expect(gone.matches.some((m: { entityId: string }) => m.entityId === entry.entityId)).toBe(
        false,
      );
    });

    it('adds an entry once: a repeat, a race or a rename onto another entry is a 409', async () => {
      const body = { name: 'Aurelia Vantongeren', country: 'Belgium', dateOfBirth: '1971' };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post('/api/screening/internal-lists/pep', body)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        201, 409, 409, 409, 409, 409,
      ]);
      const again = await post('/api/screening/internal-lists/pep', {
        ...body,
        name: 'AURELIA VANTONGEREN',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^'AURELIA VANTONGEREN' is already on the pep list/);
      // Another person of the same name (another birth date) is another entry.
      const namesake = await post('/api/screening/internal-lists/pep', {
        ...body,
        dateOfBirth: '1988-04-02',
      });
      expect(namesake.statusCode).toBe(201);
      const renamed = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/screening/internal-lists/pep/${namesake.json().id}`,
        payload: { dateOfBirth: '1971' },
      });
      expect(renamed.statusCode).toBe(409);
      expect(await ctx().infra.prisma.internalListEntry.count()).toBe(2);
      await ctx().infra.prisma.internalListEntry.deleteMany();
    });

    it('pages a list, searches it by name, alias or notes and filters by type', async () => {
      const entries = [
        { name: 'Borislav Antonov', aliases: ['B. Antonov'] },
        { name: 'Caspian Freight LLC', entityType: 'company', notes: 'Front company, case 2291' },
        { name: 'Dmitri Volkonsky', aliases: ['Dima Volk'] },
        { name: 'Edvard Lund', notes: 'Refused twice' },
        { name: 'Astra Marine', entityType: 'vessel', aliases: ['Stella 50%'] },
      ];
      for (const entry of entries)
        expect((await post('/api/screening/internal-lists/pep', entry)).statusCode).toBe(201);
      const read = (url: string) => ctx().app.inject({ method: 'GET', url });
      const names = async (url: string) =>
        ((await read(url)).json() as Array<{ name: string }>).map((entry) => entry.name);

      const pages = await readAllPages(read, '/api/screening/internal-lists/pep?limit=2');
      for (const page of pages) {
        expect(page.statusCode, page.body).toBe(200);
        expect(page.headers['x-total-count']).toBe('5');
      }
      expect(
        pages.map((page) => (page.json() as Array<{ name: string }>).map((entry) => entry.name)),
      ).toEqual([
        ['Astra Marine', 'Borislav Antonov'],
        ['Caspian Freight LLC', 'Dmitri Volkonsky'],
        ['Edvard Lund'],
      ]);
      expect(await names('/api/screening/internal-lists/pep?sort=-createdAt&limit=1')).toEqual([
        'Astra Marine',
      ]);

      // By alias, by notes, by name, without case; '%' is a character, not a wildcard.
      expect(await names('/api/screening/internal-lists/pep?q=DIMA')).toEqual(['Dmitri Volkonsky']);
      expect(await names('/api/screening/internal-lists/pep?q=CASE%202291')).toEqual([
        'Caspian Freight LLC',
      ]);
      expect(await names('/api/screening/internal-lists/pep?q=ant')).toEqual(['Borislav Antonov']);
      expect(await names('/api/screening/internal-lists/pep?q=50%25')).toEqual(['Astra Marine']);
      expect(await names('/api/screening/internal-lists/pep?q=5%25')).toEqual([]);
      const filtered = await read('/api/screening/internal-lists/pep?entityType=vessel&q=a');
      expect(filtered.headers['x-total-count']).toBe('1');
      expect(filtered.json()).toMatchObject([{ name: 'Astra Marine', entityType: 'vessel' }]);
      // The other list is its own.
      expect((await read('/api/screening/internal-lists/blacklist?q=dima')).json()).toEqual([]);

      for (const [query, message] of [
        ['limit=501', /limit must be at most 500/],
        ['sort=country', /sort must be one of/],
        ['cursor=%%%', /cursor/],
        ['entityType=cat', /entityType must be one of/],
      ] as const) {
        const response = await read(`/api/screening/internal-lists/pep?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message).toMatch(message);
      }
      await ctx().infra.prisma.internalListEntry.deleteMany();
    });

    it('validates entries and the list name', async () => {
      const noName = await post('/api/screening/internal-lists/pep', { country: 'FR' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toMatch(/name: Name is required/);
      const badList = await post('/api/screening/internal-lists/friends', { name: 'A' });
      expect(badList.statusCode).toBe(400);
      expect(badList.json().message).toMatch(/list must be one of: blacklist, pep/);
      const badType = await post('/api/screening/internal-lists/pep', {
        name: 'A',
        entityType: 'cat',
      });
      expect(badType.json().message).toMatch(/entityType must be one of/);
      const emptyPatch = await ctx().app.inject({
        method: 'PATCH',
        url: '/api/screening/internal-lists/pep/1',
        payload: {},
      });
      expect(emptyPatch.statusCode).toBe(400);
      expect(await ctx().infra.prisma.internalListEntry.count()).toBe(0);
    });
  });

  describe('POST /api/screening/batch', () => {
    it('screens names as a run with progress and stores the hits', async () => {
      const names = [
        { name: 'Banco Nacional de Cuba' },
        { name: 'Jane Innocent Example' },
        { name: 'MADURO MOROS, Nicolas', entityType: 'individual' },
        ...Array.from({ length: 600 }, (_, i) => ({ name: `Person Number ${i} Smithfield` })),
      ];
      const response = await post('/api/screening/batch', { names });
      expect(response.statusCode).toBe(202);
      const run = response.json();
      expect(run).toMatchObject({ kind: 'batch', total: names.length });
      const done = await waitFor(async () => {
        const current = (
          await ctx().app.inject({ method: 'GET', url: `/api/screening/runs/${run.id}` })
        ).json();
        return current.status === 'completed' ? current : null;
      });
      expect(done).toMatchObject({ processed: names.length, progress: 100, hits: 2 });
      expect(done.results.summary).toMatchObject({ total: names.length, withMatches: 2 });
      expect(done.results.hits.map((h: { index: number }) => h.index)).toEqual([0, 2]);
      expect(done.results.hits[0].matches[0]).toMatchObject({ entityId: CUBA_BANK, match: true });
      // The run records the list versions every row was checked against, as a single search
      // names them.
      const single = (
        await post('/api/screening/search', { name: 'Jane Innocent Example' })
      ).json();
      expect(done.results.listVersions).toEqual(single.listVersions);
      expect(done.results.listVersions.length).toBeGreaterThan(1);
    });

    it('records only the lists a run was asked to check', async () => {
      const response = await post('/api/screening/batch', {
        names: [{ name: 'Jane Innocent Example' }],
        lists: ['un_sc'],
      });
      expect(response.statusCode).toBe(202);
      const done = await waitFor(async () => {
        const current = (
          await ctx().app.inject({
            method: 'GET',
            url: `/api/screening/runs/${response.json().id}`,
          })
        ).json();
        return current.status === 'completed' ? current : null;
      });
      expect(done.results.listVersions.map((v: { source: string }) => v.source)).toEqual(['un_sc']);
    });

    it('rejects more than 10,000 names and empty batches', async () => {
      const tooMany = await post('/api/screening/batch', {
        names: Array.from({ length: 10_001 }, () => ({ name: 'A' })),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toMatch(/at most 10,000 names per batch/);
      const empty = await post('/api/screening/batch', { names: [] });
      expect(empty.json().message).toMatch(/names must not be empty/);
      expect(await ctx().infra.prisma.screeningRun.count()).toBe(0);
    });

    it('answers 404 for an unknown run', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/api/screening/runs/999' });
      expect(response.statusCode).toBe(404);
    });
  });
});
