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
import {
  buildHeadingModel,
  type HeadingExample,
  type HeadingModel,
  headingProbabilities,
} from './heading-model';
import { headWordsOf } from './lexicon';
import {
  constructionNamed,
  fibresNamed,
  IMITATION,
  materialsNamed,
  namesAForm,
  type Wearer,
  wearerNamed,
} from './materials';
import { nonJoined, POSTING_FIELD } from './search-documents';
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
  rulings: readonly Precedent[];
  /** For every lexeme, the rulings holding it. */
  byLexeme: Map<string, number[]>;
  /** Each lexeme's weight: log(1 + N / rulings holding it). */
  idf: Map<string, number>;
  /** Each ruling's vector length. */
  norms: Float64Array;
  /** The lexemes of the noun that ends each ruling's head phrase: the article it rules on. */
  nouns: Set<string>[];
  /** What each ruling's goods are made of, and whether they imitate others. */
  goods: Goods[];
  /** Each ruling as an example of its heading for the headings' model: its distinct lexemes. */
  examples: HeadingExample[];
}

/** What a description says its goods are made of, and whether they imitate others. */
interface Goods {
  materials: Set<string>;
  fibres: Set<string>;
  construction: Set<string>;
  imitation: boolean;
  /** Men or boys, women or girls, when the description names one. */
  wearer: Wearer | null;
  /** A woven fabric's weave, when named: plain, twill, satin or another. */
  weaves: Set<string>;
}

/**
 * The weaves chapters 52-55 divide woven fabrics by: plain, twill (denim is one) and satin, and the
 * others ("complex", dobby, jacquard) their "other fabrics" subheadings take.
 */
const WEAVES = [
  ['plain', /\bplain[- ](?:weave|woven)\b|\bpoplin\b|\bsheeting\b/],
  ['twill', /\btwill\b|\bdenim\b/],
  ['satin', /\bsatin\b|\bsateen\b/],
  [
    'other',
    /\b(?:complex|dobby|jacquard|fancy|leno|herringbone|basket)[- ]weave\b|\bdobby\b|\bjacquard\b/,
  ],
] as const;

const weavesNamed = (lowered: string) =>
  new Set(WEAVES.filter(([, words]) => words.test(lowered)).map(([weave]) => weave));

const goodsOf = (description: string): Goods => ({
  materials: materialsNamed(description),
  fibres: fibresNamed(description),
  // Plaited goods (straw hats) are neither knitted nor woven.
  construction: new Set([
    ...constructionNamed(description),
    ...(/\b(?:plaited|braided)\b/i.test(description) ? ['plaited'] : []),
  ]),
  imitation: IMITATION.test(description.toLowerCase()),
  wearer: wearerNamed(description.toLowerCase()),
  weaves: weavesNamed(description.toLowerCase()),
});

/** Two sets that share a member, or one of them empty (a description silent on it). */
const agree = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  !a.size || !b.size || [...a].some((member) => b.has(member));

/**
 * Whether a ruling's goods can be the description's: of a material, a textile fibre, a
 * construction (knitted, woven), a weave (a ruling on a complex weave is none for a plain woven
 * fabric) and a wearer (men or boys, women or girls) they share when both name one, and both imitations or neither (a ruling on an artificial Christmas tree is no
 * precedent for a wreath of pine branches).
 */
const sameGoods = (a: Goods, b: Goods) =>
  agree(a.materials, b.materials) &&
  agree(a.fibres, b.fibres) &&
  agree(a.construction, b.construction) &&
  agree(a.weaves, b.weaves) &&
  a.imitation === b.imitation &&
  (!a.wearer || !b.wearer || a.wearer === b.wearer);

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

/**
 * The rulings read from the bundled file (the HS 2022 subheading of each, as ruled), once per
 * process: the precedent index and the search index's vocabulary both read them.
 */
let bundledPrecedents: readonly Precedent[] | undefined;
export const readPrecedents = (): readonly Precedent[] =>
  (bundledPrecedents ??= parseCsv(readBundled(PRECEDENTS_FILE)).map((row) => ({
    ruling: row.ruling!,
    date: row.date!,
    hs6: row.hs6!,
    description: row.description!,
  })));

