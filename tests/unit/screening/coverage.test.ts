import type { ListVersion } from '@compliance/contracts';
import { describe, expect, it } from 'vitest';

import { milderThan, suggestSanctions } from '../../../core/src/screening/rules/assess';
import { coverageGaps } from '../../../core/src/screening/rules/coverage';

const version = (
  source: string,
  asOf: string | null,
  versionId: number | null = 1,
): ListVersion => ({
  source,
  kind: 'official',
  category: 'sanctions',
  versionId,
  asOf,
  loadedAt: versionId === null ? null : '2026-11-01T00:00:00.000Z',
  entityCount: versionId === null ? 0 : 100,
});
const at = new Date('2026-11-23T12:00:00Z');

describe('list coverage', () => {
  it('names lists beyond the staleness limit, without a date, or not loaded', () => {
    expect(
      coverageGaps({
        versions: [
          version('us_ofac_sdn', '2026-11-20'),
          version('un_sc', '2026-02-27'),
          version('us_csl', null),
          version('uk_ofsi', null, null),
          { ...version('internal_blacklist', null, null), kind: 'internal' },
        ],
        at,
        staleAfterDays: 30,
      }),
    ).toEqual([
      'UN Security Council Consolidated List dated 2026-02-27 is 269 days old (limit 30 days)',
      'US Consolidated Screening List states no publication date',
      'UK HM Treasury (OFSI) Consolidated List is not loaded',
    ]);
  });

  it('turns a clear suggestion into flagged, naming the gap', () => {
    const clear = suggestSanctions({
      matches: [],
      versions: [version('us_ofac_sdn', '2026-11-20')],
      coverage: { at, staleAfterDays: 30 },
    });
    expect(clear.suggestedResult).toBe('clear');
    const gap = suggestSanctions({
      matches: [],
      versions: [version('us_ofac_sdn', '2026-11-20'), version('uk_ofsi', null, null)],
      coverage: { at, staleAfterDays: 30 },
    });
    expect(gap).toMatchObject({ suggestedResult: 'flagged', suggestedRiskLevel: 'medium' });
    expect(gap.reasons[0]).toBe(
      'Coverage gap: UK HM Treasury (OFSI) Consolidated List is not loaded. A clear result cannot be suggested',
    );
    expect(gap.reasons[1]).toBe(
      'Checked against 1 lists (OFAC Specially Designated Nationals (SDN) List as of 2026-11-20): no match',
    );
  });

  it('orders results from mild to severe', () => {
    expect(milderThan('clear', 'flagged')).toBe(true);
    expect(milderThan('flagged', 'blocked')).toBe(true);
    expect(milderThan('blocked', 'flagged')).toBe(false);
    expect(milderThan('flagged', 'flagged')).toBe(false);
  });
});
