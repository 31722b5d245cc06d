import { Writable } from 'node:stream';

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../api/src/app';
import { loadApiEnv } from '../../api/src/env';
import { createInfra } from '../../core/src/infra';
import { loggerOptions } from '../../core/src/infra/logger';
import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('/api/kyc-screening', () => {
  const ctx = useTestApp({ withWorkers: true, watchlists: true });

  const create = (payload: Record<string, unknown>) =>
    postJson(ctx(), '/api/kyc-screening', payload);

  it('flags a name without candidates while a list is older than its staleness limit', async () => {
    const body = (
      await create({
        entityName: 'Harriet Clearwater',
        country: 'Canada',
        identificationNumber: 'CA-55501',
      })
    ).json();
    expect(body).toMatchObject({ screeningResult: 'flagged', matches: [] });
    expect(body.reasons.join(' ')).toMatch(
      /Coverage gap: .*BIS Denied Persons List dated 2022-09-02/,
    );
  });

  describe('POST /api/kyc-screening', () => {
    // The rules below are those of a screening whose lists are all current.
    beforeAll(() => {
      process.env.WATCHLIST_STALE_AFTER_DAYS = '3650';
    });
    afterAll(() => {
      delete process.env.WATCHLIST_STALE_AFTER_DAYS;
    });

    it('computes result, risk and flags on the server and ignores client values', async () => {
      const response = await create({
        entityName: 'Banco Nacional de Cuba',
        entityType: 'company',
        country: 'Cuba',
        identificationNumber: '',
        address: '',
        dateOfBirth: '',
        notes: 'Correspondent bank',
        screeningResult: 'clear',
        riskLevel: 'low',
        isPEP: true,
        isBlacklisted: false,
        sanctionsMatch: false,
        amlFlags: ['unusual_transaction_pattern'],
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        entityName: 'Banco Nacional de Cuba',
        entityType: 'company',
        identificationNumber: null,
        address: null,
        dateOfBirth: null,
        notes: 'Correspondent bank',
        screeningResult: 'blocked',
        riskLevel: 'high',
        sanctionsMatch: true,
        isBlacklisted: false,
        isPEP: false,
        amlFlags: ['comprehensively_sanctioned_jurisdiction'],
        matchCount: 1,
      });
      expect(body.matches[0]).toMatchObject({ entityId: 'us_ofac_sdn:306', match: true });
      expect(body.matches[0].explanation.summary).toMatch(/BANCO NACIONAL DE CUBA/);
      expect(body.reasons.join(' ')).toMatch(
        /Strong match on OFAC Specially Designated Nationals \(SDN\) List/,
      );
      expect(body.reasons.join(' ')).toMatch(/comprehensive sanctions.*as of 2025-02-21/);
      const row = await ctx().infra.prisma.kycScreening.findUniqueOrThrow({
        where: { id: body.id },
      });
      expect(row.isPEP).toBe(false);
      expect(row.amlFlags).not.toContain('unusual_transaction_pattern');
    });

    it('clears an unlisted, identified person and records which lists were checked', async () => {
      const body = (
        await create({
          entityName: 'Harriet Clearwater',
          country: 'Canada',
          identificationNumber: 'CA-55501',
          dateOfBirth: '1984-06-02',
        })
      ).json();
      expect(body).toMatchObject({
        entityType: 'individual',
        screeningResult: 'clear',
        riskLevel: 'low',
        amlFlags: [],
        dateOfBirth: '1984-06-02',
        matches: [],
      });
      expect(body.listVersions.map((v: { source: string }) => v.source)).toEqual(
        expect.arrayContaining(['us_ofac_sdn', 'un_sc', 'internal_blacklist', 'internal_pep']),
      );
      expect(body.reasons.join(' ')).toMatch(/Checked against 10 lists.*no match/);
      expect(await ctx().infra.prisma.domainEvent.count()).toBe(0);
    });

    it.each([
      [
        { entityName: 'Ingrid Sorensen', country: 'Norway' },
        'clear',
        'medium',
        ['missing_identification'],
      ],
      [
        { entityName: 'Nordic Timber Supplies', entityType: 'company', country: 'Kenya' },
        'clear',
        'medium',
        ['fatf_increased_monitoring_jurisdiction'],
      ],
      [
        { entityName: 'Golden Lotus Teak', entityType: 'company', country: 'Myanmar' },
        'flagged',
        'high',
        ['fatf_call_for_action_jurisdiction'],
      ],
      [
        {
          entityName: 'Azov Grain Traders',
          entityType: 'company',
          country: 'Ukraine',
          address: 'Sevastopol, Crimea',
        },
        'flagged',
        'high',
        ['comprehensively_sanctioned_jurisdiction'],
      ],
      [
        { entityName: 'Nicolas Maduro', identificationNumber: 'V-1', country: 'Venezuela' },
        'flagged',
        'high',
        ['fatf_increased_monitoring_jurisdiction'],
      ],
    ])('applies the documented rules to %j', async (input, result, risk, flags) => {
      const body = (await create(input)).json();
      expect(body.screeningResult).toBe(result);
      expect(body.riskLevel).toBe(risk);
      expect(body.amlFlags).toEqual(flags);
    });

    it('flags a PEP and blocks an internal blacklist match', async () => {
      await postJson(ctx(), '/api/screening/internal-lists/pep', {
        name: 'Aurelio Fontanesi',
        country: 'IT',
        notes: 'Regional minister',
      });
      await postJson(ctx(), '/api/screening/internal-lists/blacklist', {
        name: 'Borislav Kettering',
        entityType: 'individual',
      });
      const pep = (
        await create({
          entityName: 'Aurelio Fontanesi',
          country: 'Italy',
          identificationNumber: 'IT-9',
        })
      ).json();
      expect(pep).toMatchObject({ isPEP: true, screeningResult: 'flagged', riskLevel: 'medium' });
      const banned = (
        await create({
          entityName: 'Borislav Kettering',
          country: 'Austria',
          identificationNumber: 'AT-1',
        })
      ).json();
      expect(banned).toMatchObject({
        isBlacklisted: true,
        sanctionsMatch: false,
        screeningResult: 'blocked',
        riskLevel: 'high',
      });
      // The summary cards' counts agree with the list: flagged means a flagged result or high risk.
      type Row = { screeningResult: string; riskLevel: string; isPEP: boolean };
      const list: Row[] = (
        await ctx().app.inject({ method: 'GET', url: '/api/kyc-screening' })
      ).json();
      const summary = (
        await ctx().app.inject({ method: 'GET', url: '/api/kyc-screening/summary' })
      ).json();
      expect(summary).toEqual({
        total: list.length,
        flagged: list.filter((r) => r.screeningResult === 'flagged' || r.riskLevel === 'high')
          .length,
        pep: list.filter((r) => r.isPEP).length,
      });
      expect(summary.pep).toBeGreaterThanOrEqual(1);
      expect(summary.flagged).toBeGreaterThanOrEqual(2);
    });

    it('raises an alert linking to the subject and opens a sanctions_screening workflow', async () => {
      const { id } = (
        await create({
          entityName: 'Aerocaribbean Airlines',
          entityType: 'company',
          country: 'Cuba',
        })
      ).json();
      const event = await ctx().infra.prisma.domainEvent.findFirstOrThrow({
        where: { subjectId: id },
      });
      expect(event).toMatchObject({ type: 'screening.blocked', subjectType: 'kyc_screening' });
      const alert = await waitFor(() =>
        ctx().infra.prisma.complianceAlert.findFirst({
          where: { subjectType: 'kyc_screening', subjectId: id },
        }),
      );
      expect(alert).toMatchObject({
        severity: 'error',
        title: 'KYC screening blocked: Aerocaribbean Airlines',
      });
      const workflow = await waitFor(() =>
        ctx().infra.prisma.complianceWorkflow.findFirst({
          where: { subjectType: 'kyc_screening', subjectId: id },
          include: { steps: { orderBy: { position: 'asc' } } },
        }),
      );
      expect(workflow.type).toBe('sanctions_screening');
      expect(workflow.name).toBe('Review blocked KYC screening: Aerocaribbean Airlines');
      expect(workflow.steps.map((s) => s.title)).toEqual([
        'Review match evidence',
        'Collect additional identification',
        'Escalate to MLRO / decide',
        'Record decision',
      ]);
      const alerts = await ctx().app.inject({ method: 'GET', url: '/api/compliance-alerts' });
      if (alerts.statusCode === 200) {
        const listed = alerts.json().find((a: { subjectId: number }) => a.subjectId === id);
        expect(listed.link).toBe(`/kyc-screening?focus=${id}`);
      }
    });

    it.each([
      [{ country: 'France' }, /entityName: Entity name is required/],
      [{ entityName: '   ', country: 'France' }, /entityName: Entity name is required/],
      [{ entityName: 'A B' }, /country: Country is required/],
      [
        { entityName: 'A B', country: 'FR', entityType: 'alien' },
        /entityType must be one of: individual, company, beneficial_owner/,
      ],
      [{ entityName: 'A B', country: 'FR', dateOfBirth: '1990-02-30' }, /real calendar date/],
      [{ entityName: 'A B', country: 'FR', dateOfBirth: '03/04/1990' }, /ISO date/],
      [{ entityName: 42, country: 'FR' }, /Entity name is required/],
    ])('rejects %j and writes nothing', async (payload, message) => {
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await ctx().infra.prisma.kycScreening.count()).toBe(0);
    });
  });

  describe('GET /api/kyc-screening, /search and /:id', () => {
    it('answers a search with every match, newest first', async () => {
      const ids: number[] = [];
      for (const n of [1, 2, 3])
        ids.push(
          (await create({ entityName: `Orchid Trading ${n}`, country: 'Canada' })).json().id,
        );
      await create({ entityName: 'Harriet Clearwater', country: 'Canada' });
      const found = (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/kyc-screening/search?entity=orchid%20trad',
        })
      ).json();
      expect(found.map((s: { id: number }) => s.id)).toEqual([...ids].reverse());
    });

    it('pages a search as the list: X-Total-Count, then Link to the next page, entity kept', async () => {
      const ids: number[] = [];
      for (const n of [1, 2, 3, 4, 5])
        ids.push((await create({ entityName: `Lotus Exports ${n}`, country: 'India' })).json().id);
      const get = (path: string) => ctx().app.inject({ method: 'GET', url: path });
      const seen: number[] = [];
      let url: string | null = '/api/kyc-screening/search?entity=lotus%20exp&limit=2';
      let pages = 0;
      while (url) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-total-count']).toBe('5');
        seen.push(...response.json().map((s: { id: number }) => s.id));
        const link = String(response.headers.link ?? '');
        url = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] ?? null;
        if (url) expect(url).toContain('entity=lotus+exp');
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(seen).toEqual([...ids].reverse());
      const bad = await ctx().app.inject({
        method: 'GET',
        url: '/api/kyc-screening/search?entity=lotus&limit=501',
      });
      expect(bad.statusCode).toBe(400);
    });

    it('lists newest first, searches case-insensitively and returns stored matches', async () => {
      const first = (
        await create({
          entityName: 'Banco Nacional de Cuba',
          entityType: 'company',
          country: 'Cuba',
        })
      ).json();
      const second = (
        await create({
          entityName: 'Harriet Clearwater',
          country: 'Canada',
          identificationNumber: 'X',
        })
      ).json();
      const list = (await ctx().app.inject({ method: 'GET', url: '/api/kyc-screening' })).json();
      expect(list.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
      expect(list[1]).not.toHaveProperty('matches');

      const found = (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/kyc-screening/search?entity=NACIONAL%20de',
        })
      ).json();
      expect(found.map((s: { id: number }) => s.id)).toEqual([first.id]);
      const wildcard = (
        await ctx().app.inject({ method: 'GET', url: '/api/kyc-screening/search?entity=%25%25%25' })
      ).json();
      expect(wildcard).toEqual([]);
      const short = await ctx().app.inject({
        method: 'GET',
        url: '/api/kyc-screening/search?entity=ab',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/longer than 2 characters/);
      const missing = await ctx().app.inject({ method: 'GET', url: '/api/kyc-screening/search' });
      expect(missing.statusCode).toBe(400);

      const detail = (
        await ctx().app.inject({ method: 'GET', url: `/api/kyc-screening/${first.id}` })
      ).json();
      expect(detail.matches[0].entityId).toBe('us_ofac_sdn:306');
      const notFound = await ctx().app.inject({ method: 'GET', url: '/api/kyc-screening/9999' });
      expect(notFound.statusCode).toBe(404);
    });
  });

  it('never logs subject names or identification numbers', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const env = loadApiEnv(process.env);
    const logger = pino(loggerOptions({ level: 'debug', pretty: false }), sink);
    const infra = await createInfra({ env, logger });
    const app = await buildApp({ infra });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/kyc-screening',
        payload: {
          entityName: 'Zebedee Quillfeather',
          country: 'Iran',
          identificationNumber: 'PX-778899',
        },
      });
      expect(response.statusCode).toBe(201);
      await app.inject({
        method: 'POST',
        url: '/api/kyc-screening',
        payload: { entityName: 'Zebedee Quillfeather' },
      });
    } finally {
      await app.close();
      await infra.close();
    }
    const output = lines.join('');
    expect(output).toMatch(/KYC screening recorded/);
    expect(output).not.toMatch(/Zebedee|Quillfeather|PX-778899/);
  });
});
