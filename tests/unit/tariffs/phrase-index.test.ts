import { describe, expect, it } from 'vitest';

import { createPhraseIndex } from '../../../core/src/tariffs/phrase-index';

describe('createPhraseIndex', () => {
  // As `unnest(to_tsvector('english', text))` gives them: each lexeme with its positions.
  const index = createPhraseIndex([
    // 'Clocks; alarm clocks, with watch movements'
    { code: '910511', lexemes: 'alarm 2 clock 1,3 movement 6 watch 5' },
    // 'Lithium-ion batteries, of the kind used in clocks'
    { code: '850760', lexemes: 'batteri 4 clock 10 ion 3 kind 7 lithium 2 lithium-ion 1 use 8' },
    { code: '999999', lexemes: null },
  ])!;
  const phrase = (...lexemes: [string, number][]) =>
    lexemes.map(([lexeme, position]) => ({ lexeme, position }));

  it('finds two lexemes written together, and not apart or the other way round', () => {
    expect(index.holding(phrase(['alarm', 1], ['clock', 2]))('910511')).toBe(true);
    expect(index.holding(phrase(['watch', 1], ['movement', 2]))('910511')).toBe(true);
    expect(index.holding(phrase(['movement', 1], ['watch', 2]))('910511')).toBe(false);
    expect(index.holding(phrase(['alarm', 1], ['movement', 2]))('910511')).toBe(false);
  });

  it('keeps the distances a phrase holds, whatever order the lexemes come in', () => {
    // 'lithium-ion battery': lithium-ion, lithium, ion and batteri in a row.
    const battery = phrase(['batteri', 4], ['ion', 3], ['lithium', 2], ['lithium-ion', 1]);
    expect(index.holding(battery)('850760')).toBe(true);
    // 'clock … watch' three positions apart, as a stop word between two words leaves them.
    expect(index.holding(phrase(['clock', 1], ['watch', 3]))('910511')).toBe(true);
    expect(index.holding(phrase(['clock', 1], ['watch', 4]))('910511')).toBe(false);
  });

  it('finds a single lexeme anywhere and an empty phrase nowhere', () => {
    expect(index.holding(phrase(['use', 5]))('850760')).toBe(true);
    expect(index.holding([])('850760')).toBe(false);
  });

  it('finds nothing for a lexeme no document holds, a code it lacks or a document without words', () => {
    expect(index.holding(phrase(['cuckoo', 1], ['clock', 2]))('910511')).toBe(false);
    expect(index.holding(phrase(['alarm', 1], ['clock', 2]))('010121')).toBe(false);
    expect(index.holding(phrase(['alarm', 1], ['clock', 2]))('999999')).toBe(false);
  });
});
