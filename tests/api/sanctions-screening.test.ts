import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('/api/sanctions-screening', () => {
  const ctx = useTestApp({ withWorkers: true, watchlists: true });

  const post = (url: string, payload: unknown) => postJson(ctx(), url, payload);

  describe('list coverage (bundled snapshots, default 30-day staleness limit)', () => {
    it('finds Vladimir Putin on the bundled official lists and suggests blocked', async () => {
      const body = (
        await post('/api/sanctions-screening/check', {
          entityName: 'Vladimir Putin',
          entityType: 'individual',
        })
      ).json();
      expect(body.suggestedResult).toBe('blocked');
      const matched = body.candidates
        .filter((c: { match: boolean }) => c.match)
        .map((c: { entityId: string }) => c.entityId);
      expect(matched).toEqual(
        expect.arrayContaining([
          'us_ofac_sdn:35096',
          'uk_ofsi:14196',
          'ca_sema:russia-1-part-1-503',
        ]),
      );
    });

    it('never suggests clear while a list is older than its limit, and names the gap', async () => {
      const body = (
        await post('/api/sanctions-screening/check', {
          entityName: 'Harriet Clearwater',
          entityType: 'individual',
        })
      ).json();
      expect(body).toMatchObject({ suggestedResult: 'flagged', candidates: [] });
      expect(body.reasons.join(' ')).toMatch(
        /Coverage gap: .*BIS Denied Persons List dated 2022-09-02 is \d+ days old \(limit 30 days\)/,
      );
      // What was checked: every list with its version and date.
      expect(body.listVersions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            source: 'us_ofac_sdn',
            asOf: '2026-08-20',
            versionId: expect.any(Number),
          }),
          expect.objectContaining({ source: 'uk_ofsi', asOf: '2025-04-14' }),
          expect.objectContaining({ source: 'ca_sema', asOf: '2025-03-20' }),
          expect.objectContaining({ source: 'au_dfat', asOf: '2024-11-11' }),
        ]),
      );
    });

    it('refuses a milder result than the suggestion without a reason, and keeps the reason', async () => {
      const payload = {
        entityName: 'Vladimir Putin',
        entityType: 'individual',
        screeningResult: 'clear',
        riskLevel: 'low',
      };
      const refused = await post('/api/sanctions-screening', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(
        /overrideReason: a reason is required to record 'clear' against a suggestion of 'blocked'/,
      );
      const blank = await post('/api/sanctions-screening', { ...payload, overrideReason: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(await ctx().infra.prisma.sanctionsScreening.count()).toBe(0);

      const accepted = await post('/api/sanctions-screening', {
        ...payload,
        screeningResult: 'flagged',
        overrideReason: 'Namesake: customer born 1987 in Tver, passport checked',
      });
      expect(accepted.statusCode).toBe(201);
      const detail = (
        await ctx().app.inject({
          method: 'GET',
          url: `/api/sanctions-screening/${accepted.json().id}`,
        })
      ).json();
      expect(detail).toMatchObject({
        screeningResult: 'flagged',
        suggestedResult: 'blocked',
        overrideReason: 'Namesake: customer born 1987 in Tver, passport checked',
      });
    });

    it('titles an override of a flagged suggestion as a warning', async () => {
      const body = (
        await post('/api/sanctions-screening', {
          entityName: 'Harriet Clearwater',
          entityType: 'individual',
          screeningResult: 'clear',
          riskLevel: 'low',
          overrideReason: 'Lists refreshed by hand today.',
        })
      ).json();
      expect(body).toMatchObject({ suggestedResult: 'flagged', overridden: true });
      const alert = await waitFor(() =>
        ctx().infra.prisma.complianceAlert.findFirst({
          where: { subjectType: 'sanctions_screening', subjectId: body.id },
        }),
      );
      expect(alert).toMatchObject({
        title:
          'Sanctions screening overridden: Harriet Clearwater (suggested flagged, decided clear)',
        severity: 'warning',
      });
      expect(alert.description).toMatch(
        /^Decided clear \(low risk\) against the suggested flagged \(medium risk\)\. Override reason: Lists refreshed by hand today\. Suggestion: Coverage gap/,
      );
    });
  });

  describe('with every list within its staleness limit', () => {
    beforeAll(() => {
      process.env.WATCHLIST_STALE_AFTER_DAYS = '3650';
    });
    afterAll(() => {
      delete process.env.WATCHLIST_STALE_AFTER_DAYS;
    });

    describe('POST /api/sanctions-screening/check', () => {
      it('returns candidates with explanations and a suggested result and risk', async () => {
        const response = await post('/api/sanctions-screening/check', {
          entityName: 'Aerocaribbean Airlines',
          entityType: 'company',
        });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({ suggestedResult: 'blocked', suggestedRiskLevel: 'high' });
        expect(body.candidates[0]).toMatchObject({
          entityId: 'us_ofac_sdn:36',
          score: 1,
          match: true,
        });
        expect(body.candidates[0].explanation.tokenPairs.length).toBeGreaterThan(0);
        expect(body.reasons[0]).toMatch(
          /Strong match on OFAC Specially Designated Nationals \(SDN\) List/,
        );
        expect(body.listVersions.some((v: { source: string }) => v.source === 'internal_pep')).toBe(
          false,
        );

        const potential = (
          await post('/api/sanctions-screening/check', {
            entityName: 'Nicolas Maduro',
            entityType: 'individual',
          })
        ).json();
        expect(potential).toMatchObject({ suggestedResult: 'flagged', suggestedRiskLevel: 'high' });

        const clear = (
          await post('/api/sanctions-screening/check', {
            entityName: 'Harriet Clearwater',
            entityType: 'individual',
          })
        ).json();
        expect(clear).toMatchObject({
          suggestedResult: 'clear',
          suggestedRiskLevel: 'low',
          candidates: [],
        });
        expect(clear.reasons.join(' ')).toMatch(/no match/);
      });

      it('ignores PEP lists but screens the internal blacklist', async () => {
        await post('/api/screening/internal-lists/pep', { name: 'Aurelio Fontanesi' });
        await post('/api/screening/internal-lists/blacklist', {
          name: 'Vantablack Shipping Ltd',
          entityType: 'company',
        });
        const pep = (
          await post('/api/sanctions-screening/check', {
            entityName: 'Aurelio Fontanesi',
            entityType: 'individual',
          })
        ).json();
        expect(pep.suggestedResult).toBe('clear');
        const banned = (
          await post('/api/sanctions-screening/check', {
            entityName: 'Vantablack Shipping Limited',
            entityType: 'company',
          })
        ).json();
        expect(banned.candidates[0]).toMatchObject({ list: 'internal_blacklist', match: true });
        expect(banned.suggestedResult).not.toBe('clear');
      });
    });

    describe('POST /api/sanctions-screening', () => {
      it("stores the user's decision beside the server's suggestion and alerts on an override", async () => {
        const response = await post('/api/sanctions-screening', {
          entityName: 'Aerocaribbean Airlines',
          entityType: 'company',
          screeningResult: 'clear',
          riskLevel: 'low',
          notes: 'Known customer',
          overrideReason: 'Known customer since 2015, different registration',
        });
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({
          screeningResult: 'clear',
          riskLevel: 'low',
          notes: 'Known customer',
          overrideReason: 'Known customer since 2015, different registration',
          suggestedResult: 'blocked',
          suggestedRiskLevel: 'high',
          overridden: true,
          matchCount: 1,
        });
        expect(body.matches[0].entityId).toBe('us_ofac_sdn:36');
        const alert = await waitFor(() =>
          ctx().infra.prisma.complianceAlert.findFirst({
            where: { subjectType: 'sanctions_screening', subjectId: body.id },
          }),
        );
        // An override to clear of a strong match still needs a second officer, under a title that
        // says what was decided, with the decision and its reason before the coverage text.
        expect(alert.severity).toBe('error');
        expect(alert.title).toBe(
          'Sanctions screening overridden: Aerocaribbean Airlines (suggested blocked, decided clear)',
        );
        expect(alert.description).toMatch(
          /^Decided clear \(low risk\) against the suggested blocked \(high risk\)\. Override reason: Known customer since 2015, different registration\. Suggestion: /,
        );
        const workflow = await waitFor(() =>
          ctx().infra.prisma.complianceWorkflow.findFirst({
            where: { subjectType: 'sanctions_screening', subjectId: body.id },
          }),
        );
        expect(workflow.type).toBe('sanctions_screening');
        expect(workflow.name).toBe(
          'Review overridden sanctions screening: Aerocaribbean Airlines (suggested blocked, decided clear)',
        );
      });

      it('titles a decision that agrees with the suggestion by its result, as before', async () => {
        const body = (
          await post('/api/sanctions-screening', {
            entityName: 'Aerocaribbean Airlines',
            entityType: 'company',
            screeningResult: 'blocked',
            riskLevel: 'high',
          })
        ).json();
        expect(body).toMatchObject({ suggestedResult: 'blocked', overridden: false });
        const alert = await waitFor(() =>
          ctx().infra.prisma.complianceAlert.findFirst({
            where: { subjectType: 'sanctions_screening', subjectId: body.id },
          }),
        );
        expect(alert).toMatchObject({
          title: 'Sanctions screening blocked: Aerocaribbean Airlines',
          severity: 'error',
        });
        expect(alert.description).not.toMatch(/overrid|Decided/i);
        const workflow = await waitFor(() =>
          ctx().infra.prisma.complianceWorkflow.findFirst({
            where: { subjectType: 'sanctions_screening', subjectId: body.id },
          }),
        );
        expect(workflow.name).toBe('Review blocked sanctions screening: Aerocaribbean Airlines');
      });

      it('records a clear decision on a clear name without any event', async () => {
        const body = (
          await post('/api/sanctions-screening', {
            entityName: 'MV Northern Clearwater',
            entityType: 'vessel',
            screeningResult: 'clear',
            riskLevel: 'low',
          })
        ).json();
        expect(body).toMatchObject({ suggestedResult: 'clear', overridden: false, notes: null });
        expect(await ctx().infra.prisma.domainEvent.count()).toBe(0);
      });

      it.each([
        ['entityName', { entityName: '' }, 'entityName: Entity name is required'],
        ['entityType', { entityType: undefined }, 'entityType: Entity type is required'],
        ['entityType', { entityType: '' }, 'entityType: Entity type is required'],
        [
          'entityType',
          { entityType: 'aircraft' },
          'Entity type must be one of: individual, company, vessel',
        ],
        [
          'screeningResult',
          { screeningResult: undefined },
          'screeningResult: Screening result is required',
        ],
        [
          'screeningResult',
          { screeningResult: 'maybe' },
          'Screening result must be one of: clear, flagged, blocked',
        ],
        ['riskLevel', { riskLevel: null }, 'riskLevel: Risk level is required'],
        ['notes', { notes: 5 }, 'notes must be a string'],
      ])(
        'rejects a bad %s with the spec message and stores nothing',
        async (_field, override, message) => {
          const payload = {
            entityName: 'Some Name',
            entityType: 'company',
            screeningResult: 'clear',
            riskLevel: 'low',
            ...override,
          };
          const response = await post('/api/sanctions-screening', payload);
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toContain(message);
          expect(await ctx().infra.prisma.sanctionsScreening.count()).toBe(0);
        },
      );
    });

    describe('GET /api/sanctions-screening and /:id', () => {
      it('lists newest first and returns one with its matches', async () => {
        const decide = (entityName: string) =>
          post('/api/sanctions-screening', {
            entityName,
            entityType: 'company',
            screeningResult: 'flagged',
            riskLevel: 'medium',
            overrideReason: 'Escalated to the sanctions officer',
          });
        const first = (await decide('Banco Nacional de Cuba')).json();
        const second = (await decide('Harriet Clearwater Holdings')).json();
        const list = (
          await ctx().app.inject({ method: 'GET', url: '/api/sanctions-screening' })
        ).json();
        expect(list.map((s: { id: number }) => s.id)).toEqual([second.id, first.id]);
        const detail = (
          await ctx().app.inject({ method: 'GET', url: `/api/sanctions-screening/${first.id}` })
        ).json();
        expect(detail).toMatchObject({ screeningResult: 'flagged', suggestedResult: 'blocked' });
        expect(detail.matches[0].entityId).toBe('us_ofac_sdn:306');
        expect(detail.reasons[0]).toMatch(/Strong match/);
        const missing = await ctx().app.inject({
          method: 'GET',
          url: '/api/sanctions-screening/424242',
        });
        expect(missing.statusCode).toBe(404);
      });
    });
  });
});
