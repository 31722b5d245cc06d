// The CBP rulings the classification suggestions cite as precedents stay trustworthy: each traceable
// to a published ruling, each labelled with a subheading of the HS 2022 nomenclature the product
// ships, and none of them a ruling the benchmark scores against (that would hand the benchmark its
// own answers).
import { describe, expect, it } from 'vitest';

import { parseCsv } from '../../../core/src/tariffs/csv';
import { PRECEDENTS_FILE, readPrecedents } from '../../../core/src/tariffs/precedents';
import { readBundled } from '../../../core/src/tariffs/sources';
import { FRESH_FIXTURE, HOLDOUT_FIXTURE, loadRulingFixture } from '../../helpers/ruling-fixture';

const bundled = (name: string) => parseCsv(readBundled(name));

describe('bundled CBP ruling precedents', () => {
  const rows = bundled(PRECEDENTS_FILE);

  it('cites a ruling, its date and the page it was read from on every row', () => {
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    for (const row of rows) {
      expect(row.ruling, JSON.stringify(row)).toMatch(/^[A-Z]{0,2}\d{5,7}$/);
      expect(row.source_url).toBe(`https://rulings.cbp.gov/ruling/${row.ruling}`);
      expect(row.read_from, row.ruling).toMatch(/^https?:\/\/\S+$/);
      expect(row.date, row.ruling).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
      // Chemicals go by their names alone ("Urea", "Wheat flour").
      expect(row.description!.length, row.ruling).toBeGreaterThan(3);
    }
  });

  it('labels every row with a subheading of HS 2022 that its ruled code begins with', () => {
    const subheadings = new Set(
      bundled('harmonized-system.csv.gz')
        .filter((row) => row.level === '6')
        .map((row) => row.hscode),
    );
    expect(rows.filter((row) => !subheadings.has(row.hs6!)).map((row) => row.ruling)).toEqual([]);
    for (const row of rows) expect(row.hs_code!.replace(/\./g, '').slice(0, 6)).toBe(row.hs6);
  });

  it('holds no ruling of the benchmark sets, nor any read from the pages they were read from', () => {
    const benchmark = [
      ...loadRulingFixture(),
      ...loadRulingFixture(HOLDOUT_FIXTURE),
      ...loadRulingFixture(FRESH_FIXTURE),
    ];
    const scored = new Set(benchmark.map((row) => row.ruling));
    expect(rows.filter((row) => scored.has(row.ruling!)).map((row) => row.ruling)).toEqual([]);
    // A digest lists a ruling's near neighbours (the same importer's other styles) beside it.
    const page = (url: string) =>
      url.replace(/^https?:\/\/(?:www\.|stage\.)?/, '').replace(/[?#].*$/, '');
    const pages = new Set(benchmark.map((row) => page(row.readFrom)));
    expect(rows.filter((row) => pages.has(page(row.read_from!))).map((row) => row.ruling)).toEqual(
      [],
    );
  });

  it('reads as the suggestions use it', () => {
    const precedents = readPrecedents();
    expect(precedents).toHaveLength(rows.length);
    expect(precedents[0]).toEqual({
      ruling: rows[0]!.ruling,
      date: rows[0]!.date,
      hs6: rows[0]!.hs6,
      description: rows[0]!.description,
    });
  });
});
