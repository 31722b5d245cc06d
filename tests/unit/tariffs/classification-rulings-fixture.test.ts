// The labelled sets behind `npm run bench:classification` stay trustworthy: enough rows, each
// traceable to a published CBP ruling, each labelled with a subheading that exists in the HS 2022
// nomenclature the product ships, and no ruling in two of the sets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { parseCsv } from '../../../core/src/tariffs/csv';
import { BUNDLED_TARIFF_DIR } from '../../../core/src/tariffs/sources';
import {
  FRESH_FIXTURE,
  HOLDOUT_FIXTURE,
  loadEverydayFixture,
  loadRulingFixture,
} from '../../helpers/ruling-fixture';

const shippedSubheadings = () =>
  new Set(
    parseCsv(
      gunzipSync(readFileSync(path.join(BUNDLED_TARIFF_DIR, 'harmonized-system.csv.gz'))).toString(
        'utf8',
      ),
    )
      .filter((row) => row.level === '6')
      .map((row) => row.hscode),
  );

const SETS = [
  {
    name: 'tuning set',
    rulings: loadRulingFixture(),
    atLeast: 200,
    chapters: 30,
    subheadings: 100,
  },
  {
    name: 'held-out set',
    rulings: loadRulingFixture(HOLDOUT_FIXTURE),
    atLeast: 50,
    chapters: 20,
    subheadings: 40,
  },
  {
    name: 'fresh set',
    rulings: loadRulingFixture(FRESH_FIXTURE),
    atLeast: 150,
    chapters: 40,
    subheadings: 100,
  },
];

describe.each(SETS)(
  'labelled CBP ruling fixture: $name',
  ({ rulings, atLeast, chapters, subheadings: distinct }) => {
    const subheadings = shippedSubheadings();

    it(`holds at least ${atLeast} labelled descriptions`, () => {
      expect(rulings.length).toBeGreaterThanOrEqual(atLeast);
      expect(subheadings.size).toBeGreaterThan(5000);
    });

    it('cites a CBP ruling and the page it was read from on every row', () => {
      for (const row of rulings) {
        expect(row.ruling, JSON.stringify(row)).toMatch(/^[A-Z]?\d{5,7}$/);
        expect(row.sourceUrl).toBe(`https://rulings.cbp.gov/ruling/${row.ruling}`);
        expect(row.readFrom, row.ruling).toMatch(/^https?:\/\/\S+$/);
        expect(row.date, row.ruling).toMatch(/^(19|20)\d\d-\d\d-\d\d$/);
        expect(row.description.length, row.ruling).toBeGreaterThan(15);
      }
    });

    it('labels every row with a code of at least 6 digits whose HS6 exists in HS 2022', () => {
      const unknown = rulings.filter((row) => !subheadings.has(row.hs6));
      expect(unknown.map((row) => `${row.ruling} ${row.hsCode}`)).toEqual([]);
      for (const row of rulings) {
        const digits = row.hsCode.replace(/\./g, '');
        expect(digits, row.ruling).toMatch(/^\d{6,10}$/);
        expect(digits.slice(0, 6), row.ruling).toBe(row.hs6);
      }
    });

    it('covers many chapters rather than a few easy ones', () => {
      expect(new Set(rulings.map((row) => row.hs6.slice(0, 2))).size).toBeGreaterThanOrEqual(
        chapters,
      );
      expect(new Set(rulings.map((row) => row.hs6)).size).toBeGreaterThanOrEqual(distinct);
    });
  },
);

describe('the labelled sets', () => {
  it('share no ruling', () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const { name, rulings } of SETS)
      for (const ruling of new Set(rulings.map((row) => row.ruling))) {
        const other = seen.get(ruling);
        if (other) shared.push(`${ruling}: ${other} and ${name}`);
        seen.set(ruling, name);
      }
    expect(shared).toEqual([]);
  });
});

describe('the everyday names fixture', () => {
  const names = loadEverydayFixture();

  it('holds at least 150 distinct everyday names over many chapters', () => {
    expect(names.length).toBeGreaterThanOrEqual(150);
    const descriptions = names.map((name) => name.description.toLowerCase());
    expect(descriptions.filter((d, at) => descriptions.indexOf(d) !== at)).toEqual([]);
    expect(new Set(names.map((name) => name.hs6.slice(0, 2))).size).toBeGreaterThanOrEqual(50);
    // Names as people type them, not ruling texts.
    for (const { description } of names)
      expect(description.split(' ').length, description).toBeLessThanOrEqual(5);
  });

  it('labels every name with HS 2022 subheadings, the main one not repeated among the others', () => {
    const subheadings = shippedSubheadings();
    const unknown = names.flatMap(({ description, hs6, also }) =>
      [hs6, ...also]
        .filter((code) => !subheadings.has(code))
        .map((code) => `${description} ${code}`),
    );
    expect(unknown).toEqual([]);
    for (const { description, hs6, also } of names) expect(also, description).not.toContain(hs6);
  });
});
