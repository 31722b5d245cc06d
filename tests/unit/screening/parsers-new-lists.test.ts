import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  parseAuDfat,
  parseCanadaSema,
  parseOfacDerived,
  parseOfacXml,
  parseUkOfsi,
  type WatchlistParseResult,
} from '../../../core/src/screening/engine';
import { readFirstSheet } from '../../../core/src/screening/parsers/xlsx';
import { listFile } from './helpers';

const find = (result: WatchlistParseResult, id: string) => {
  const entity = result.entities.find((e) => e.id === id);
  if (!entity) throw new Error(`missing ${id}`);
  return entity;
};

describe('OFAC SDN derived name table (bundled, OFAC publication 2026-08-20)', () => {
  const sdn = parseOfacDerived(
    readFileSync(listFile('us_ofac_sdn/ofac-sdn.csv')),
    readFileSync(listFile('us_ofac_sdn/metadata.json')),
    'us_ofac_sdn',
  );

  it('reads every entry with OFAC ent_num ids and the publication date', () => {
    expect(sdn.entities).toHaveLength(19249);
    expect(sdn.asOf).toBe('2026-08-20');
    expect(sdn.entities.filter((e) => e.entityType === 'vessel')).toHaveLength(1534);
    expect(sdn.entities.filter((e) => e.entityType === 'aircraft')).toHaveLength(342);
  });

  it('lists Vladimir Putin with his alias and program', () => {
    expect(find(sdn, 'us_ofac_sdn:35096')).toMatchObject({
      name: 'PUTIN, Vladimir Vladimirovich',
      entityType: 'individual',
      aliases: [{ name: 'PUTIN, Vladimir', kind: 'aka' }],
      programs: ['RUSSIA-EO14024'],
    });
  });

  it('has no date without metadata', () => {
    const bare = parseOfacDerived(
      'uid,name,type,programs,alternate_names\n1,A B,entity,X,\n',
      undefined,
      'us_ofac_sdn',
    );
    expect(bare).toMatchObject({
      asOf: null,
      entities: [{ id: 'us_ofac_sdn:1', entityType: 'company' }],
    });
  });
});

describe('OFAC official XML (Consolidated, Publish_Date 01/08/2026)', () => {
  const cons = parseOfacXml(
    readFileSync(listFile('us_ofac_consolidated/CONSOLIDATED.XML')),
    'us_ofac_cons',
  );

  it('reads every entry, its date, names in the legacy LAST, First order and aliases', () => {
    expect(cons.entities).toHaveLength(442);
    expect(cons.asOf).toBe('2026-01-08');
    const haniya = find(cons, 'us_ofac_cons:9639');
    expect(haniya).toMatchObject({
      name: 'HANIYA, Ismail Abdul Salah',
      entityType: 'individual',
      programs: ['NS-PLC'],
      datesOfBirth: ['1962'],
    });
    expect(haniya.aliases).toContainEqual({ name: 'HANIYYA, Ismaeel', kind: 'aka' });
  });

  it('keeps identifiers but not listing attributes such as gender', () => {
    const types = cons.entities.flatMap((e) => e.identifiers.map((i) => i.type));
    expect(types).not.toContain('Gender');
    expect(types.some((t) => /secondary sanctions/i.test(t))).toBe(false);
  });
});

describe('Canada Consolidated Autonomous Sanctions List (sema-lmes.xml)', () => {
  const ca = parseCanadaSema(readFileSync(listFile('ca_sema/sema-lmes.xml')));

  it('reads every record with stable regulation-numbered ids and the latest listing date', () => {
    expect(ca.entities).toHaveLength(4759);
    expect(new Set(ca.entities.map((e) => e.id)).size).toBe(4759);
    expect(ca.latestRecordDate).toBe('2025-03-20');
  });

  it('lists Vladimir Putin with his Cyrillic name, country and year of birth', () => {
    expect(find(ca, 'ca_sema:russia-1-part-1-503')).toMatchObject({
      name: 'Vladimir Vladimirovich PUTIN',
      entityType: 'individual',
      countries: ['RU'],
      datesOfBirth: ['1952'],
      aliases: [
        { name: 'Владимир Владимирович Путин', kind: 'original_script' },
        { name: 'PUTIN, Vladimir Vladimirovich', kind: 'aka' },
      ],
    });
  });

  it('reads ships with their IMO number as vessels', () => {
    const ship = ca.entities.find((e) => e.name === 'Balitiyskiy III');
    expect(ship).toMatchObject({
      entityType: 'vessel',
      identifiers: [{ type: 'IMO', value: '7612448' }],
    });
  });
});

describe('Australia DFAT Consolidated List (XLSX)', () => {
  const au = parseAuDfat(readFileSync(listFile('au_dfat/regulation8_consolidated.xlsx')));

  it('groups name rows by reference, with aliases and original script', () => {
    expect(au.latestRecordDate).toBe('2024-11-11');
    const akhund = find(au, 'au_dfat:2');
    expect(akhund.name).toBe('MOHAMMAD HASSAN AKHUND');
    expect(akhund.entityType).toBe('individual');
    expect(akhund.aliases).toContainEqual({ name: 'محمد حسن أخوند', kind: 'original_script' });
    expect(akhund.datesOfBirth).toEqual(expect.arrayContaining(['1955', '1958', '1945']));
  });

  it('lists Vladimir Putin', () => {
    expect(au.entities.find((e) => e.name === 'Vladimir Vladimirovich PUTIN')).toMatchObject({
      id: 'au_dfat:6678',
      entityType: 'individual',
    });
  });
});

describe('UK OFSI Consolidated List (ConList.xlsx)', () => {
  const uk = parseUkOfsi(readFileSync(listFile('uk_ofsi/ConList.xlsx')));

  it('reads one target per Group ID, dated by the Last Updated row', () => {
    expect(uk.entities).toHaveLength(4688);
    expect(uk.asOf).toBe('2025-04-14');
    expect(uk.entities.filter((e) => e.entityType === 'vessel')).toHaveLength(15);
  });

  it('lists Vladimir Putin with his date of birth and name variants', () => {
    const putin = find(uk, 'uk_ofsi:14196');
    expect(putin).toMatchObject({
      name: 'Vladimir Vladimirovich PUTIN',
      entityType: 'individual',
      datesOfBirth: ['1952-10-07'],
      programs: ['Russia'],
    });
    expect(putin.aliases).toContainEqual({
      name: 'Владимир Владимирович Путин',
      kind: 'original_script',
    });
  });
});

describe('XLSX reader', () => {
  it('refuses a file that is not an XLSX workbook', () => {
    expect(() => readFirstSheet(Buffer.from('name,type\nA,B\n'))).toThrow(/not an XLSX file/);
  });
});
