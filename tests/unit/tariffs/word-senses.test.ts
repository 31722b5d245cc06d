import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readBundled, readSourceText } from '../../../core/src/tariffs/sources';
import { isEnglishWord, otherNames } from '../../../core/src/tariffs/word-senses';

describe('otherNames (WordNet)', () => {
  it('gives the one-word names of the senses that are goods', () => {
    expect(otherNames('bike')).toEqual(expect.arrayContaining(['motorcycle', 'bicycle']));
    // A doll's slang senses are people, and a sweater is also someone who sweats.
    expect(otherNames('doll')).toEqual(['dolly']);
    expect(otherNames('sweater')).toEqual(['jumper']);
  });

  it('reads plurals by their base form', () => {
    expect(otherNames('sweaters')).toEqual(['jumper']);
    expect(otherNames('bikes')).toContain('bicycle');
    expect(otherNames('boxes')).toEqual(otherNames('box'));
  });

  it('gives nothing for words that are no goods or that WordNet lacks', () => {
    expect(otherNames('robotaxi')).toEqual([]);
    expect(otherNames('quickly')).toEqual([]);
  });
});

describe('isEnglishWord (WordNet)', () => {
  it('knows English words in their inflections, which are then no typos', () => {
    for (const word of ['hamper', 'funnels', 'wreaths', 'molded', 'folding', 'batteries', 'knives'])
      expect(isEnglishWord(word), word).toBe(true);
  });

  it('does not know typos or trade names', () => {
    for (const word of ['bananna', 'frsh', 'stainles', 'masterbatch', 'robotaxi'])
      expect(isEnglishWord(word), word).toBe(false);
  });
});

describe('the bundled WordNet tables', () => {
  it('are what `npm run data:wordnet` makes from the WordNet database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wordnet-'));
    try {
      execFileSync('npm', ['run', '--silent', 'data:wordnet', '--', dir], { stdio: 'pipe' });
      for (const table of ['wordnet_goods_names.tsv.gz', 'wordnet_words.txt.gz'])
        expect(readSourceText(path.join(dir, table)), table).toBe(readBundled(table));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
