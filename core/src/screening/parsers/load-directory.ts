import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { WatchlistParseResult } from '../engine/types';
import { parseBisDpl } from './bis-dpl';
import { type OfacSource, parseOfacLegacy } from './ofac-csv';
import { parseUnConsolidatedXml } from './un-xml';
import { parseUsCsl } from './us-csl';

const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined);

const loadOfac = (
  dir: string,
  prefix: '' | 'cons_',
  source: OfacSource,
): WatchlistParseResult | null => {
  const primary = read(path.join(dir, prefix ? 'cons_prim.csv' : 'sdn.csv'));
  if (!primary) return null;
  return parseOfacLegacy(
    {
      primary,
      aliases: read(path.join(dir, `${prefix}alt.csv`)),
      addresses: read(path.join(dir, `${prefix}add.csv`)),
      comments: read(path.join(dir, prefix ? 'cons_comments.csv' : 'sdn_comments.csv')),
    },
    source,
  );
};

/**
 * Loads every official list found in a directory laid out like prisma/reference-data/watchlists
 * (us_ofac_sdn/, us_ofac_consolidated/, un_sc/, us_csl/, us_bis_dpl/). Both CSL layouts are
 * merged into one `us_csl` result.
 */
export const loadWatchlistDirectory = (dir: string): WatchlistParseResult[] => {
  const results: WatchlistParseResult[] = [];
  const sdn = loadOfac(path.join(dir, 'us_ofac_sdn'), '', 'us_ofac_sdn');
  if (sdn) results.push(sdn);
  const cons = loadOfac(path.join(dir, 'us_ofac_consolidated'), 'cons_', 'us_ofac_cons');
  if (cons) results.push(cons);
  const un = read(path.join(dir, 'un_sc', 'UN_consolidated.xml'));
  if (un) results.push(parseUnConsolidatedXml(un));
  const csl = ['consolidated.csv', 'csl.csv']
    .map((f) => read(path.join(dir, 'us_csl', f)))
    .filter((b): b is NonNullable<typeof b> => !!b)
    .map(parseUsCsl);
  if (csl.length > 0) {
    const ids = new Set<string>();
    results.push({
      source: 'us_csl',
      entities: csl.flatMap((r) => r.entities).filter((e) => !ids.has(e.id) && ids.add(e.id)),
      asOf: null,
      latestRecordDate: csl
        .map((r) => r.latestRecordDate)
        .reduce((a, b) => (b && (!a || b > a) ? b : a), null),
    });
  }
  const dpl = read(path.join(dir, 'us_bis_dpl', 'dpl.txt'));
  if (dpl) results.push(parseBisDpl(dpl));
  return results;
};
