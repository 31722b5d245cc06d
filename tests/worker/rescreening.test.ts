import { QUEUES } from '@compliance/contracts/queues';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { requestRescreen, rescreenJobId } from '../../core/src/screening/rescreen/request-rescreen';
import { startWorkers } from '../../worker/src/runtime';
import { waitFor } from '../helpers/test-app';
import { postJson, useTestApp } from '../helpers/use-test-app';

describe('rescreening job', () => {
  const ctx = useTestApp({ withWorkers: true, watchlists: true });
  // Re-screening is about new hits; list staleness is covered by the screening tests.
  beforeAll(() => {
    process.env.WATCHLIST_STALE_AFTER_DAYS = '3650';
  });
  afterAll(() => {
    delete process.env.WATCHLIST_STALE_AFTER_DAYS;
  });

  const post = async (url: string, payload: object) => {
    const response = await postJson(ctx(), url, payload);
    expect(response.statusCode).toBeLessThan(300);
    return response.json();
  };
  const lastRescreen = () =>
    waitFor(async () => {
      const run = await ctx().infra.prisma.screeningRun.findFirst({
        where: { kind: 'rescreen' },
        orderBy: { id: 'desc' },
      });
      return run?.status === 'completed' ? run : null;
    });
  const alertsFor = (subjectType: string, subjectId: number) =>
    ctx().infra.prisma.complianceAlert.findMany({ where: { subjectType, subjectId } });

  it('raises an alert when a new blacklist entry matches a stored KYC subject', async () => {
    const subject = await post('/api/kyc-screening', {
      entityName: 'Leopold Fairweather-Quince',
      country: 'Ireland',
      identificationNumber: 'IE-7731',
    });
    const bystander = await post('/api/kyc-screening', {
      entityName: 'Harriet Clearwater',
      country: 'Canada',
      identificationNumber: 'CA-1',
    });
    expect(subject.screeningResult).toBe('clear');

    const entry = await post('/api/screening/internal-lists/blacklist', {
      name: 'Leopold Fairweather Quince',
      country: 'IE',
    });
    const run = await lastRescreen();
    expect(run).toMatchObject({ total: 2, processed: 2, hits: 1 });
    expect(run.results).toMatchObject({
      type: 'rescreen',
      subjects: { kyc: 2, sanctions: 0 },
      newHits: [
        {
          subjectType: 'kyc_screening',
          subjectId: subject.id,
          entityId: entry.entityId,
          strength: 'blocked',
        },
      ],
    });

    const [alert] = await waitFor(async () => {
      const alerts = await alertsFor('kyc_screening', subject.id);
      return alerts.length ? alerts : null;
    });
    expect(alert).toMatchObject({
      severity: 'error',
      title: 'New watchlist hit for Leopold Fairweather-Quince',
    });
    expect(alert!.description).toMatch(/internal_blacklist/);
    expect(await alertsFor('kyc_screening', bystander.id)).toEqual([]);

    const updated = (
      await ctx().app.inject({ method: 'GET', url: `/api/kyc-screening/${subject.id}` })
    ).json();
    expect(updated).toMatchObject({
      isBlacklisted: true,
      screeningResult: 'blocked',
      riskLevel: 'high',
    });
    expect(updated.matches[0]).toMatchObject({ entityId: entry.entityId, match: true });
    // The list shows the new hit too (its counts are kept beside the stored matches).
    const listed = (
      await ctx().app.inject({ method: 'GET', url: '/api/kyc-screening?q=Fairweather' })
    ).json();
    expect(listed).toEqual([
      expect.objectContaining({
        id: subject.id,
        matchCount: updated.matches.filter((match: { match: boolean }) => match.match).length,
        candidateCount: updated.matches.length,
        topScore: updated.matches[0].score,
      }),
    ]);
    expect(listed[0].matchCount).toBeGreaterThan(0);

    // Another list change re-screens again, but a hit already stored is not new.
    await post('/api/screening/internal-lists/pep', { name: 'Unrelated Person Name' });
    const again = await waitFor(async () => {
      const latest = await lastRescreen();
      return latest.id !== run.id ? latest : null;
    });
    expect(again.hits).toBe(0);
    expect(await alertsFor('kyc_screening', subject.id)).toHaveLength(1);
  });

  it('warns on a new PEP hit and updates a sanctions subject without touching the decision', async () => {
    const person = await post('/api/kyc-screening', {
      entityName: 'Marguerite Oduya-Lindqvist',
      country: 'Sweden',
      identificationNumber: 'SE-1',
    });
    const company = await post('/api/sanctions-screening', {
      entityName: 'Oberon Tradeways Ltd',
      entityType: 'company',
      screeningResult: 'clear',
      riskLevel: 'low',
    });
    await post('/api/screening/internal-lists/pep', { name: 'Marguerite Oduya Lindqvist' });
    await lastRescreen();
    const [pepAlert] = await waitFor(async () => {
      const alerts = await alertsFor('kyc_screening', person.id);
      return alerts.length ? alerts : null;
    });
    expect(pepAlert!.severity).toBe('warning');
    const row = await ctx().infra.prisma.kycScreening.findUniqueOrThrow({
      where: { id: person.id },
    });
    expect(row).toMatchObject({ isPEP: true, screeningResult: 'flagged', riskLevel: 'medium' });

    await post('/api/screening/internal-lists/blacklist', {
      name: 'Oberon Tradeways Limited',
      entityType: 'company',
    });
    await waitFor(async () => {
      const alerts = await alertsFor('sanctions_screening', company.id);
      return alerts.length ? alerts : null;
    });
    const decision = (
      await ctx().app.inject({ method: 'GET', url: `/api/sanctions-screening/${company.id}` })
    ).json();
    expect(decision).toMatchObject({
      screeningResult: 'clear',
      riskLevel: 'low',
      overridden: true,
    });
    expect(decision.suggestedResult).not.toBe('clear');
    expect(decision.matches[0].list).toBe('internal_blacklist');
    const [listed] = (
      await ctx().app.inject({ method: 'GET', url: '/api/sanctions-screening?q=Oberon' })
    ).json();
    expect(listed).toMatchObject({
      id: company.id,
      matchCount: decision.matches.filter((match: { match: boolean }) => match.match).length,
      candidateCount: decision.matches.length,
      topScore: decision.matches[0].score,
    });
    expect(listed.candidateCount).toBeGreaterThan(0);
  });

  it('reports progress on the run for many subjects', async () => {
    await ctx().infra.prisma.kycScreening.createMany({
      data: Array.from({ length: 450 }, (_, i) => ({
        entityName: `Subject Number ${i} Wexford`,
        country: 'Ireland',
        screeningResult: 'clear' as const,
        riskLevel: 'low' as const,
      })),
    });
    await post('/api/screening/internal-lists/blacklist', { name: 'Subject Number 17 Wexford' });
    const run = await lastRescreen();
    expect(run).toMatchObject({ total: 450, processed: 450 });
    expect(run.hits).toBeGreaterThanOrEqual(1);
    const api = (
      await ctx().app.inject({ method: 'GET', url: `/api/screening/runs/${run.id}` })
    ).json();
    expect(api.progress).toBe(100);
  });
  it('stops at a page when its worker shuts down, and the next worker runs it to the end', async () => {
    const { infra } = ctx();
    // A listed name, and three subjects of that name on the run's first page: the hits found
    // before the shutdown must still be in the summary of the run that finishes it.
    await post('/api/screening/internal-lists/blacklist', {
      name: 'Ottoline Brackenbury Vane',
      country: 'IE',
    });
    await lastRescreen();
    await infra.prisma.kycScreening.createMany({
      data: Array.from({ length: 3 }, () => ({
        entityName: 'Ottoline Brackenbury Vane',
        country: 'Ireland',
        screeningResult: 'clear' as const,
        riskLevel: 'low' as const,
      })),
    });
    const listed = await infra.prisma.kycScreening.findMany({ select: { id: true } });
    // Enough subjects for the run to outlast the moment the shutdown is asked for.
    const subjects = 20_000;
    await infra.prisma.kycScreening.createMany({
      data: Array.from({ length: subjects }, (_, i) => ({
        entityName: `Shutdown Subject ${i}`,
        country: 'Ireland',
        screeningResult: 'clear' as const,
        riskLevel: 'low' as const,
      })),
    });
    const runId = await requestRescreen({ infra, reason: { test: 'shutdown' } });
    const run = () => infra.prisma.screeningRun.findUniqueOrThrow({ where: { id: runId } });
    await waitFor(async () => ((await run()).processed >= 200 ? true : null), {
      timeoutMs: 120_000,
      intervalMs: 20,
    });

    await ctx().workers!.close();
    const stopped = await run();
    expect(stopped.status).toBe('running');
    expect(stopped.processed).toBeLessThan(subjects + 3);
    expect(stopped.hits).toBe(3);
    expect(await infra.dispatcher.state(QUEUES.rescreening, rescreenJobId(runId))).toBe('waiting');

    const next = await startWorkers(infra, { sweepIntervalMs: 3_600_000 });
    try {
      const finished = await waitFor(
        async () => {
          const current = await run();
          return current.status === 'completed' ? current : null;
        },
        { timeoutMs: 180_000 },
      );
      expect(finished).toMatchObject({ total: subjects + 3, processed: subjects + 3, hits: 3 });
      expect(finished.results).toMatchObject({ type: 'rescreen', subjects: { kyc: subjects + 3 } });
      const hits = (finished.results as { newHits: { subjectId: number; list: string }[] }).newHits;
      expect(hits.map((hit) => hit.subjectId).sort((a, b) => a - b)).toEqual(
        listed.map((row) => row.id).sort((a, b) => a - b),
      );
      // One alert per subject: the finishing run raised none again.
      for (const { id } of listed) expect(await alertsFor('kyc_screening', id)).toHaveLength(1);
    } finally {
      await next.close();
    }
  }, 240_000);
});
