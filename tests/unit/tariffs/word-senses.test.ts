import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { readBundled, readSourceText } from '../../../core/src/tariffs/sources';
import { otherNames } from '../../../core/src/tariffs/word-senses';

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

describe('the bundled WordNet table', () => {
  it('is what `npm run data:wordnet` makes from the WordNet database', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wordnet-'));
    try {
      const made = path.join(dir, 'names.tsv.gz');
      execFileSync('npm', ['run', '--silent', 'data:wordnet', '--', made], { stdio: 'pipe' });
      expect(readSourceText(made)).toBe(readBundled('wordnet_goods_names.tsv.gz'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
