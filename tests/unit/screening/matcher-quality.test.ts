import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_THRESHOLD, prepareName } from '../../../core/src/screening/engine';
import { bundledIndex, engineIndex, loadBundledIndex, loadEngineIndex } from './helpers';

const best = (name: string, index = engineIndex()) => index.search({ name, limit: 3 }).matches[0];
const legalOf = (name: string) =>
  prepareName(name)
    .tokens.filter((t) => t.kind === 'legal')
    .map((t) => t.legal);

// Both indexes take a few seconds to build (longer on a loaded machine): build them once, first.
beforeAll(async () => {
  await Promise.all([loadEngineIndex(), loadBundledIndex()]);
}, 240_000);

describe('vessel prefixes and suffixes', () => {
  it.each([
    'MV GREEN LIGHT',
    'M.V. GREEN LIGHT',
    'M/V GREEN LIGHT',
    'M/V. Green Light',
    'GREEN LIGHT (M/V)',
    'MT GREEN LIGHT',
    'M/T GREEN LIGHT',
    'SS GREEN LIGHT',
  ])('finds the listed vessel GREEN LIGHT from "%s"', (name) => {
    expect(best(name)).toMatchObject({ entityId: 'us_ofac_sdn:18340', match: true });
    expect(best(name)!.score).toBeGreaterThanOrEqual(0.95);
  });

  it('finds current listings with the prefix (bundled lists)', () => {
    expect(best('M.V. SONG WON', bundledIndex())).toMatchObject({
      entityId: 'us_ofac_sdn:23742',
      match: true,
    });
    expect(best('MT GIRALT', bundledIndex())).toMatchObject({
      entityId: 'us_ofac_sdn:27425',
      match: true,
    });
  });

  it('does not read a number word into an ordinary word ("LIGHT" is not "eight")', () => {
    expect(prepareName('GREEN LIGHT').tokens.map((t) => t.kind)).toEqual(['core', 'core']);
  });
});

describe('legal forms written out or abbreviated', () => {
  it.each([
    ['ACME Limitada', 'ltd'],
    ['ACME LTDA.', 'ltd'],
    ['ACME Lda', 'ltd'],
    ['ACME Sociedad Anónima', 'sa'],
    ['ACME S.A.', 'sa'],
    ['ACME Sociedade Anônima', 'sa'],
    ['ACME Sociedad Limitada', 'sl'],
    ['ACME Société à responsabilité limitée', 'sarl'],
    ['ACME S.A.R.L.', 'sarl'],
    ['ACME Gesellschaft mit beschränkter Haftung', 'gmbh'],
    ['ACME GmbH', 'gmbh'],
    ['ACME Aktiengesellschaft', 'ag'],
    ['ACME Società per Azioni', 'spa'],
    ['ACME S.p.A.', 'spa'],
    ['ACME Società a responsabilità limitata', 'srl'],
    ['ACME Besloten Vennootschap', 'bv'],
    ['ACME B.V.', 'bv'],
    ['ACME Naamloze Vennootschap', 'nv'],
    ['OOO ACME', 'llc'],
    ['ООО Акме', 'llc'],
    ['Общество с ограниченной ответственностью Акме', 'llc'],
    ['阿克米有限公司', 'ltd'],
    ['阿克米股份有限公司', 'jsc'],
  ])('reads the legal form of "%s" as %s', (name, code) => {
    expect(legalOf(name)).toEqual([code]);
  });

  it('matches a name whose legal form is written out differently', () => {
    for (const name of ['Ganaderia El Vergel Limitada', 'GANADERIA EL VERGEL LTDA']) {
      expect(best(name, bundledIndex())).toMatchObject({
        entityId: 'us_ofac_sdn:7286',
        match: true,
      });
    }
  });
});

describe('compound and hyphenated surnames', () => {
  it('does not match a common given name + surname to half of a hyphenated surname', () => {
    const john = engineIndex()
      .search({ name: 'John Smith', limit: 10 })
      .matches.find((m) => m.name === 'JOHN B. PRIDMORE-SMITH');
    expect(john).toBeDefined();
    expect(john!.score).toBeLessThan(DEFAULT_THRESHOLD);
    expect(john!.match).toBe(false);
  });

  it.each(['John B. Pridmore-Smith', 'John Pridmore Smith', 'John B Pridmoresmith'])(
    'matches "%s" to JOHN B. PRIDMORE-SMITH',
    (name) => {
      const hit = engineIndex()
        .search({ name, limit: 3 })
        .matches.find((m) => m.name === 'JOHN B. PRIDMORE-SMITH');
      expect(hit?.match).toBe(true);
    },
  );
});

describe('Arabic name chains with dropped middle elements', () => {
  it.each([
    ['Usama bin Ladin', 'us_ofac_sdn:6365'],
    ['Usama bin Muhammad bin Ladin', 'us_ofac_sdn:6365'],
    ["'Abd al-Rahman bin 'Umayr al-Nu'aymi", 'us_ofac_sdn:16449'],
    ["Sa'd bin Sa'd al-Ka'bi", 'us_ofac_sdn:18047'],
  ])('finds "%s"', (name, id) => {
    const hits = bundledIndex()
      .search({ name, limit: 5 })
      .matches.filter((m) => m.match)
      .map((m) => m.entityId);
    expect(hits).toContain(id);
  });
});
