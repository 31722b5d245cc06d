import { describe, expect, it } from 'vitest';

import {
  buildHeadingModel,
  type HeadingExample,
  headingProbabilities,
} from '../../../core/src/tariffs/heading-model';

const ruling = (ruling: string, heading: string, lexemes: string): HeadingExample => ({
  heading,
  ruling,
  words: new Map(lexemes.split(' ').map((lexeme) => [lexeme, 1])),
});

// Stemmed words as Postgres' English configuration writes them.
const examples: HeadingExample[] = [
  ruling('N1', '6110', 'men knit cotton pullov sweater long sleev'),
  ruling('N2', '6110', 'women knit acryl cardigan sweater button'),
  ruling('N3', '6110', 'boy knit cotton sweatshirt pullov hood'),
  ruling('N4', '6105', 'men knit cotton shirt collar button'),
  ruling('N5', '6105', 'men knit polyest polo shirt collar'),
  // A letter ruling on two items: one row per item.
  ruling('N6', '3924', 'plastic food storag contain lid'),
  ruling('N6', '3924', 'plastic kitchen utensil holder'),
  ruling('N7', '0806', 'fresh grape tabl'),
  // A ruling whose words count unequally.
  {
    heading: '6105',
    ruling: 'N8',
    words: new Map([
      ['men', 1],
      ['shirt', 1],
      ['cotton', 0.5],
    ]),
  },
  // A subheading's own text counts as an example of its heading, without a ruling.
  {
    heading: '4202',
    words: new Map([
      ['trunk', 1],
      ['suitcas', 1],
      ['handbag', 1],
      ['travel', 1],
      ['bag', 1],
      ['vaniti', 1],
      ['case', 0.3],
    ]),
  },
];
const words = (lexemes: string) =>
  new Map(lexemes.split(' ').map((lexeme) => [lexeme, 1] as const));
const sumOf = (probabilities: Map<string, number>) =>
  [...probabilities.values()].reduce((sum, probability) => sum + probability, 0);

describe('headingProbabilities', () => {
  const model = buildHeadingModel(examples);

  it('gives most to the heading whose rulings hold the words, and sums to one from ten words', () => {
    const probabilities = headingProbabilities(
      model,
      words('men knit cotton pullov sweater long sleev hood sweatshirt boy'),
    );
    const ranked = [...probabilities].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe('6110');
    expect(probabilities.get('6110')).toBeGreaterThan(0.5);
    // Headings under 1/10,000 are left out.
    expect(sumOf(probabilities)).toBeCloseTo(1, 3);
  });

  it('learns from the nomenclature too: a heading no ruling is on', () => {
    const probabilities = headingProbabilities(
      model,
      words('handbag suitcas trunk travel bag vaniti case'),
    );
    expect([...probabilities].sort((a, b) => b[1] - a[1])[0]![0]).toBe('4202');
  });

  it('is silent up to five known words, and speaks in part up to ten', () => {
    expect(headingProbabilities(model, words('fresh grape tabl')).size).toBe(0);
    expect(headingProbabilities(model, words('men knit cotton pullov sweater')).size).toBe(0);
    // Words it has never seen do not count.
    expect(headingProbabilities(model, words('men knit cotton pullov sweater unheard')).size).toBe(
      0,
    );
    expect(
      sumOf(headingProbabilities(model, words('men knit cotton pullov sweater long'))),
    ).toBeCloseTo(1 / 5, 3);
    expect(
      sumOf(headingProbabilities(model, words('men knit cotton pullov sweater long sleev hood'))),
    ).toBeCloseTo(3 / 5, 3);
  });

  it('weighs a word by its weight in the description', () => {
    const shirt = new Map([
      ...words('men knit cotton collar button long sleev'),
      ['shirt', 1] as const,
      ['sweater', 0.2] as const,
    ]);
    const sweater = new Map([...shirt, ['shirt', 0.2] as const, ['sweater', 1] as const]);
    expect(headingProbabilities(model, shirt).get('6105')).toBeGreaterThan(
      headingProbabilities(model, sweater).get('6105')!,
    );
  });

  it.each([
    ['N1', 'men knit cotton pullov sweater long sleev hood'],
    ['N6', 'plastic kitchen men knit cotton shirt collar button'],
    ['N7', 'fresh grape knit cotton men pullov sweater long sleev'],
    ['N8', 'men knit cotton shirt collar button long sleev'],
  ])('leaves ruling %s out exactly as a model built without it (all its rows)', (left, lexemes) => {
    const without = buildHeadingModel(examples.filter((example) => example.ruling !== left));
    const expected = headingProbabilities(without, words(lexemes));
    const actual = headingProbabilities(model, words(lexemes), { exclude: left });
    expect(expected.size).toBeGreaterThan(0);
    expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [heading, probability] of expected)
      expect(actual.get(heading)).toBeCloseTo(probability, 12);
    expect(actual).not.toEqual(headingProbabilities(model, words(lexemes)));
  });
});
