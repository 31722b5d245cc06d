import { describe, expect, it } from 'vitest';

import { waitFor } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

// Signed in through an authenticating proxy, so each request can come from a different person:
// reviews, decisions and the search log name whoever the proxy says is signed in.
const ANA = { id: 'oidc|ana.lima', name: 'Ana Lima' };
const BEN = { id: 'oidc|ben.okafor', name: 'Ben Okafor' };
const CHLOE = { id: 'chloe@example.com', name: 'Chloé Martin' };
type Person = typeof ANA;

describe('match review and search log', () => {
  const ctx = useTestApp({
    withWorkers: true,
    watchlists: true,
    env: {
      AUTH_MODE: 'proxy',
      AUTH_PROXY_TRUSTED_ADDRESSES: '127.0.0.1',
      AUTH_ADMIN_GROUPS: 'compliance',
    },
  });
  const as = (person: Person) => ({
    'x-forwarded-user': person.id,
    'x-forwarded-preferred-username': person.name,
    'x-forwarded-groups': 'compliance',
  });
  const post = (url: string, payload: unknown, person: Person = ANA) =>
    ctx().app.inject({ method: 'POST', url, payload: payload as object, headers: as(person) });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: as(ANA) });

  const blacklist = async (name: string) =>
    (
      await post('/api/screening/internal-lists/blacklist', { name, entityType: 'individual' })
    ).json() as { id: number; entityId: string };

  const kyc = async (entityName: string) =>
    (
      await post(
        '/api/kyc-screening',
        { entityName, entityType: 'individual', country: 'France', identificationNumber: 'X1' },
        BEN,
      )
    ).json() as {
      id: number;
      screeningResult: string;
      isBlacklisted: boolean;
      matches: {
        entityId: string;
        match: boolean;
        suppressed?: { reviewedBy: string; reviewerName: string | null };
      }[];
    };

  describe('POST /api/screening/reviews', () => {
    it('remembers a false positive for the subject until the listed record changes', async () => {
      const entry = await blacklist('Ottavio Brambilla-Castellane');
      const first = await kyc('Ottavio Brambilla Castellane');
      expect(first.isBlacklisted).toBe(true);
      expect(first.matches[0]).toMatchObject({ entityId: entry.entityId, match: true });

      const review = await post('/api/screening/reviews', {
        subjectType: 'kyc_screening',
        subjectId: first.id,
        entityId: entry.entityId,
        decision: 'false_positive',
        note: 'Different person: born 1990, listed person born 1951',
      });
      expect(review.statusCode).toBe(201);
      expect(review.json()).toMatchObject({
        decision: 'false_positive',
        reviewedBy: ANA.id,
        reviewerName: ANA.name,
        entityName: 'Ottavio Brambilla-Castellane',
        list: 'internal_blacklist',
        workflowId: null,
      });
      expect(Date.parse(review.json().reviewedAt)).not.toBeNaN();

      // The same subject screened again: the hit is shown as suppressed and does not count.
      const second = await kyc('OTTAVIO  brambilla castellane');
      expect(second.isBlacklisted).toBe(false);
      expect(second.matches[0]).toMatchObject({
        entityId: entry.entityId,
        match: false,
        suppressed: {
          reviewedBy: ANA.id,
          reviewerName: ANA.name,
          note: 'Different person: born 1990, listed person born 1951',
        },
      });
      // A different subject is not covered by the decision.
      const other = await kyc('Ottavio Brambilla-Castellane Rossi');
      expect(other.matches.find((m) => m.entityId === entry.entityId)?.suppressed).toBeUndefined();

      // The listed record changes: the hit is raised again.
      const patched = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/screening/internal-lists/blacklist/${entry.id}`,
        payload: { notes: 'Added date of birth 1951' },
        headers: as(ANA),
      });
      expect(patched.statusCode).toBe(200);
      const third = await kyc('Ottavio Brambilla Castellane');
      expect(third.isBlacklisted).toBe(true);
      expect(third.matches[0]).toMatchObject({ entityId: entry.entityId, match: true });
      expect(third.matches[0]!.suppressed).toBeUndefined();

      const listed = (
        await get(`/api/screening/reviews?subjectType=kyc_screening&subjectId=${first.id}`)
      ).json();
      expect(listed).toHaveLength(1);
      expect(listed[0].note).toMatch(/Different person/);
    });

    it('a later true-match decision lifts the suppression', async () => {
      const entry = await blacklist('Radomir Kvasnicka');
      const first = await kyc('Radomir Kvasnicka');
      for (const decision of ['false_positive', 'true_match']) {
        const r = await post('/api/screening/reviews', {
          subjectType: 'kyc_screening',
          subjectId: first.id,
          entityId: entry.entityId,
          decision,
          note: `decided ${decision}`,
        });
        expect(r.statusCode).toBe(201);
      }
      const again = await kyc('Radomir Kvasnicka');
      expect(again.matches[0]).toMatchObject({ match: true });
      expect(again.isBlacklisted).toBe(true);
    });

    it('an escalation opens a review workflow and raises an alert', async () => {
      const check = (
        await post('/api/sanctions-screening', {
          entityName: 'Aerocaribbean Airlines',
          entityType: 'company',
          screeningResult: 'blocked',
          riskLevel: 'high',
        })
      ).json();
      const review = await post(
        '/api/screening/reviews',
        {
          subjectType: 'sanctions_screening',
          subjectId: check.id,
          entityId: 'us_ofac_sdn:36',
          decision: 'escalate',
          note: 'Exact name; needs the MLRO',
        },
        CHLOE,
      );
      expect(review.statusCode).toBe(201);
      const workflow = await waitFor(() =>
        ctx().infra.prisma.complianceWorkflow.findFirst({
          where: { name: { startsWith: 'Escalated match' } },
        }),
      );
      expect(workflow).toMatchObject({
        type: 'sanctions_screening',
        subjectType: 'sanctions_screening',
        subjectId: check.id,
        name: 'Escalated match: Aerocaribbean Airlines / AEROCARIBBEAN AIRLINES',
      });
      const alert = await ctx().infra.prisma.complianceAlert.findFirstOrThrow({
        where: { title: 'Match escalated: Aerocaribbean Airlines' },
      });
      expect(alert.description).toMatch(/escalated by Chloé Martin: Exact name; needs the MLRO/);
      const listed = (
        await get(`/api/screening/reviews?subjectType=sanctions_screening&subjectId=${check.id}`)
      ).json();
      expect(listed[0]).toMatchObject({
        decision: 'escalate',
        workflowId: workflow.id,
        reviewedBy: CHLOE.id,
        reviewerName: CHLOE.name,
      });
    });

    it.each([
      [{ decision: 'maybe' }, 400, /decision must be one of: true_match, false_positive, escalate/],
      [{ note: '  ' }, 400, /note is required/],
      // The reviewer is whoever is signed in: a body naming one is refused, not believed.
      [{ reviewedBy: 'oidc|someone.else' }, 400, /reviewedBy/],
      [{ entityId: 'us_ofac_sdn:999999999' }, 400, /is not a candidate of this screening/],
      [{ subjectId: 999 }, 404, /KYC screening 999 not found/],
      [{ subjectType: 'batch_row', subjectId: 1 }, 400, /rowIndex is required/],
    ])('rejects %j and records nothing', async (change, status, message) => {
      const entry = await blacklist('Wilhelmina Oosterbroek');
      const subject = await kyc('Wilhelmina Oosterbroek');
      const response = await post('/api/screening/reviews', {
        subjectType: 'kyc_screening',
        subjectId: subject.id,
        entityId: entry.entityId,
        decision: 'false_positive',
        note: 'n',
        ...change,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
      expect(await ctx().infra.prisma.screeningMatchReview.count()).toBe(0);
    });
  });

  describe('GET /api/screening/log', () => {
    it('keeps every screening request with who, query, lists, candidates and decision', async () => {
      await post('/api/screening/search', { name: 'Aerocaribbean Airlines' }, ANA);
      await kyc('Harriet Clearwater');
      await post(
        '/api/sanctions-screening',
        {
          entityName: 'Aerocaribbean Airlines',
          entityType: 'company',
          screeningResult: 'clear',
          riskLevel: 'low',
          notes: 'override',
          overrideReason: 'Known airline charter client, cleared by the MLRO',
        },
        CHLOE,
      );

      const all = await get('/api/screening/log');
      expect(all.statusCode).toBe(200);
      expect(all.headers['x-total-count']).toBe('3');
      const [sanctions, kycEntry, search] = all.json();
      expect(search).toMatchObject({
        userId: ANA.id,
        userName: ANA.name,
        channel: 'search',
        queryName: 'Aerocaribbean Airlines',
        result: 'blocked',
        decision: null,
      });
      expect(search.candidates[0]).toMatchObject({ entityId: 'us_ofac_sdn:36', score: 1 });
      expect(
        search.listVersions.find((v: { source: string }) => v.source === 'us_ofac_sdn'),
      ).toMatchObject({ versionId: expect.any(Number) });
      expect(kycEntry).toMatchObject({
        userId: BEN.id,
        userName: BEN.name,
        channel: 'kyc',
        subjectType: 'kyc_screening',
      });
      // KYC results are the server's own: the decision recorded is the result.
      expect(kycEntry.decision).toBe(kycEntry.result);
      expect(sanctions).toMatchObject({
        userId: CHLOE.id,
        userName: CHLOE.name,
        channel: 'sanctions',
        result: 'blocked',
        decision: 'clear',
      });

      // The decision on the screening itself names its decider too.
      const decided = await ctx().infra.prisma.sanctionsScreening.findFirstOrThrow();
      expect(decided).toMatchObject({ decidedBy: CHLOE.id, decidedByName: CHLOE.name });
      const shown = (await get(`/api/sanctions-screening/${decided.id}`)).json();
      expect(shown.decidedBy).toEqual({ id: CHLOE.id, name: CHLOE.name });
      expect((await get('/api/sanctions-screening')).json()[0].decidedBy).toEqual({
        id: CHLOE.id,
        name: CHLOE.name,
      });
      const screeningsCsv = (await get('/api/sanctions-screening/export.csv')).body;
      expect(screeningsCsv.split('\n')[0]).toContain('Override reason,Decided by');
      expect(screeningsCsv).toContain(CHLOE.name);
      // A user by id, or by name in any case.
      for (const user of [BEN.id, 'ben OKAFOR']) {
        const byUser = (await get(`/api/screening/log?userId=${encodeURIComponent(user)}`)).json();
        expect(byUser.map((e: { channel: string }) => e.channel)).toEqual(['kyc']);
      }
      const blocked = (await get('/api/screening/log?result=blocked')).json();
      expect(blocked).toHaveLength(2);
      const byList = (await get('/api/screening/log?list=internal_pep')).json();
      // Sanctions screening does not check the PEP lists.
      expect(byList.map((e: { channel: string }) => e.channel).sort()).toEqual(['kyc', 'search']);
      const today = new Date().toISOString().slice(0, 10);
      expect((await get(`/api/screening/log?from=${today}&to=${today}`)).json()).toHaveLength(3);
      expect((await get('/api/screening/log?to=2020-01-01')).json()).toHaveLength(0);

      const page1 = await get('/api/screening/log?limit=2');
      expect(page1.json()).toHaveLength(2);
      const next = /<([^>]+)>; rel="next"/.exec(String(page1.headers.link))![1]!;
      const page2 = (await get(next)).json();
      expect(page2.map((e: { id: number }) => e.id)).toEqual([search.id]);

      const csv = await get('/api/screening/log.csv?result=blocked');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      const lines = csv.body.trim().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^id,time,user,user name,channel,query,/);
      expect(lines[1]).toContain(
        ',chloe@example.com,Chloé Martin,sanctions,Aerocaribbean Airlines,',
      );
      expect(lines[2]).toContain('us_ofac_sdn:36 us_ofac_sdn AEROCARIBBEAN AIRLINES 1.000');
    });

    it.each([
      ['from=2024-13-01', /dates must be real calendar dates/],
      ['from=2026-02-30', /dates must be real calendar dates/],
      ['from=2025-02-01&to=2025-01-01', /from must not be after to/],
      ['result=maybe', /result must be one of: clear, flagged, blocked/],
      ['userId=', /userId must not be empty/],
      ['cursor=!!', /cursor is malformed/],
      ['cursor=aWQ6eA', /cursor is malformed/],
      ['list=bogus', /list must be one of: au_dfat, .*internal_pep/],
      ['limit=1&limit=2', /limit must be given once/],
    ])('rejects ?%s', async (query, message) => {
      const response = await get(`/api/screening/log?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      // One shape whether the schema or the decoder found the fault.
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('refuses an unknown list before the CSV starts, and accepts a loaded one', async () => {
      const csv = await get('/api/screening/log.csv?list=bogus');
      expect(csv.statusCode).toBe(400);
      expect(csv.json().message).toMatch(/list must be one of: /);
      expect((await get('/api/screening/log?list=us_ofac_sdn')).statusCode).toBe(200);
    });

    it('records the signed-in user whatever the browser claims, and nobody without sign-in', async () => {
      const claimed = await ctx().app.inject({
        method: 'POST',
        url: '/api/screening/search',
        payload: { name: 'Harriet Clearwater' },
        headers: { ...as(BEN), 'x-user-id': '3' },
      });
      expect(claimed.statusCode).toBe(200);
      const anonymous = await ctx().app.inject({
        method: 'POST',
        url: '/api/screening/search',
        payload: { name: 'Harriet Clearwater' },
      });
      expect(anonymous.statusCode).toBe(401);
      const log = await ctx().infra.prisma.screeningLogEntry.findMany();
      expect(log.map((e) => [e.userId, e.userName])).toEqual([[BEN.id, BEN.name]]);
    });
  });
});
