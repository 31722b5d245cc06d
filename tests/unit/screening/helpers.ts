import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  buildIndex,
  parseOfacLegacy,
  type ScreeningIndex,
  type WatchlistEntity,
} from '../../../core/src/screening/engine';
import { loadWatchlistDirectory } from '../../../core/src/screening/sources/load-directory';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const listDir = path.join(repoRoot, 'prisma/reference-data/watchlists');
export const fixture = (...parts: string[]) =>
  path.join(repoRoot, 'tests/fixtures/watchlists', ...parts);
export const listFile = (...parts: string[]) => path.join(listDir, ...parts);

/** An index built once per test file: `load` in beforeAll (it takes seconds), then `get` in tests. */
const builtOnce = (name: string, entities: () => WatchlistEntity[]) => {
  let building: Promise<ScreeningIndex> | null = null;
  let index: ScreeningIndex | null = null;
  return {
    load: () => (building ??= buildIndex(entities()).then((built) => (index = built))),
    get: (): ScreeningIndex => {
      if (!index) throw new Error(`build the ${name} index in beforeAll before searching it`);
      return index;
    },
  };
};

/** One index over every bundled official list, exactly what a fresh start loads (~5 s to build). */
const bundled = builtOnce('bundled', () =>
  loadWatchlistDirectory(listDir).flatMap((r) => r.entities),
);
export const loadBundledIndex = bundled.load;
export const bundledIndex = bundled.get;

/**
 * The engine's reference data set: the 2021 OFAC SDN and the non-SDN lists in OFAC's legacy CSV
 * layout (with remarks: dates of birth, passports, IMO numbers), plus the bundled UN, CSL and DPL
 * lists. The matcher tests pin the engine's behaviour on it; it does not change with list updates.
 */
const legacy = builtOnce('engine reference', () => {
  const read = (dir: string, name: string) => readFileSync(fixture(dir, name));
  const sdn = parseOfacLegacy(
    {
      primary: read('us_ofac_sdn_2021', 'sdn.csv'),
      aliases: read('us_ofac_sdn_2021', 'alt.csv'),
      addresses: read('us_ofac_sdn_2021', 'add.csv'),
      comments: read('us_ofac_sdn_2021', 'sdn_comments.csv'),
    },
    'us_ofac_sdn',
  );
  const cons = parseOfacLegacy(
    {
      primary: read('us_ofac_consolidated_csv', 'cons_prim.csv'),
      aliases: read('us_ofac_consolidated_csv', 'cons_alt.csv'),
      addresses: read('us_ofac_consolidated_csv', 'cons_add.csv'),
      comments: read('us_ofac_consolidated_csv', 'cons_comments.csv'),
    },
    'us_ofac_cons',
  );
  const others = loadWatchlistDirectory(listDir).filter((r) =>
    ['un_sc', 'us_csl', 'us_bis_dpl'].includes(r.source),
  );
  return [sdn, cons, ...others].flatMap((r) => r.entities);
});
export const loadEngineIndex = legacy.load;
export const engineIndex = legacy.get;
