// The labelled classification sets: real product descriptions with the HS code US Customs and Border
// Protection ruled for them (tests/fixtures/classification/cbp-rulings.csv, and the held-out
// cbp-rulings-holdout.csv and cbp-rulings-fresh.csv; provenance in the README beside them). Used by
// the classification benchmark and checked by a unit test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseCsvRows } from '../../core/src/tariffs/csv';

export interface LabelledRuling {
  ruling: string;
  date: string;
  /** The code as the ruling states it (national 8 or 10 digits, dotted). */
  hsCode: string;
  /** Its HS 2022 subheading, digits only. */
  hs6: string;
  description: string;
  sourceUrl: string;
  readFrom: string;
}

const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/classification',
);

/** The rulings the suggestion rules were developed and tuned on. */
export const RULING_FIXTURE = path.join(FIXTURES, 'cbp-rulings.csv');

/**
 * Rulings set aside when they were transcribed: no rule, word list or weight was chosen looking at
 * them, so their score is what a fresh description can expect. Keep it that way: a rule found by
 * reading these misses turns them into a second tuning set.
 */
export const HOLDOUT_FIXTURE = path.join(FIXTURES, 'cbp-rulings-holdout.csv');

/**
 * Rulings transcribed after the held-out set had been read (twenty-sixth stop): scored when
 * they were added, never read for misses. Same rule as the held-out set.
 */
export const FRESH_FIXTURE = path.join(FIXTURES, 'cbp-rulings-fresh.csv');

export const loadRulingFixture = (file = RULING_FIXTURE): LabelledRuling[] => {
  const [header, ...rows] = parseCsvRows(readFileSync(file, 'utf8')).filter(
    (row) => row.length > 1,
  );
  const column = (name: string) => {
    const index = header!.indexOf(name);
    if (index < 0) throw new Error(`${path.basename(file)} has no '${name}' column`);
    return index;
  };
  const at = {
    ruling: column('ruling'),
    date: column('date'),
    hsCode: column('hs_code'),
    hs6: column('hs6'),
    description: column('description'),
    sourceUrl: column('source_url'),
    readFrom: column('read_from'),
  };
  return rows.map((row) => ({
    ruling: row[at.ruling]!,
    date: row[at.date]!,
    hsCode: row[at.hsCode]!,
    hs6: row[at.hs6]!,
    description: row[at.description]!,
    sourceUrl: row[at.sourceUrl]!,
    readFrom: row[at.readFrom]!,
  }));
};

/**
 * Everyday names of goods as users type them ("car tyres", "wine glasses"), labelled by the team
 * (not by a ruling) with the subheading most goods of that name take and the others the name
 * leaves open (a plain "olive oil" can be any grade). The rules for everyday names were chosen by
 * reading its misses, so it is a tuning set too.
 */
export const EVERYDAY_FIXTURE = path.join(FIXTURES, 'everyday-names.csv');

export interface EverydayName {
  description: string;
  /** The subheading most goods of the name take. */
  hs6: string;
  /** Other subheadings the name leaves open. */
  also: string[];
  note: string;
}

export const loadEverydayFixture = (file = EVERYDAY_FIXTURE): EverydayName[] =>
  parseCsvRows(readFileSync(file, 'utf8'))
    .slice(1)
    .filter((row) => row.length > 1)
    .map(([description, hs6, also, note]) => ({
      description: description!,
      hs6: hs6!,
      also: also ? also.split(' ') : [],
      note: note ?? '',
    }));
