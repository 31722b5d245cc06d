import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  parseDelimited,
  parseOfacLegacy,
  parseOfacRemarks,
  type WatchlistEntity,
} from '../../../core/src/screening/engine';
import { fixture } from './helpers';

const sdn = parseOfacLegacy(
  {
    primary: readFileSync(fixture('us_ofac_sdn_2021/sdn.csv')),
    aliases: readFileSync(fixture('us_ofac_sdn_2021/alt.csv')),
    addresses: readFileSync(fixture('us_ofac_sdn_2021/add.csv')),
    comments: readFileSync(fixture('us_ofac_sdn_2021/sdn_comments.csv')),
  },
  'us_ofac_sdn',
);
const byId = (id: string): WatchlistEntity => {
  const entity = sdn.entities.find((e) => e.id === id);
  if (!entity) throw new Error(`missing ${id}`);
  return entity;
};

describe('OFAC legacy CSV parser', () => {
  it('reads every SDN entry with its type', () => {
    expect(sdn.entities).toHaveLength(8976);
    const types: Record<string, number> = {};
    for (const e of sdn.entities) types[e.entityType] = (types[e.entityType] ?? 0) + 1;
    expect(types).toEqual({ individual: 4620, company: 3673, vessel: 406, aircraft: 277 });
    expect(sdn.asOf).toBeNull();
    expect(new Set(sdn.entities.map((e) => e.id)).size).toBe(8976);
  });

  it('parses a well-known individual: DOB, nationality, cedula, programs', () => {
    const maduro = byId('us_ofac_sdn:22790');
    expect(maduro.name).toBe('MADURO MOROS, Nicolas');
    expect(maduro.entityType).toBe('individual');
    expect(maduro.programs).toEqual(['VENEZUELA', 'IRAN-CON-ARMS-EO']);
    expect(maduro.datesOfBirth).toEqual(['1962-11-23']);
    expect(maduro.countries).toContain('VE');
    expect(maduro.identifiers).toContainEqual({ type: 'Cedula', value: '5892464', country: 'VE' });
  });

  it('keeps alt.csv aliases and weak a.k.a.s quoted in the remarks', () => {
    const bank = byId('us_ofac_sdn:306');
    expect(bank.aliases).toContainEqual({ name: 'NATIONAL BANK OF CUBA', kind: 'aka' });
    expect(bank.aliases).toContainEqual({ name: 'BNC', kind: 'weak_aka' });
    expect(bank.countries).toEqual(expect.arrayContaining(['CH', 'ES', 'JP', 'PA']));
    expect(bank.addresses).toContain('Zweierstrasse 35, Zurich CH-8022, Switzerland');
  });

  it('reads vessels with IMO, MMSI, call sign and former names', () => {
    const vessel = byId('us_ofac_sdn:15036');
    expect(vessel.entityType).toBe('vessel');
    expect(vessel.identifiers).toEqual(
      expect.arrayContaining([
        { type: 'IMO', value: '9187629' },
        { type: 'MMSI', value: '572469210' },
        { type: 'Call Sign', value: 'T2EU4' },
      ]),
    );
    expect(vessel.aliases).toContainEqual({ name: 'ABADAN', kind: 'fka' });
  });

  it('joins the remarks overflow from sdn_comments.csv before parsing it', () => {
    const hacker = byId('us_ofac_sdn:28264');
    expect(hacker.identifiers).toContainEqual({
      type: 'Identification Number',
      value: '210302198701102136',
      country: 'CN',
    });
    expect(hacker.aliases.map((a) => a.name)).toEqual(
      expect.arrayContaining(['blackjack1987', 'khaleesi']),
    );
    expect(hacker.remarks).toContain("a.k.a. 'khaleesi'");
  });

  it('parses the consolidated (non-SDN) files with their own id prefix', () => {
    const cons = parseOfacLegacy(
      {
        primary: readFileSync(fixture('us_ofac_consolidated_csv/cons_prim.csv')),
        aliases: readFileSync(fixture('us_ofac_consolidated_csv/cons_alt.csv')),
        addresses: readFileSync(fixture('us_ofac_consolidated_csv/cons_add.csv')),
        comments: readFileSync(fixture('us_ofac_consolidated_csv/cons_comments.csv')),
      },
      'us_ofac_cons',
    );
    expect(cons.entities).toHaveLength(442);
    const haniya = cons.entities.find((e) => e.id === 'us_ofac_cons:9639');
    expect(haniya?.name).toBe('HANIYA, Ismail Abdul Salah');
    expect(haniya?.datesOfBirth).toEqual(['1962']);
    expect(haniya?.aliases.map((a) => a.name)).toEqual(
      expect.arrayContaining(['HANIYA, Ismail', 'HANIYYA, Ismaeel']),
    );
  });

  it('treats -0- as empty and ignores the trailing DOS end-of-file byte', () => {
    const rows = parseDelimited('36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA"\r\n\u001a');
    expect(rows).toEqual([['36', 'AEROCARIBBEAN AIRLINES', '-0- ', 'CUBA']]);
    const parsed = parseOfacLegacy(
      { primary: '36,"AERO",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n' },
      'us_ofac_sdn',
    );
    expect(parsed.entities[0]).toMatchObject({
      id: 'us_ofac_sdn:36',
      entityType: 'company',
      remarks: null,
      programs: ['CUBA'],
    });
  });
});

describe('OFAC remarks', () => {
  it('extracts DOB ranges, nationality, identifiers and weak aliases', () => {
    const parsed = parseOfacRemarks(
      "DOB 1960 to 1962; alt. DOB 01 Jan 1965; nationality Korea, North; Passport A1234567 (Iran) issued 2010; a.k.a. 'ABU ALI'; Linked To: FOO.",
    );
    expect(parsed.datesOfBirth).toEqual(['1960', '1961', '1962', '1965-01-01']);
    expect(parsed.countries).toEqual(['KP']);
    expect(parsed.identifiers).toEqual([{ type: 'Passport', value: 'A1234567', country: 'IR' }]);
    expect(parsed.weakAliases).toEqual([{ name: 'ABU ALI', kind: 'weak_aka' }]);
  });
});
