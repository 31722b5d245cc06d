// Classification suggestions: the best HS6 subheadings for a product description.
//
// Each subheading has a precomputed English full-text document (hs_search_documents): its own text
// (weight A), its ancestors' text and CN lines (B) and the national sub-line descriptions of the
// current US and Japanese schedules (C; the stale EU file is left out: its lines were re-keyed from
// HS 2017 and land on subheadings they do not describe). A description is cut into words, stop
// words dropped (the UK Trade Tariff's list), synonyms added (the UK Trade Tariff's rules, trade
// names of materials, British spellings), unknown words corrected to the nearest lexeme of the
// documents by trigram similarity. Each word is weighted by its rarity and its place: the head
// phrase that names the article counts double, later words a little less. A subheading scores the
// weighted share of the words it contains (own text 1, headings and CN lines 0.7, national lines
// 0.4), blended with the support of its heading (its two best subheadings), plus the
// organisation's own past classifications of similar descriptions.
import { type HsSuggestion, type HsSuggestionQuery } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { pathsOf } from './hs-codes';
import { readBundled } from './sources';

// ─── Search documents ───────────────────────────────────────────────────────

/** Rebuilds the search documents and their vocabulary from hs_codes and the loaded MFN lines. */
export const refreshSearchDocuments = async (prisma: PrismaClient): Promise<number> =>
  prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('DELETE FROM hs_search_words');
      await tx.$executeRawUnsafe('DELETE FROM hs_search_postings');
      await tx.$executeRawUnsafe('DELETE FROM hs_search_documents');
      const count = await tx.$executeRawUnsafe(`
        INSERT INTO hs_search_documents (code, text, document)
        SELECT h.code,
               concat_ws(' | ', h."searchText", n.lines),
               setweight(to_tsvector('english', h.description), 'A')
                 || setweight(to_tsvector('english', h."searchText"), 'B')
                 || setweight(to_tsvector('english', coalesce(n.lines, '')), 'C')
        FROM hs_codes h
        LEFT JOIN (
          SELECT hs6, string_agg(DISTINCT "productDescription", ' | ') AS lines
          FROM tariff_rates
          WHERE "tradeAgreement" = '' AND "exportingCountry" = '' AND NOT stale
            AND "productDescription" ~ '[A-Za-z]'
          GROUP BY hs6
        ) n ON n.hs6 = h.code
        WHERE h.level = 'subheading'`);
      // Each lexeme's best field per subheading (weights A own text, B headings and CN lines,
      // C national lines), for look-ups by lexeme.
      await tx.$executeRawUnsafe(`
        INSERT INTO hs_search_postings (lexeme, code, field)
        SELECT u.lexeme, d.code,
               max(CASE WHEN 'A' = ANY(u.weights) THEN 3 WHEN 'B' = ANY(u.weights) THEN 2 ELSE 1 END)
        FROM hs_search_documents d, unnest(d.document) AS u
        GROUP BY u.lexeme, d.code`);
      await tx.$executeRawUnsafe(`
        INSERT INTO hs_search_words (word, docs)
        SELECT word, ndoc FROM ts_stat('SELECT document FROM hs_search_documents')
        WHERE word ~ '^[a-z]{3,}$'`);
      return count;
    },
    { timeout: 120_000 },
  );

// ─── Stop words and synonyms (UK Trade Tariff, bundled) ─────────────────────

interface SynonymRule {
  phrase: string;
  alternatives: string[];
}

let lexicon: { stopWords: Set<string>; synonyms: SynonymRule[] } | null = null;

