// Reading whether a subheading's search document holds a phrase, in memory. What it answers is
// what Postgres answers for `document @@ phraseto_tsquery('english', phrase)`: the phrase's lexemes
// at the distances they stand apart in the phrase (as `to_tsvector` places them). Held with the
// search index, so a suggestion asks the database nothing for its phrases (the query cost 4-10 ms a
// description).
import type { PrismaClient } from '@compliance/db';

/**
 * A lexeme's number and a position packed in one unsigned 32-bit integer, id × POSITIONS +
 * position: tsvector positions stop at 16,383 (2^14), so 2^18 lexemes fit. Sorted, a lexeme's
 * positions in a document stand together.
 */
const POSITIONS = 2 ** 14;
const MAX_IDS = 2 ** 18;

/** A phrase's lexemes with their positions in the phrase. */
export type PhraseLexemes = readonly { lexeme: string; position: number }[];

/**
 * SQL for a tsvector's lexemes with their positions as one string, `'clock 4,9 alarm 3'`, in the
 * order `unnest` (and `tsvector_to_array`) gives them.
 */
export const lexemePositionsSql = (tsvector: string) =>
  `(SELECT string_agg(lexeme || ' ' || array_to_string(positions, ','), ' ')
    FROM unnest(${tsvector}))`;

/** Reads `lexemePositionsSql`'s string (none for a text of stop words). */
export const parseLexemePositions = (
  text: string | null | undefined,
): { lexeme: string; positions: number[] }[] => {
  const tokens = text ? text.split(' ') : [];
  const entries: { lexeme: string; positions: number[] }[] = [];
  for (let at = 0; at + 1 < tokens.length; at += 2)
    entries.push({ lexeme: tokens[at]!, positions: tokens[at + 1]!.split(',').map(Number) });
  return entries;
};

export interface PhraseIndex {
  /**
   * Whether the document of a subheading holds the phrase: every lexeme at its distance from the
   * first (none, a phrase of stop words, is held nowhere).
   */
  holding(phrase: PhraseLexemes): (code: string) => boolean;
}

/**
 * Builds the index from each document's lexemes with their positions (`lexemePositionsSql`, one
 * string a subheading). Undefined when the documents hold more lexemes than can be packed beside a
 * position (2^18): the suggestions then ask Postgres, as they did before.
 */
export const createPhraseIndex = (
  documents: readonly { code: string; lexemes: string | null }[],
): PhraseIndex | undefined => {
  const ids = new Map<string, number>();
  const packedOf = new Map<string, Uint32Array>();
  for (const { code, lexemes } of documents) {
    const packed: number[] = [];
    for (const { lexeme, positions } of parseLexemePositions(lexemes)) {
      let id = ids.get(lexeme);
      if (id === undefined) {
        id = ids.size;
        if (id >= MAX_IDS) return undefined;
        ids.set(lexeme, id);
      }
      for (const position of positions) packed.push(id * POSITIONS + position);
    }
    packedOf.set(code, Uint32Array.from(packed).sort());
  }

  /** The index of the first value at least `value` (the length when none is). */
  const lowerBound = (packed: Uint32Array, value: number) => {
    let low = 0;
    let high = packed.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (packed[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const contains = (packed: Uint32Array, value: number) =>
    packed[lowerBound(packed, value)] === value;

  return {
    holding(phrase) {
      const sorted = [...phrase].sort((a, b) => a.position - b.position);
      const wanted = sorted.map(({ lexeme, position }) => ({
        id: ids.get(lexeme),
        distance: position - sorted[0]!.position,
      }));
      const [first, ...rest] = wanted;
      if (!first || wanted.some(({ id }) => id === undefined)) return () => false;
      const from = first.id! * POSITIONS;
      const end = from + POSITIONS;
      return (code) => {
        const packed = packedOf.get(code);
        if (!packed) return false;
        for (let at = lowerBound(packed, from); packed[at]! < end; at++) {
          const start = packed[at]! - from;
          if (
            rest.every(
              ({ id, distance }) =>
                start + distance < POSITIONS &&
                contains(packed, id! * POSITIONS + start + distance),
            )
          )
            return true;
        }
        return false;
      };
    },
  };
};

/** The index of the search documents as the database holds them (one statement, about 0.3 s). */
export const readPhraseIndex = async (prisma: PrismaClient) =>
  createPhraseIndex(
    await prisma.$queryRawUnsafe<{ code: string; lexemes: string | null }[]>(
      `SELECT code, ${lexemePositionsSql('document')} AS lexemes FROM hs_search_documents`,
    ),
  );
