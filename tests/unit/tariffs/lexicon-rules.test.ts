import { describe, expect, it } from 'vitest';

import { loadLexicon, parseRules, RULES_FILE, wordsOf } from '../../../core/src/tariffs/lexicon';
import { readBundled } from '../../../core/src/tariffs/sources';

const bundled = parseRules(readBundled(RULES_FILE));

describe('the project’s lexicon rules (lexicon-rules.txt)', () => {
  it('reads "=>" as searched too, "->" as searched instead and "[phrase]" as a word of its own', () => {
    const rules = parseRules(
      [
        '# a comment',
        'tablet, tablets => measured doses',
        '',
        'flash drive, usb stick,',
        '  thumb drive -> solid-state non-volatile storage devices',
        'halloween => festive, carnival',
        '[bleach], household bleach -> hypochlorites',
      ].join('\n'),
    );
    expect(rules).toEqual([
      { phrase: 'tablet', alternatives: ['measured doses'] },
      { phrase: 'tablets', alternatives: ['measured doses'] },
      ...['flash drive', 'usb stick', 'thumb drive'].map((phrase) => ({
        phrase,
        alternatives: ['solid-state non-volatile storage devices'],
        replaces: true,
      })),
      { phrase: 'halloween', alternatives: ['festive', 'carnival'] },
      { phrase: 'bleach', alternatives: ['hypochlorites'], replaces: true, alone: true },
      { phrase: 'household bleach', alternatives: ['hypochlorites'], replaces: true },
    ]);
  });

  it.each([
    ['laptop portable machine', 'line 2: a rule has one "=>" or "->"'],
    ['a => b -> c', 'line 2: a rule has one "=>" or "->"'],
    ['Laptop => portable machine', 'line 2: rules are written in lower case'],
    ['laptop, => portable machine', 'line 2: an empty phrase or word'],
    ['[laptop => portable machine', 'line 2: an empty phrase or word, or a stray bracket'],
    ['laptop => [portable machine]', 'line 2: an empty phrase or word, or a stray bracket'],
    ['  laptop => portable machine', 'line 2: a continued line follows no rule'],
  ])('stops on a malformed rule (%s) with its line number', (line, message) => {
    expect(() => parseRules(`# rules\n${line}\n`, 'rules.txt')).toThrow(`rules.txt ${message}`);
  });

  it('loads the bundled rules after the UK Trade Tariff’s synonyms', () => {
    expect(bundled.length).toBeGreaterThan(500);
    const { synonyms } = loadLexicon();
    expect(synonyms.slice(-bundled.length).map(({ phrase }) => phrase)).toEqual(
      bundled.map(({ phrase }) => phrase),
    );
    const rule = (phrase: string) => synonyms.find((found) => found.phrase === phrase);
    expect(rule('laptop computer')).toMatchObject({
      alternatives: ['portable automatic data processing machine'],
      replaces: true,
    });
    expect(rule('jeans')).toMatchObject({ alternatives: ['trousers'] });
    expect(rule('jeans')!.replaces).toBeUndefined();
    // "…)ethanol" ends a chemical name; "ethanol" alone is ethyl alcohol.
    expect(rule('ethanol')!.pattern.test('ethanol 99% denatured')).toBe(true);
    expect(rule('ethanol')!.pattern.test('2-(dimethylamino)ethanol')).toBe(false);
  });

  it('names each phrase once', () => {
    const phrases = bundled.map(({ phrase }) => phrase);
    expect(phrases.filter((phrase, at) => phrases.indexOf(phrase) !== at)).toEqual([]);
  });

  it('leads only to words the nomenclature’s texts use (HS 2022, the US HTS, the EU CN)', () => {
    const texts = ['harmonized-system.csv.gz', 'us_hts_2026_rev4.csv.gz', 'cn2026_cn8.csv.gz']
      .map((file) => readBundled(file).toLowerCase())
      .join('\n');
    const used = new Set(wordsOf(texts).flatMap((word) => [word, ...word.split('-')]));
    const unused = bundled.flatMap(({ alternatives }) =>
      alternatives.flatMap(wordsOf).filter((word) => !used.has(word)),
    );
    expect([...new Set(unused)]).toEqual([]);
  });
});
