// How a search that found its matches with their sort values picks one page among them: the same
// rows, in the same order, as the page's read in PostgreSQL would select (sort value, then id, in
// the list's direction, strictly after the cursor's pair).
import { describe, expect, it } from 'vitest';

import { keysetPaging, pageAmong, type SortedMatch } from '../../core/src/paging/keyset';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));

// Ids 1-6; 2 and 5 share a day, as rows uploaded in the same millisecond do.
const matches: SortedMatch[] = [
  { id: 4, key: day(3) },
  { id: 1, key: day(1) },
  { id: 5, key: day(2) },
  { id: 6, key: day(9) },
  { id: 2, key: day(2) },
  { id: 3, key: day(7) },
];

describe('pageAmong', () => {
  it('orders newest first with ties broken by the higher id, and takes the page', () => {
    expect(pageAmong(matches, { direction: 'desc', after: null, take: 4 })).toEqual([6, 3, 4, 5]);
  });

  it('continues strictly after the cursor, a tie on the date included', () => {
    expect(
      pageAmong(matches, { direction: 'desc', after: { value: day(2), id: 5 }, take: 4 }),
    ).toEqual([2, 1]);
    expect(
      pageAmong(matches, { direction: 'asc', after: { value: day(2), id: 2 }, take: 2 }),
    ).toEqual([5, 4]);
  });

  it('continues after a cursor whose row is no longer among the matches', () => {
    expect(
      pageAmong(matches, { direction: 'desc', after: { value: day(8), id: 99 }, take: 10 }),
    ).toEqual([3, 4, 5, 2, 1]);
  });

  it('sorts numbers, and answers an empty page after the last match', () => {
    const sizes: SortedMatch[] = [
      { id: 1, key: 300 },
      { id: 2, key: 100 },
      { id: 3, key: 100 },
    ];
    expect(pageAmong(sizes, { direction: 'asc', after: null, take: 5 })).toEqual([2, 3, 1]);
    expect(pageAmong(sizes, { direction: 'asc', after: { value: 300, id: 1 }, take: 5 })).toEqual(
      [],
    );
  });

  it('declines values it cannot compare as PostgreSQL would (text), so the read sorts them', () => {
    expect(
      pageAmong([{ id: 1, key: 'Acme' }], { direction: 'asc', after: null, take: 5 }),
    ).toBeNull();
  });

  it("is offered only for the list's own date and number sort fields", () => {
    const types = { uploadedAt: 'date', name: 'string', id: 'number' } as const;
    const paging = (sort: string) => keysetPaging({ query: { limit: 2, sort }, types });
    expect(paging('-uploadedAt').order?.column).toBe('uploadedAt');
    expect(paging('name').order).toBeUndefined();
    expect(() => paging('constructor')).toThrow(/sort must be one of: uploadedAt, name, id/);
  });
});