const loadLexicon = () => {
  if (lexicon) return lexicon;
  const stopWords = new Set(
    [...readBundled('stop_words.yml.gz').matchAll(/^\s*-\s*"?([^"\n]+)"?\s*$/gm)].map((m) =>
      m[1]!.trim().toLowerCase(),
    ),
  );
  const synonyms: SynonymRule[] = [];
  for (const raw of readBundled('search_synonyms.txt.gz').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [left, right] = line.includes('=>') ? line.split('=>') : [line, line];
    const terms = right!.split(',').map((term) => term.trim().toLowerCase());
    for (const phrase of left!.split(',').map((term) => term.trim().toLowerCase())) {
      const alternatives = terms.filter((term) => term && term !== phrase);
      if (phrase && alternatives.length) synonyms.push({ phrase, alternatives });
    }
  }
  // The project's own rules for everyday words the legal texts never use.
  synonyms.push(
    { phrase: 'laptop', alternatives: ['portable automatic data processing machine'] },
    { phrase: 'notebook computer', alternatives: ['portable automatic data processing machine'] },
    { phrase: 'computer', alternatives: ['automatic data processing machine'] },
  );
  // Materials named by their trade names, read as the nomenclature's material words.
  const materials: Record<string, string[]> = {
    plastics: [
      'polypropylene',
      'polyethylene',
      'polyvinyl chloride',
      'pvc',
      'polycarbonate',
      'polystyrene',
      'polyurethane',
      'polyethylene terephthalate',
      'acrylonitrile butadiene styrene',
      'thermoplastic',
      'vinyl',
    ],
    'synthetic fibres': ['nylon', 'polyester', 'spandex', 'elastane', 'aramid', 'acrylic fibers'],
    'artificial fibres': ['rayon', 'viscose', 'modal', 'lyocell', 'acetate fibers'],
    leather: ['cowhide', 'calfskin', 'goatskin', 'sheepskin', 'suede'],
    ceramic: ['stoneware', 'earthenware', 'porcelain', 'dolomite ceramic'],
    wax: ['paraffin'],
  };
  for (const [material, names] of Object.entries(materials))
    for (const phrase of names) synonyms.push({ phrase, alternatives: [material] });
  lexicon = { stopWords, synonyms };
  return lexicon;
};

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9-]+/)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length >= 2 && !/^[\d-]+$/.test(word));

// ─── Query ──────────────────────────────────────────────────────────────────

interface Term {
  /** The word searched (after typo correction). */
  word: string;
  /** What the user typed, when corrected. */
  typed?: string;
  /** The synonym rule it came from. */
  synonymOf?: string;
  weight: number;
}

const notLoaded = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Classification suggestions are not loaded yet: the tariff-data import is still running',
  );

const formatCode = (code: string) => `${code.slice(0, 4)}.${code.slice(4)}`;

/** Most distinct words of a description that are searched (the rest add little but time). */
const MAX_WORDS = 24;

/**
 * Product descriptions name the article first and then say what it is made of, how it is built and
 * what it is for ("A women's cardigan constructed from 100% wool knit fabric with…"). The words
 * before the first such break (the head phrase) count more; later words count a little less the
 * further they come.
 */
const HEAD_BREAK =
  /[,;:()[\]]|\b(?:of|with|without|for|from|in|into|on|at|to|by|as|and|or|made|constructed|composed|consisting|containing|comprised|comprising|used|designed|intended|which|that|featuring|having|measuring|weighing|imported|put|packed|packaged|sold|marketed)\b/;
const HEAD_WEIGHT = 2;
const positionWeight = (index: number) => 1 / (1 + index / 16);

/** How much a word found in each part of a subheading's document counts. */
const FIELD_WEIGHT = [0, 0.4, 0.7, 1] as const; // none, national lines, headings and CN lines, own text

/** A subheading also gains from the other subheadings of its heading that match the description. */
const HEADING_SHARE = 0.25;

/** British spellings of the nomenclature for the American ones of everyday descriptions. */
const SPELLINGS: Record<string, string> = {
  aluminum: 'aluminium',
  color: 'colour',
  colored: 'coloured',
  colors: 'colours',
  fiber: 'fibre',
  fibers: 'fibres',
  fiberboard: 'fibreboard',
  jewelry: 'jewellery',
  tire: 'tyre',
  tires: 'tyres',
  gray: 'grey',
  mold: 'mould',
  molded: 'moulded',
  molds: 'moulds',
  odor: 'odour',
  catalog: 'catalogue',
  pajamas: 'pyjamas',
  program: 'programme',
  liter: 'litre',
  liters: 'litres',
  meter: 'metre',
  meters: 'metres',
  centimeter: 'centimetre',
  centimeters: 'centimetres',
  vapor: 'vapour',
  sulfur: 'sulphur',
  sulfate: 'sulphate',
  sulfide: 'sulphide',
  sulfonamide: 'sulphonamide',
};

