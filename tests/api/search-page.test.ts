// A search with no other filter is found, counted, sorted and read in one statement
// (readSearchPage). What a client sees must not depend on that: the same rows, typed the same, in
// the same order, as the list read through Prisma, and pages that continue strictly after their
// cursor, ties and deleted rows included.
import { describe, expect, it } from 'vitest';

import { keysetPaging } from '../../core/src/paging/keyset';
import { readSearchPage, TEXT_COLUMNS } from '../../core/src/paging/text-search';
import {
  createDeclaration,
  createDocument,
  createKycScreening,
  createSanctionsScreening,
} from '../factories/compliance-rows';
import { useTestApp } from '../helpers/use-test-app';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));

describe('search pages read in one statement', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  /** Both answers, with the search matching every row: the bodies must be equal. */
  const sameAsUnsearched = async (list: string, search: string) => {
    const all = await get(list);
    const searched = await get(search);
    expect(all.statusCode, all.body).toBe(200);
    expect(searched.statusCode, searched.body).toBe(200);
    expect(all.json<unknown[]>().length).toBeGreaterThan(1);
    expect(searched.json()).toEqual(all.json());
    expect(searched.headers['x-total-count']).toBe(all.headers['x-total-count']);
  };

  it('answers every list exactly as its unsearched read, nullable columns set and empty', async () => {
    const { prisma } = ctx().infra;
    await createDocument(prisma, { name: 'Zephyr invoice A', uploadedAt: day(1) });
    await createDocument(prisma, {
      name: 'Zephyr packing B',
      uploadedAt: day(2),
      status: 'rejected',
      pageCount: 3,
      reasons: ['Signature missing', 'Stamp unreadable'],
      verification: {
        detectedType: 'packing_list',
        pageCount: 3,
        textLength: 1200,
        findings: [{ code: 'signature', severity: 'error', message: 'Signature missing' }],
        extractedFields: { invoiceNumber: 'INV-7' },
        durationMs: 42,
        checkedAt: day(3).toISOString(),
      },
      verifiedAt: day(3),
    });
    await createSanctionsScreening(prisma, { entityName: 'Zephyr Shipping', screenedAt: day(1) });
    await createSanctionsScreening(prisma, {
      entityName: 'Zephyr Maritime',
      screenedAt: day(2),
      screeningResult: 'flagged',
      riskLevel: 'high',
      notes: 'Checked by hand',
      suggestedResult: 'flagged',
      suggestedRiskLevel: 'high',
      matchCount: 2,
      candidateCount: 5,
      topScore: 0.913,
      decidedBy: 'user-1',
      decidedByName: 'Ada Officer',
    });
    await createKycScreening(prisma, { entityName: 'Zephyr Trading', screenedAt: day(1) });
    await createKycScreening(prisma, {
      entityName: 'Zephyr Holdings',
      screenedAt: day(2),
      entityType: 'company',
      identificationNumber: 'NL-123',
      address: 'Keizersgracht 1, Amsterdam',
      dateOfBirth: new Date('1970-03-04'),
      isPEP: true,
      sanctionsMatch: true,
      amlFlags: ['high_risk_country', 'adverse_media'],
      matchCount: 1,
      candidateCount: 3,
      topScore: 0.88,
    });
    await createDeclaration(prisma, { declarantName: 'Zephyr Forwarding', createdAt: day(1) });
    await createDeclaration(prisma, {
      declarantName: 'Zephyr Brokers',
      createdAt: day(2),
      consignorName: 'Zephyr Exports',
      consigneeAddress: 'Rotterdam',
      totalValue: '12345.67',
      currency: 'EUR',
      items: [{ description: 'Valves', quantity: 4, value: 100 }],
      status: 'rejected',
      rejectionReason: 'Missing origin certificate',
      clearedAt: day(3),
    });

    await sameAsUnsearched('/api/documents', '/api/documents?q=zephyr');
    await sameAsUnsearched('/api/documents?sort=size', '/api/documents?sort=size&q=zephyr');
    await sameAsUnsearched('/api/sanctions-screening', '/api/sanctions-screening?q=zephyr');
    await sameAsUnsearched('/api/kyc-screening', '/api/kyc-screening?q=zephyr');
    await sameAsUnsearched('/api/kyc-screening', '/api/kyc-screening/search?entity=zephyr');
    await sameAsUnsearched('/api/customs-declarations', '/api/customs-declarations?q=zephyr');
  });

  /** Six matching documents; 2 and 5 share a day, as rows stored in the same millisecond do. */
  const seedTies = async () => {
    const { prisma } = ctx().infra;
    const days = [1, 2, 7, 3, 2, 9];
    const sizes = [300, 100, 100, 500, 200, 400];
    const ids: number[] = [];
    for (const [index, d] of days.entries())
      ids.push(
        (
          await createDocument(prisma, {
            name: `Quill ${index + 1}`,
            uploadedAt: day(d),
            size: sizes[index],
          })
        ).id,
      );
    // A document that does not match, between them.
    await createDocument(prisma, { name: 'Other', uploadedAt: day(4) });
    return ids;
  };

  const page = async (
    sort: string,
    limit: number,
    after?: { value: Date | number; id: number },
  ) => {
    const paging = keysetPaging({
      query: { limit, sort },
      types: { uploadedAt: 'date', size: 'number', id: 'number' },
    });
    const result = await readSearchPage<{ id: number }>(ctx().infra, {
      columns: [TEXT_COLUMNS.documentName],
      q: 'quill',
      few: 100,
      order: { ...paging.order!, after: after ?? null },
      select: { id: true },
    });
    return { total: result?.total, ids: result?.rows.map((row) => row.id) };
  };

  it('orders by the sort value then the id, and continues strictly after the cursor', async () => {
    const [d1, d2, d3, d4, d5, d6] = await seedTies();
    // Newest first: day 9, 7, 3, then the tie on day 2 by the higher id first.
    expect(await page('-uploadedAt', 4)).toEqual({ total: 6, ids: [d6, d3, d4, d5, d2] });
    expect(await page('-uploadedAt', 10, { value: day(2), id: d5! })).toEqual({
      total: 6,
      ids: [d2, d1],
    });
    expect(await page('uploadedAt', 1, { value: day(2), id: d2! })).toEqual({
      total: 6,
      ids: [d5, d4],
    });
    // Numbers: 100 twice (ids 2 and 3), then 200, 300...; after the last, an empty page.
    expect(await page('size', 3)).toEqual({ total: 6, ids: [d2, d3, d5, d1] });
    expect(await page('size', 3, { value: 500, id: d4! })).toEqual({ total: 6, ids: [] });
  });

  it('continues after a cursor whose row was deleted since', async () => {
    const [d1, d2, , d4, d5] = await seedTies();
    await ctx().infra.prisma.document.delete({ where: { id: d4! } });
    expect(await page('-uploadedAt', 10, { value: day(3), id: d4! })).toEqual({
      total: 5,
      ids: [d5, d2, d1],
    });
  });

  it('declines a search matching more rows than it reads, so the list walks its order index', async () => {
    await seedTies();
    const paging = keysetPaging({
      query: { limit: 2, sort: '-uploadedAt' },
      types: { uploadedAt: 'date' },
    });
    const result = await readSearchPage(ctx().infra, {
      columns: [TEXT_COLUMNS.documentName],
      q: 'quill',
      few: 5,
      order: paging.order!,
      select: { id: true },
    });
    expect(result).toBeNull();
  });

  it("is offered only for the list's own date and number sort fields", () => {
    const types = { uploadedAt: 'date', name: 'string', id: 'number' } as const;
    const paging = (sort: string) => keysetPaging({ query: { limit: 2, sort }, types });
    expect(paging('-uploadedAt').order).toMatchObject({
      column: 'uploadedAt',
      direction: 'desc',
      take: 3,
    });
    expect(paging('name').order).toBeUndefined();
    expect(() => paging('constructor')).toThrow(/sort must be one of: uploadedAt, name, id/);
  });
});