/**
 * How much a word of a subheading's search document counts in the headings' model, against 1 for
 * a word of a ruling: its own text, its heading's and the CN lines' in full, the national tariff
 * lines' at 0.3 (they are many, and written for statistics more than for goods). Without the
 * nomenclature the model knew only the headings CBP ruled on, and lost more everyday names (1 and
 * 3 tried for the texts, 0 and 0.3 for the lines, on leave-one-out and the everyday names).
 */
const OWN_TEXT_WEIGHT = 1;
const NATIONAL_LINES_WEIGHT = 0.3;

/**
 * The search index's postings (suggest.ts): for each lexeme, the subheadings whose search
 * document holds it, with its best field there (POSTING_FIELD: the subheading's own text, its
 * heading's text or a CN line, a national tariff line).
 */
export type SubheadingPostings = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * Each subheading's search document as an example of its heading, read from the postings the
 * search index already holds (the documents' words with their best field), in code order.
 */
const subheadingExamples = (postings: SubheadingPostings): HeadingExample[] => {
  const byCode = new Map<string, Map<string, number>>();
  for (const [lexeme, found] of postings)
    for (const [code, field] of found) {
      let words = byCode.get(code);
      if (!words) byCode.set(code, (words = new Map()));
      if (/[a-z]/.test(lexeme))
        words.set(
          lexeme,
          field === POSTING_FIELD.nationalLine ? NATIONAL_LINES_WEIGHT : OWN_TEXT_WEIGHT,
        );
    }
  return [...byCode]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, words]) => ({ heading: code.slice(0, 4), words }));
};

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
      const goods = rulings.map((ruling) => goodsOf(ruling.description));
      const examples = rulings.map((ruling, at) => ({
        heading: ruling.hs6.slice(0, 4),
        words: new Map(lexemesOf[at]!.map((lexeme) => [lexeme, 1])),
        ruling: ruling.ruling,
      }));
      return { rulings, byLexeme, idf, norms, nouns, goods, examples };
    },
    { ttlMs: 10 * 60_000 },
  );

/**
 * A ruling on another article counts for this share of its similarity: a ruling on a kitchen spoon
 * rest of stainless steel says less about stainless steel kitchen sinks than one on sinks. A ruling
 * whose text names the article elsewhere counts in full (chosen on the tuning rulings and on
 * leave-one-out, where it lifted top-5 on all three samples and lowered no top-1). Less,
 * not nothing: descriptions name one article in many ways ("food storage containers", "fridge
 * storage tray"; "pullover", "sweater"), and shutting such rulings out lost more right codes than
 * it kept wrong ones out (chosen on the tuning rulings and on each bundled ruling left out of the
 * index in turn). Such a ruling shares at least two words with the description ("Christmas" alone
 * makes a ruling on Christmas stockings no precedent for a Christmas wreath), and goods named as a
 * material in a form (a fabric, a yarn, steel bars) take rulings on the same article only: a ruling
 * on towels of terry fabric is none for the terry fabric. The share was 0.8 until leave-one-out
 * samples compared 0.7, 0.8, 0.9 and 1 (with suggest.ts' lower minimum similarity): at 0.9 every
 * figure of two samples rose, and top-5 of a third; at 1 top-1 fell.
 */
const OTHER_ARTICLE_SHARE = 0.9;
/** A ruling on another article shares at least this many words with the description. */
const OTHER_ARTICLE_MIN_SHARED = 2;

/**
 * The rulings most similar to a description (given as its text and its stemmed words with their
 * weights), at least `min` similar (cosine, 0-1, times OTHER_ARTICLE_SHARE for a ruling on another
 * article), the most similar first. A ruling is on the same article when the noun ending its head
 * phrase is the description's (`noun`, stemmed); it counts only when its goods can be the
 * description's (sameGoods). `exclude` names a ruling left out, for leave-one-out evaluation: a
 * bundled ruling's own description suggested without its own ruling among the precedents.
 */
