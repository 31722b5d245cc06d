import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  parseBisDpl,
  parseOpenSanctionsFtm,
  parseUnConsolidatedXml,
  parseUsCsl,
} from '../../../core/src/screening/engine';
import { loadWatchlistDirectory } from '../../../core/src/screening/sources/load-directory';
import { fixture, listDir, listFile } from './helpers';

describe('UN consolidated XML parser', () => {
  const un = parseUnConsolidatedXml(readFileSync(listFile('un_sc/UN_consolidated.xml')));

  it('reads individuals and entities and the generation date', () => {
    expect(un.entities).toHaveLength(1003);
    expect(un.entities.filter((e) => e.entityType === 'individual')).toHaveLength(730);
    expect(un.entities.filter((e) => e.entityType === 'company')).toHaveLength(273);
    expect(un.asOf).toBe('2026-02-27');
  });

  it('keeps original-script names, low-quality aliases, DOB and nationality', () => {
    const saddam = un.entities.find((e) => e.id === 'un_sc:6908048');
    expect(saddam).toMatchObject({
      name: 'SADDAM HUSSEIN AL-TIKRITI',
      datesOfBirth: ['1937-04-28'],
      countries: ['IQ'],
      programs: ['Iraq'],
    });
    expect(saddam?.aliases).toEqual([
      { name: 'Abu Ali', kind: 'low_quality' },
      { name: 'صدام حسين التكريتي', kind: 'original_script' },
    ]);
  });

  it('reads documents with issuing country and expands BETWEEN years', () => {
    const withPassport = un.entities.find((e) => e.id === 'un_sc:6908012');
    expect(withPassport?.identifiers).toContainEqual({
      type: 'Passport',
      value: 'OB 0243318',
      country: 'CD',
    });
    const between = un.entities.find(
      (e) => e.datesOfBirth.includes('1973') && e.datesOfBirth.includes('1974'),
    );
    expect(between).toBeDefined();
  });

  it('reads entity aliases with their a.k.a./f.k.a. quality', () => {
    const adf = un.entities.find((e) => e.id === 'un_sc:6908402');
    expect(adf?.aliases).toContainEqual({ name: 'Allied Democratic Forces', kind: 'aka' });
    expect(adf?.aliases).toContainEqual({ name: 'ADF/NALU', kind: 'fka' });
    expect(adf?.countries).toEqual(['CD']);
  });
});

describe('US CSL parser', () => {
  it('reads the current layout (_id column)', () => {
    const csl = parseUsCsl(readFileSync(listFile('us_csl/consolidated.csv')));
    expect(csl.entities).toHaveLength(13);
    const abu = csl.entities.find((e) => e.id === 'us_csl:9673');
    expect(abu).toMatchObject({
      name: 'Mohammed ABU JHEISHEH',
      entityType: 'individual',
      datesOfBirth: ['1955'],
    });
    expect(abu?.aliases.map((a) => a.name)).toEqual([
      'Mohammad Mutlaq ABU JHESHEH',
      'Mohammed ABU JEHEISHA',
    ]);
    const sinobright = csl.entities.find((e) => e.name.startsWith('Sinobright'));
    expect(sinobright?.name).toBe('Sinobright Import and Export Company');
  });

  it('reads the older layout, with ids in "country, number, type" order', () => {
    const csl = parseUsCsl(readFileSync(listFile('us_csl/csl.csv')));
    expect(csl.entities).toHaveLength(115);
    const vessel = csl.entities.find((e) => e.name === '7-28');
    expect(vessel).toMatchObject({ id: 'us_csl:23156', entityType: 'vessel', countries: ['KP'] });
    expect(vessel?.identifiers).toContainEqual({ type: 'IMO', value: '8898831' });
    const psa = csl.entities.find((e) => e.name === '200G PSA HOLDINGS LLC');
    expect(psa?.identifiers).toContainEqual({ type: 'Tax ID', value: '80-0890696', country: 'US' });
  });

  it('gives rows without an id a stable hashed key', () => {
    const a = parseUsCsl(readFileSync(listFile('us_csl/csl.csv')));
    const b = parseUsCsl(readFileSync(listFile('us_csl/csl.csv')));
    expect(a.entities.map((e) => e.id)).toEqual(b.entities.map((e) => e.id));
    expect(new Set(a.entities.map((e) => e.id)).size).toBe(a.entities.length);
  });
});

describe('BIS Denied Persons List parser', () => {
  const dpl = parseBisDpl(readFileSync(listFile('us_bis_dpl/dpl.txt')));

  it('reads every row with a stable row key and splits A/K/A names', () => {
    expect(dpl.entities).toHaveLength(581);
    expect(new Set(dpl.entities.map((e) => e.id)).size).toBe(581);
    const again = parseBisDpl(readFileSync(listFile('us_bis_dpl/dpl.txt')));
    expect(again.entities.map((e) => e.id)).toEqual(dpl.entities.map((e) => e.id));
    const sun = dpl.entities.find((e) => e.name === 'FUYI SUN');
    expect(sun?.aliases).toEqual([{ name: 'FRANK SUN', kind: 'aka' }]);
    expect(sun?.id).toMatch(/^us_bis_dpl:[0-9a-f]{16}$/);
  });

  it("reports the latest plausible update date (ignoring the file's 3017 typo)", () => {
    expect(dpl.latestRecordDate).toBe('2022-09-02');
  });
});

describe('OpenSanctions FtM parser (test fixture only)', () => {
  const os = parseOpenSanctionsFtm(readFileSync(fixture('opensanctions/entities.ftm.json')));

  it('maps schemas, names in other scripts, DOB and tax numbers', () => {
    expect(os.entities).toHaveLength(6);
    const kuzmenko = os.entities.find((e) => e.id === 'opensanctions:NK-2Ka3UvopqbpZmVDFjWd4LA');
    expect(kuzmenko).toMatchObject({
      entityType: 'individual',
      datesOfBirth: ['1971-01-22'],
      countries: ['RU'],
    });
    expect(kuzmenko?.aliases).toContainEqual({
      name: 'Виталий Юрьевич КУЗЬМЕНКО',
      kind: 'original_script',
    });
    expect(kuzmenko?.identifiers).toContainEqual({ type: 'Tax ID', value: '366510784303' });
    const tobacco = os.entities.find((e) => e.name === 'RAB „Inter Tobacco“');
    expect(tobacco?.entityType).toBe('company');
    expect(tobacco?.identifiers).toContainEqual({
      type: 'Registration Number',
      value: '808000714',
    });
  });
});

describe('loadWatchlistDirectory', () => {
  it('loads every bundled official list and nothing under OpenSanctions licence', () => {
    const results = loadWatchlistDirectory(listDir);
    expect(results.map((r) => [r.source, r.entities.length])).toEqual([
      ['us_ofac_sdn', 19249],
      ['us_ofac_cons', 442],
      ['un_sc', 1003],
      ['us_csl', 127],
      ['us_bis_dpl', 581],
      ['ca_sema', 4759],
      ['au_dfat', 3062],
      ['uk_ofsi', 4688],
    ]);
    expect(results.map((r) => [r.source, r.asOf ?? r.latestRecordDate])).toEqual([
      ['us_ofac_sdn', '2026-08-20'],
      ['us_ofac_cons', '2026-01-08'],
      ['un_sc', '2026-02-27'],
      ['us_csl', '2023-07-19'],
      ['us_bis_dpl', '2022-09-02'],
      ['ca_sema', '2025-03-20'],
      ['au_dfat', '2024-11-11'],
      ['uk_ofsi', '2025-04-14'],
    ]);
  });
});
