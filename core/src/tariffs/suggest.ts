// Classification suggestions: the best HS6 subheadings for a product description.
//
// Each subheading has a precomputed English full-text document (hs_search_documents): its own text
// (weight A), its ancestors' text (B) and the national sub-line descriptions of the loaded
// schedules and CN lines (C). A description is cut into words, stop words dropped (the UK Trade
// Tariff's list), synonyms added (the UK Trade Tariff's rules), unknown words corrected to the
// nearest lexeme of the documents by trigram similarity, and the subheadings are ranked by how many
// of the words they match (own text counting more), the full-text rank, and the organisation's own
// past classifications of similar descriptions.
import { type HsSuggestion, type HsSuggestionQuery } from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import { pathOf } from './hs-codes';
import { readBundled } from './sources';

// ─── Search documents ───────────────────────────────────────────────────────

/** Rebuilds the search documents and their vocabulary from hs_codes and the loaded MFN lines. */
export const refreshSearchDocuments = async (prisma: PrismaClient): Promise<number> =>
  prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('DELETE FROM hs_search_words');
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
          WHERE "tradeAgreement" = '' AND "exportingCountry" = ''
            AND "productDescription" ~ '[A-Za-z]'
          GROUP BY hs6
        ) n ON n.hs6 = h.code
        WHERE h.level = 'subheading'`);
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

export const suggestHsCodes = async (
  prisma: PrismaClient,
  { description, limit = 5 }: HsSuggestionQuery,
): Promise<HsSuggestion[]> => {
  const max = Number(limit);
  const [state] = await prisma.$queryRawUnsafe<{ loaded: boolean }[]>(
    'SELECT EXISTS (SELECT 1 FROM hs_search_documents) AS loaded',
  );
  if (!state?.loaded) throw notLoaded();
  const { stopWords, synonyms } = loadLexicon();
  const text = description.toLowerCase();

  // Synonym rules whose phrase is in the description add their alternatives' words.
  const ruleWords: { word: string; synonymOf: string }[] = [];
  const phraseWords = new Set<string>();
  for (const rule of synonyms) {
    if (!new RegExp(`\\b${rule.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))
      continue;
    for (const word of wordsOf(rule.phrase)) phraseWords.add(word);
    for (const alternative of rule.alternatives)
      for (const word of wordsOf(alternative).filter((w) => !stopWords.has(w)))
        ruleWords.push({ word, synonymOf: `${rule.phrase} → ${alternative}` });
  }
  const typed = [...new Set(wordsOf(text).filter((word) => !stopWords.has(word)))].slice(0, 16);
  const all = [...new Set([...typed, ...ruleWords.map((r) => r.word)])];
  if (!all.length) return [];

  // How many subheadings each word matches (its rarity weights it), and the document count.
  const frequencies = await prisma.$queryRawUnsafe<
    { word: string; searchable: boolean; df: number; n: number }[]
  >(
    `WITH q AS (SELECT w, plainto_tsquery('english', w) AS tq FROM unnest($1::text[]) AS w)
     SELECT w AS word, tq::text <> '' AS searchable,
            (SELECT count(*)::int FROM hs_search_documents d WHERE d.document @@ q.tq) AS df,
            (SELECT count(*)::int FROM hs_search_documents) AS n
     FROM q`,
    all,
  );
  const byWord = new Map(frequencies.map((row) => [row.word, row]));
  const documents = frequencies[0]?.n ?? 1;
  const idf = (df: number) => Math.log(1 + documents / Math.max(df, 1));

  // Unknown words (typos) are read as the nearest lexeme of the documents by trigram similarity.
  const unknown = typed.filter(
    (word) => byWord.get(word)?.searchable && !byWord.get(word)?.df && !phraseWords.has(word),
  );
  const fixes = unknown.length
    ? await prisma.$queryRawUnsafe<{ word: string; fix: string | null; docs: number | null }[]>(
        `SELECT w AS word, f.word AS fix, f.docs
         FROM unnest($1::text[]) AS w
         LEFT JOIN LATERAL (
           SELECT s.word, s.docs FROM hs_search_words s
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
    if (df) add({ word, weight: idf(df) });
    const fix = fixes.find((f) => f.word === word);
    if (fix?.fix) add({ word: fix.fix, typed: word, weight: 0.8 * idf(fix.docs ?? 1) });
  }
  for (const { word, synonymOf } of ruleWords) {
    const df = byWord.get(word)?.df ?? 0;
    if (df) add({ word, synonymOf, weight: 0.7 * idf(df) });
  }
  if (!terms.length) return [];

  const words = terms.map((term) => term.word);
  const rows = await prisma.$queryRawUnsafe<
    { code: string; description: string; rank: number; hits: boolean[]; own: boolean[] }[]
  >(
    `WITH t AS (SELECT ord, plainto_tsquery('english', w) AS q
                FROM unnest($1::text[]) WITH ORDINALITY AS u(w, ord)),
          anyq AS (SELECT string_agg('(' || q::text || ')', ' | ')::tsquery AS q
                   FROM t WHERE q::text <> '')
     SELECT d.code, h.description,
            ts_rank('{0.1, 0.3, 0.6, 1.0}', d.document, anyq.q, 1) AS rank,
            array(SELECT d.document @@ t.q FROM t ORDER BY ord) AS hits,
            array(SELECT ts_filter(d.document, '{a}') @@ t.q FROM t ORDER BY ord) AS own
     FROM hs_search_documents d JOIN hs_codes h ON h.code = d.code, anyq
     WHERE d.document @@ anyq.q
     ORDER BY (SELECT count(*) FROM t WHERE d.document @@ t.q) DESC, rank DESC
     LIMIT 80`,
    words,
  );

  // The organisation's own classifications of similar descriptions.
  const past = await prisma.$queryRawUnsafe<
    { hs6: string; productDescription: string; similarity: number }[]
  >(
    `SELECT left("hsCode", 6) AS hs6, "productDescription",
            similarity(lower("productDescription"), $1) AS similarity
     FROM tariff_classifications
     WHERE similarity(lower("productDescription"), $1) >= 0.45
     ORDER BY similarity DESC, "classifiedAt" DESC LIMIT 20`,
    text,
  );

  const totalWeight = terms.reduce((sum, term) => sum + term.weight, 0);
  const maxRank = Math.max(...rows.map((row) => row.rank), 1e-9);
  const scored = new Map<string, { description: string; score: number; reasons: string[] }>();
  for (const row of rows) {
    let coverage = 0;
    let own = 0;
    const reasons: string[] = [];
    terms.forEach((term, index) => {
      if (!row.hits[index]) return;
      coverage += term.weight;
      if (row.own[index]) own += term.weight;
      const where = row.own[index] ? 'in its own text' : 'in its headings or national lines';
      if (term.typed) reasons.push(`'${term.typed}' read as '${term.word}' (${where})`);
      else if (term.synonymOf) reasons.push(`synonym ${term.synonymOf}: '${term.word}' (${where})`);
      else reasons.push(`'${term.word}' ${where}`);
    });
    const score =
      0.6 * (coverage / totalWeight) + 0.25 * (own / totalWeight) + 0.15 * (row.rank / maxRank);
    scored.set(row.code, { description: row.description, score, reasons });
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
    const row = await prisma.hsCode.findUnique({ where: { code: decision.hs6 } });
    if (row?.level === 'subheading')
      scored.set(decision.hs6, { description: row.description, score: boost, reasons: [reason] });
  }

  const best = [...scored.entries()]
    .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]))
    .slice(0, max);
  const top = best[0]?.[1].score ?? 1;
  return Promise.all(
    best.map(async ([code, entry]) => ({
      code,
      description: entry.description,
      path: await pathOf(prisma, code),
      score: Math.round((entry.score / Math.max(top, 1)) * 1000) / 1000,
      reasons: entry.reasons,
    })),
  );
};
