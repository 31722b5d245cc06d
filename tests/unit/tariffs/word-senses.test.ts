import { describe, expect, it } from 'vitest';

import { otherNames } from '../../../core/src/tariffs/word-senses';

describe('otherNames (WordNet)', () => {
  it('gives the one-word names of the senses that are goods', async () => {
    expect(await otherNames('bike')).toEqual(expect.arrayContaining(['motorcycle', 'bicycle']));
    // A doll's slang senses are people, and a sweater is also someone who sweats.
    expect(await otherNames('doll')).toEqual(['dolly']);
    expect(await otherNames('sweater')).toEqual(['jumper']);
  });

  it('reads plurals by their base form', async () => {
    expect(await otherNames('sweaters')).toEqual(['jumper']);
    expect(await otherNames('bikes')).toContain('bicycle');
    expect(await otherNames('boxes')).toEqual(await otherNames('box'));
  });

  it('gives nothing for words that are no goods or that WordNet lacks', async () => {
    expect(await otherNames('robotaxi')).toEqual([]);
    expect(await otherNames('quickly')).toEqual([]);
  });
});
