import { describe, expect, it } from 'vitest';

import { buildIndex, type ScreeningIndex } from '../../../core/src/screening/engine';
import { loadWatchlistDirectory } from '../../../core/src/screening/sources/load-directory';
import { listDir } from './helpers';

const unList = loadWatchlistDirectory(listDir).find((r) => r.source === 'un_sc')!.entities;

/** Builds an index while counting how often the event loop got a turn before the build finished. */
const buildCountingTurns = async (sliceMs: number) => {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  const index = await buildIndex(unList, { sliceMs }).finally(() => (done = true));
  return { index, turns };
};

const answers = (index: ScreeningIndex, names: string[]) =>
  names.map((name) =>
    index.search({ name, limit: 5 }).matches.map((m) => [m.entityId, m.score.toFixed(4)]),
  );

describe('building the screening index in slices', () => {
  it('gives the event loop turns while it builds, and builds the same index', async () => {
    expect(unList.length).toBeGreaterThan(500);
    const sliced = await buildCountingTurns(0);
    const whole = await buildCountingTurns(Number.POSITIVE_INFINITY);

    // With no slice budget the build pauses at every step; with an infinite one it never does.
    expect(sliced.turns).toBeGreaterThan(unList.length);
    expect(whole.turns).toBe(0);

    const names = [
      ...unList.slice(0, 40).map((e) => e.name),
      'Osama bin Laden',
      'Kim Jong Un',
      'Al-Shabaab',
    ];
    expect(answers(sliced.index, names)).toEqual(answers(whole.index, names));
    expect(sliced.index.stats).toEqual(whole.index.stats);
    expect(answers(sliced.index, ['Osama bin Laden'])[0]!.length).toBeGreaterThan(0);
  });
});
