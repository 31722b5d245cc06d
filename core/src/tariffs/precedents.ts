// CBP rulings as precedents for the classification suggestions. A customs broker looking for a code
// first asks how the authorities classified similar goods; the bundled
// `cbp-ruling-precedents.csv.gz` holds US Customs and Border Protection rulings (public domain:
// works of the US government), each a product description with the code CBP ruled for it. A
// description similar to a ruling's adds that ruling's subheading to the suggestions, with the
// ruling named in the reasons so it can be read in CROSS.
//
// Similarity is the cosine of the two descriptions' stemmed words (Postgres' English
// configuration, as for the search documents), each weighted by its rarity among the rulings and,
// on the description's side, by where it stands (the article before what it is made of).
import { API_PATHS } from '@compliance/contracts';
import type { PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { queryCacheFor } from '../infra/query-cache';
import { parseCsv } from './csv';
import { headWordsOf } from './lexicon';
import { materialsNamed } from './materials';
import { nonJoined } from './search-documents';
import { readBundled } from './sources';

export const PRECEDENTS_FILE = 'cbp-ruling-precedents.csv.gz';

export interface Precedent {
  ruling: string;
  /** When the ruling was issued (ISO date). */
  date: string;
  /** Its HS 2022 subheading, digits only. */
  hs6: string;
  description: string;
}

export interface SimilarPrecedent extends Precedent {
  similarity: number;
}

interface PrecedentIndex {
  rulings: Precedent[];
  /** For every lexeme, the rulings holding it. */
  byLexeme: Map<string, number[]>;
  /** Each lexeme's weight: log(1 + N / rulings holding it). */
  idf: Map<string, number>;
  /** Each ruling's vector length. */
  norms: Float64Array;
  /** The lexemes of the noun that ends each ruling's head phrase: the article it rules on. */
  nouns: Set<string>[];
  /** The materials each ruling's description names. */
  materials: Set<string>[];
}

/** The noun that ends a description's head phrase ("stainless steel kitchen sinks": sinks). */
export const headNounOf = (description: string): string | undefined =>
  [...headWordsOf(description)].at(-1);

/**
 * The lexemes that name an article: a hyphenated word by itself ("t-shirts" stems to t-shirt, t
 * and shirt, and a T-shirt is no shirt), any other by its lexemes of two letters or more.
 */
export const articleLexemes = (lexemes: string): string[] => {
  const all = lexemes.split(' ').filter((lexeme) => /[a-z]{2}/.test(lexeme));
  const whole = all.filter((lexeme) => lexeme.includes('-'));
  return whole.length ? whole : all;
};

/** The rulings read from the bundled file (the HS 2022 subheading of each, as ruled). */
export const readPrecedents = (): Precedent[] =>
  parseCsv(readBundled(PRECEDENTS_FILE)).map((row) => ({
    ruling: row.ruling!,
    date: row.date!,
    hs6: row.hs6!,
    description: row.description!,
  }));

/**
 * The rulings with their stemmed words, built once per process (one statement has Postgres stem
 * every description and head noun) and kept like the search index, dropped by the tariff-data
 * import's notices.
 */
const precedentIndex = ({
  prisma,
  notifier,
}: {
  prisma: PrismaClient;
  notifier: Notifier;
}): Promise<PrecedentIndex> =>
  queryCacheFor(notifier).get(
    'hs precedent index',
    [API_PATHS.tariffData],
    async () => {
      const rulings = readPrecedents();
      const stem = `ARRAY(SELECT array_to_string(tsvector_to_array(to_tsvector('english',
          ${nonJoined('lower(d)')})), ' ')
        FROM unnest($N::text[]) WITH ORDINALITY AS u(d, ord) ORDER BY ord)`;
      const [row] = await prisma.$queryRawUnsafe<{ lexemes: string[]; nouns: string[] }[]>(
        `SELECT ${stem.replace('$N', '$1')} AS lexemes, ${stem.replace('$N', '$2')} AS nouns`,
        rulings.map((ruling) => ruling.description),
        rulings.map((ruling) => headNounOf(ruling.description) ?? ''),
      );
      const byLexeme = new Map<string, number[]>();
      const lexemesOf = rulings.map((_, at) =>
        (row?.lexemes[at] ?? '').split(' ').filter((lexeme) => /[a-z]/.test(lexeme)),
      );
      lexemesOf.forEach((lexemes, at) => {
        for (const lexeme of lexemes) {
          const holding = byLexeme.get(lexeme);
          if (holding) holding.push(at);
          else byLexeme.set(lexeme, [at]);
        }
      });
      const idf = new Map<string, number>();
      for (const [lexeme, holding] of byLexeme)
        idf.set(lexeme, Math.log(1 + rulings.length / holding.length));
      const norms = new Float64Array(rulings.length);
      lexemesOf.forEach((lexemes, at) => {
        norms[at] = Math.sqrt(lexemes.reduce((sum, lexeme) => sum + idf.get(lexeme)! ** 2, 0));
      });
      const nouns = rulings.map((_, at) => new Set(articleLexemes(row?.nouns[at] ?? '')));
      const materials = rulings.map((ruling) => materialsNamed(ruling.description));
      return { rulings, byLexeme, idf, norms, nouns, materials };
    },
    { ttlMs: 10 * 60_000 },
  );

/**
 * The rulings most similar to a description given as its stemmed words with their weights, at
 * least `min` similar (cosine, 0-1), the most similar first. A ruling counts only when it rules on
 * the same article: the noun ending its head phrase is the description's (`noun`, stemmed). Words
 * in common are not enough: a ruling on a kitchen spoon rest of stainless steel is no precedent for
 * stainless steel kitchen sinks, nor one on hand towels of cotton terry for the terry fabric. Nor
 * does an article of another material count: when both name materials, they share one (a watch in
 * a plastic case is no precedent for one in a sterling silver case).
 */
export const similarPrecedents = async (
  infra: { prisma: PrismaClient; notifier: Notifier },
  weights: ReadonlyMap<string, number>,
  {
    min,
    limit,
    noun,
    materials: named,
  }: { min: number; limit: number; noun: readonly string[]; materials: ReadonlySet<string> },
): Promise<SimilarPrecedent[]> => {
  if (!weights.size || !noun.length) return [];
  const { rulings, byLexeme, idf, norms, nouns, materials } = await precedentIndex(infra);
  const dots = new Map<number, number>();
  let length = 0;
  for (const [lexeme, weight] of weights) {
    const rarity = idf.get(lexeme);
    if (!rarity) continue;
    length += (weight * rarity) ** 2;
    for (const at of byLexeme.get(lexeme)!)
      dots.set(at, (dots.get(at) ?? 0) + weight * rarity * rarity);
  }
  if (!length) return [];
  const sameArticle = (at: number) =>
    noun.some((lexeme) => nouns[at]!.has(lexeme)) &&
    (!named.size || !materials[at]!.size || [...named].some((m) => materials[at]!.has(m)));
  return [...dots]
    .filter(([at]) => sameArticle(at))
    .map(([at, dot]) => ({ ...rulings[at]!, similarity: dot / (Math.sqrt(length) * norms[at]!) }))
    .filter((found) => found.similarity >= min)
    .sort((a, b) => b.similarity - a.similarity || b.date.localeCompare(a.date))
    .slice(0, limit);
};