/** The description's words, best first: head phrase words, then the rest by position. */
const weightedWords = (text: string, stopWords: Set<string>) => {
  const lowered = text.toLowerCase().replace(/['’]s\b/g, '');
  const headEnd = lowered.search(HEAD_BREAK);
  const headWords = new Set(wordsOf(headEnd > 0 ? lowered.slice(0, headEnd) : lowered));
  const weights = new Map<string, number>();
  wordsOf(lowered)
    .filter((word) => !stopWords.has(word))
    .forEach((word, index) => {
      const weight = positionWeight(index) * (headWords.has(word) ? HEAD_WEIGHT : 1);
      weights.set(word, Math.max(weights.get(word) ?? 0, weight));
    });
  return [...weights.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_WORDS);
};

/** The subheading count is remembered this long: it changes only with a nomenclature import. */
const SUBHEADING_COUNT_TTL_MS = 60_000;
const subheadingCounts = new WeakMap<PrismaClient, { count: number; at: number }>();

/**
 * How many subheadings can be searched: the N of each word's rarity (0 before the nomenclature is
 * loaded). Counting them reads the whole search table (3 ms), so a count is kept for a minute; 0
 * is never kept. Whether the search documents are there is asked with every suggestion.
 */
const searchableSubheadings = async (prisma: PrismaClient): Promise<number> => {
  const known = subheadingCounts.get(prisma);
  if (known && Date.now() - known.at < SUBHEADING_COUNT_TTL_MS) return known.count;
  const [row] = await prisma.$queryRawUnsafe<{ count: number }[]>(
    'SELECT count(*)::int AS count FROM hs_search_documents',
  );
  const count = row?.count ?? 0;
  if (count > 0) subheadingCounts.set(prisma, { count, at: Date.now() });
  return count;
};

export const suggestHsCodes = async (
  prisma: PrismaClient,
  { description, limit = 5 }: HsSuggestionQuery,
): Promise<HsSuggestion[]> => {
  const max = Number(limit);
  const text = description.toLowerCase();
  // The organisation's own classifications of similar descriptions, read while the rest runs.
  const pastDecisions = prisma.$queryRawUnsafe<
    { hs6: string; productDescription: string; similarity: number }[]
  >(
    `SELECT left("hsCode", 6) AS hs6, "productDescription",
            similarity(lower("productDescription"), $1) AS similarity
     FROM tariff_classifications
     WHERE similarity(lower("productDescription"), $1) >= 0.45
     ORDER BY similarity DESC, "classifiedAt" DESC LIMIT 20`,
    text,
  );
  // An early return or a throw below must not leave the read's failure unhandled.
  pastDecisions.catch(() => {});
  const subheadings = searchableSubheadings(prisma);
  subheadings.catch(() => {});
  const { stopWords, synonyms } = loadLexicon();
  const typedWeights = new Map(weightedWords(description, stopWords));
  const typed = [...typedWeights.keys()];

  // Synonym rules whose phrase is in the description add their alternatives' words, and the
  // nomenclature's spelling stands in for an American one.
  const ruleWords: { word: string; synonymOf: string; from: number }[] = [];
  const phraseWords = new Set<string>();
  for (const rule of synonyms) {
    if (!new RegExp(`\\b${rule.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
      continue;
    const from = Math.max(0, ...wordsOf(rule.phrase).map((word) => typedWeights.get(word) ?? 0));
    for (const word of wordsOf(rule.phrase)) phraseWords.add(word);
    for (const alternative of rule.alternatives)
      for (const word of wordsOf(alternative).filter((w) => !stopWords.has(w)))
        ruleWords.push({ word, synonymOf: `${rule.phrase} → ${alternative}`, from: from || 1 });
  }
  for (const word of typed) {
    const british = SPELLINGS[word];
    if (british) {
      phraseWords.add(word);
      ruleWords.push({
        word: british,
        synonymOf: `${word} → ${british}`,
        from: (1 / 0.7) * (typedWeights.get(word) ?? 1),
      });
    }
  }
  const all = [...new Set([...typed, ...ruleWords.map((r) => r.word)])];
  if (!all.length) return [];

  // How many subheadings each word matches (its rarity weights it), and whether they are loaded.
  // A word is looked up with `= ANY`, which only the primary key's b-tree serves: with a plain `=`
  // the planner could take the trigram index, ten times slower for an exact word.
  const frequencies = await prisma.$queryRawUnsafe<
    { word: string; searchable: boolean; df: number; loaded: boolean }[]
  >(
    `WITH q AS (SELECT w, plainto_tsquery('english', w) AS tq FROM unnest($1::text[]) AS w)
     SELECT w AS word, tq::text <> '' AS searchable,
            coalesce(
              (SELECT s.docs FROM hs_search_words s
               WHERE numnode(q.tq) = 1 AND s.word = ANY (ARRAY[btrim(q.tq::text, '''''')])),
              -- The vocabulary holds every lexeme of 3+ letters: one it lacks is in no document.
              CASE WHEN numnode(q.tq) = 1 AND btrim(q.tq::text, '''''') ~ '^[a-z]{3,}$' THEN 0
                   ELSE (SELECT count(*) FROM hs_search_documents d WHERE d.document @@ q.tq)
              END)::int AS df,
            EXISTS (SELECT 1 FROM hs_search_documents) AS loaded
     FROM q`,
    all,
  );
  const documents = await subheadings;
  if (!frequencies[0]?.loaded || !documents) throw notLoaded();
  const byWord = new Map(frequencies.map((row) => [row.word, row]));
  const idf = (df: number) => Math.log(1 + documents / Math.max(df, 1));

  // Unknown words (typos) are read as the most similar lexeme of the documents by trigram
  // similarity (at least 0.4; the best-known of equally similar ones), found through the trigram
  // GIN index (`%` is similarity above pg_trgm's threshold, 0.3). Numbers, codes and words under
  // four letters are not read as typos of anything.
  const unknown = typed.filter(
    (word) =>
      /^[a-z]{4,}$/.test(word) &&
      byWord.get(word)?.searchable &&
      !byWord.get(word)?.df &&
      !phraseWords.has(word),
  );
  const fixes = unknown.length
    ? await prisma.$queryRawUnsafe<{ word: string; fix: string | null; docs: number | null }[]>(
        `SELECT w AS word, f.word AS fix, f.docs
         FROM unnest($1::text[]) AS w
         LEFT JOIN LATERAL (
           SELECT s.word, s.docs
           FROM hs_search_words s
           WHERE s.word % w AND similarity(s.word, w) >= 0.4
           ORDER BY similarity(s.word, w) DESC, s.docs DESC LIMIT 1) f ON true`,
        unknown,
      )
    : [];

  const terms: Term[] = [];
  const add = (term: Term) => {
    if (!terms.some((t) => t.word === term.word)) terms.push(term);
  };
  for (const word of typed) {
    const df = byWord.get(word)?.df ?? 0;
    const position = typedWeights.get(word) ?? 1;
    if (df) add({ word, weight: position * idf(df) });
    const fix = fixes.find((f) => f.word === word);
    if (fix?.fix) add({ word: fix.fix, typed: word, weight: 0.8 * position * idf(fix.docs ?? 1) });
  }
  for (const { word, synonymOf, from } of ruleWords) {
    const df = byWord.get(word)?.df ?? 0;
    if (df) add({ word, synonymOf, weight: 0.7 * from * idf(df) });
  }
  if (!terms.length) return [];

  // For every subheading matching any word: where each word is found (0 nowhere, 1 national lines,
  // 2 headings and CN lines, 3 its own text), read from the postings by each word's lexemes. A
  // word of several lexemes ("t-shirt": t-shirt, t, shirt) counts where all of them are found,
  // at the weakest of their fields.
  // The lexemes are looked up by index (an array the planner sees, not a join it would rather hash
  // against the whole table); the few thousand postings found are grouped here.
  const postings = await prisma.$queryRawUnsafe<
    { code: string; ord: number; field: number; lexemes: number }[]
  >(
    `WITH t AS MATERIALIZED (
       SELECT ord::int AS ord, lexeme, (count(*) OVER (PARTITION BY ord))::int AS lexemes
       FROM unnest($1::text[]) WITH ORDINALITY AS u(w, ord),
            unnest(tsvector_to_array(to_tsvector('english', w))) AS lexeme)
     SELECT p.code, t.ord, p.field::int AS field, t.lexemes
     FROM t JOIN hs_search_postings p ON p.lexeme = t.lexeme
     WHERE p.lexeme = ANY (ARRAY(SELECT lexeme FROM t))`,
    terms.map((term) => term.word),
  );
  const lexemesOf = new Map<number, number>();
  const found = new Map<string, { fields: number[]; counts: number[] }>();
  for (const { code, ord, field, lexemes } of postings) {
    const index = ord - 1;
    lexemesOf.set(index, lexemes);
    let entry = found.get(code);
    if (!entry) {
      entry = {
        fields: new Array<number>(terms.length).fill(3),
        counts: new Array<number>(terms.length).fill(0),
      };
      found.set(code, entry);
    }
    entry.fields[index] = Math.min(entry.fields[index]!, field);
    entry.counts[index]! += 1;
  }
  const rows = [...found].map(([code, { fields, counts }]) => ({
    code,
    fields: fields.map((field, index) => (counts[index] === lexemesOf.get(index) ? field : 0)),
  }));

  const past = await pastDecisions;

  const totalWeight = terms.reduce((sum, term) => sum + term.weight, 0);
  const matchOf = (fields: number[]) =>
    terms.reduce((sum, term, index) => sum + term.weight * FIELD_WEIGHT[fields[index] ?? 0]!, 0) /
    totalWeight;
  const matches = rows.map((row) => ({ ...row, match: matchOf(row.fields) }));
  // The heading's support: the mean of its two best-matching subheadings.
  const byHeading = new Map<string, number[]>();
  for (const row of matches) {
    const list = byHeading.get(row.code.slice(0, 4)) ?? [];
    list.push(row.match);
    byHeading.set(row.code.slice(0, 4), list);
  }
  const support = new Map(
    [...byHeading.entries()].map(([heading, list]) => {
      const best = list.sort((a, b) => b - a).slice(0, 2);
      return [heading, best.reduce((sum, value) => sum + value, 0) / 2];
    }),
  );
  const scored = new Map<string, { score: number; reasons: string[] }>();
  for (const row of matches.sort((a, b) => b.match - a.match).slice(0, Math.max(60, max * 4))) {
    const reasons: string[] = [];
    terms.forEach((term, index) => {
      const field = row.fields[index] ?? 0;
      if (!field) return;
      const where =
        field === 3
          ? 'in its own text'
          : field === 2
            ? 'in its heading or CN lines'
            : 'in national tariff lines';
      if (term.typed) reasons.push(`'${term.typed}' read as '${term.word}' (${where})`);
      else if (term.synonymOf) reasons.push(`synonym ${term.synonymOf}: '${term.word}' (${where})`);
      else reasons.push(`'${term.word}' ${where}`);
    });
    const score =
      (1 - HEADING_SHARE) * row.match + HEADING_SHARE * (support.get(row.code.slice(0, 4)) ?? 0);
    scored.set(row.code, { score, reasons });
  }
  for (const decision of past) {
    const boost = decision.similarity;
    const reason = `your past classification of '${decision.productDescription}' as ${formatCode(decision.hs6)}`;
    const entry = scored.get(decision.hs6);
    if (entry) {
      if (!entry.reasons.some((r) => r.startsWith('your past classification'))) {
        entry.score += boost;
        entry.reasons.unshift(reason);
      }
      continue;
    }
    scored.set(decision.hs6, { score: boost, reasons: [reason] });
  }

  const ranked = [...scored.entries()].sort(
    (a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]),
  );
  // Descriptions and paths only for what is shown; a past decision's code that is no longer an
  // HS 2022 subheading is left out.
  const paths = await pathsOf(
    prisma,
    ranked.slice(0, max + past.length).map(([code]) => code),
  );
  const subheading = (code: string) => paths.get(code)?.find((entry) => entry.code === code);
  const best = ranked.filter(([code]) => subheading(code)?.level === 'subheading').slice(0, max);
  const top = best[0]?.[1].score ?? 1;
  return best.map(([code, entry]) => ({
    code,
    description: subheading(code)!.description,
    path: paths.get(code) ?? [],
    score: Math.round((entry.score / Math.max(top, 1)) * 1000) / 1000,
    reasons: entry.reasons,
  }));
};