export const similarPrecedents = async (
  infra: { prisma: PrismaClient; notifier: Notifier },
  weights: ReadonlyMap<string, number>,
  {
    min,
    limit,
    noun,
    description,
    exclude,
  }: {
    min: number;
    limit: number;
    noun: readonly string[];
    description: string;
    exclude?: string;
  },
): Promise<SimilarPrecedent[]> => {
  if (!weights.size) return [];
  const { rulings, byLexeme, idf, norms, nouns, goods } = await precedentIndex(infra);
  // Each ruling's dot product with the description and how many words they share, in arrays over
  // all rulings (a common word touches thousands), with the rulings touched in the order touched.
  const dots = new Float64Array(rulings.length);
  const shared = new Uint16Array(rulings.length);
  const touched: number[] = [];
  let length = 0;
  for (const [lexeme, weight] of weights) {
    const rarity = idf.get(lexeme);
    if (!rarity) continue;
    length += (weight * rarity) ** 2;
    for (const at of byLexeme.get(lexeme)!) {
      if (!shared[at]) touched.push(at);
      dots[at]! += weight * rarity * rarity;
      shared[at]!++;
    }
  }
  if (!length) return [];
  const wanted = goodsOf(description);
  const otherArticleShare = namesAForm(headWordsOf(description)) ? 0 : OTHER_ARTICLE_SHARE;
  const sameArticle = (at: number) => noun.some((lexeme) => nouns[at]!.has(lexeme));
  // A ruling whose text names the description's article (not as its head: "sink strainer"
  // holds "sink") counts as a ruling on it, and so does any ruling when the description names no
  // article to compare.
  const namesTheArticle = new Uint8Array(rulings.length);
  for (const lexeme of noun) for (const at of byLexeme.get(lexeme) ?? []) namesTheArticle[at] = 1;
  const otherArticle = (at: number) =>
    shared[at]! < OTHER_ARTICLE_MIN_SHARED
      ? 0
      : (namesTheArticle[at] || !noun.length) && otherArticleShare > 0
        ? 1
        : otherArticleShare;
  const similar: SimilarPrecedent[] = [];
  for (const at of touched) {
    const similarity =
      (sameArticle(at) ? 1 : otherArticle(at)) * (dots[at]! / (Math.sqrt(length) * norms[at]!));
    if (similarity >= min && sameGoods(wanted, goods[at]!) && rulings[at]!.ruling !== exclude)
      similar.push({ ...rulings[at]!, similarity });
  }
  return similar
    .sort((a, b) => b.similarity - a.similarity || b.date.localeCompare(a.date))
    .slice(0, limit);
};

/**
 * The headings' model (heading-model.ts) over the rulings and the subheadings' search documents,
 * built once for each search index's postings (no query of its own) and gone with them: a new index
 * (after an import's notices, or its time in the query cache) gets a new model, so the model never
 * reads other documents than the suggestion it serves, even when an import lands in between.
 */
const headingModels = new WeakMap<SubheadingPostings, Promise<HeadingModel>>();
const headingModelOf = (
  infra: { prisma: PrismaClient; notifier: Notifier },
  postings: SubheadingPostings,
): Promise<HeadingModel> => {
  let model = headingModels.get(postings);
  if (!model) {
    model = precedentIndex(infra).then(({ examples }) =>
      buildHeadingModel([...examples, ...subheadingExamples(postings)]),
    );
    headingModels.set(postings, model);
    // A failed build (the rulings could not be stemmed) is tried again by the next suggestion.
    model.catch(() => headingModels.delete(postings));
  }
  return model;
};

/**
 * Each heading's probability by the headings' model for a description's stemmed words at their
 * weights; `postings` are the search index's, `exclude` leaves one ruling out, as in
 * similarPrecedents.
 */
export const likelyHeadings = async (
  infra: { prisma: PrismaClient; notifier: Notifier },
  postings: SubheadingPostings,
  weights: ReadonlyMap<string, number>,
  { exclude }: { exclude?: string } = {},
): Promise<Map<string, number>> =>
  headingProbabilities(await headingModelOf(infra, postings), weights, { exclude });
