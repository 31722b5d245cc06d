// The search documents of the classification suggestions: one English full-text document per HS
// 2022 subheading (hs_search_documents), its own text (weight A), its heading's text and CN lines
// (B) and the national sub-line descriptions of the current US and Japanese schedules (C), and each
// lexeme's best field per subheading (hs_search_postings). Rebuilt by the tariff-data import.
//
// The chapter's title is left out: it lists everything the chapter holds ("Soap, …; artificial or
// prepared waxes, candles and similar articles, modelling pastes, …"), so its words matched every
// subheading of the chapter alike, the soaps of 3401 as much as the candles of 3406, and counted
// such words as common when they are not.
import type { PrismaClient } from '@compliance/db';

/**
 * What a text excludes: in parentheses, "(not knitted or crocheted)", "(excl. cans, boxes …)",
 * "(excluding generating sets)", "(other than …)", one level of inner parentheses included; and a
 * clause that starts with "not" ("Apparel and clothing accessories; not knitted or crocheted",
 * "Coffee; not roasted", "Coffee; roasted, not decaffeinated", "Seats; with metal frames, not
 * upholstered"). The words of an exclusion name goods the code does not cover, so they are left
 * out of its search document: a knitted shirt should not match the woven shirts' "not knitted".
 */
const EXCLUSION = String.raw`\((excl\.?|excluding|not|other than)\M([^()]|\([^()]*\))*\)|;\s*not\M[^;()|]*|,\s*not\M[^;,()|]*`;
/**
 * What an exclusion's parentheses include after it ("(excluding medicaments, including sunscreen or
 * sun tan preparations)", 3304.99) is set in parentheses of its own, so it stays searchable; not
 * what it excludes "including but not limited to" (the US sugars "excluding any foreign
 * substances, including but not limited to molasses").
 */
const INCLUDED = String.raw`(\((?:excl\.?|excluding|not|other than)\M[^()]*?),\s*(including\M)(?!\s+but\M)`;
/**
 * "Not knitted or crocheted" (chapter 62, and the headings and subheadings of other chapters that
 * say it) is read as "woven", what such goods almost always are: "woven polyester shorts" match the
 * shorts of 6204 rather than those of 6104.
 */
const NOT_KNITTED = String.raw`\(not knitted or crocheted\)|;\s*not knitted or crocheted`;
/**
 * The fields of `hs_search_postings`: where in a subheading's search document a lexeme stands at
 * best, the higher the more it says about the subheading.
 */
export const POSTING_FIELD = { ownText: 3, headingOrCnLine: 2, nationalLine: 1 } as const;

/**
 * "Non-electric", "non-alloy", "non-motorised" are written as one word ("nonelectric"): the English
 * configuration reads "non-electric" as "non-electric", "non" and "electric", so an electric oven
 * matched the non-electric ovens of 8417 on "electric". Descriptions are read the same way.
 */
const NON = String.raw`\mnon-([a-z])`;
/** A text with "non-" joined to its word, in SQL (product descriptions are read the same way). */
export const nonJoined = (text: string) => `regexp_replace(${text}, '${NON}', 'non\\1', 'gi')`;
/**
 * A word joined by a hyphen ("ball-point", "hand-held", "after-shave") is also written closed
 * ("ballpoint", "handheld", "aftershave"), as traders and the other schedules write it: the texts
 * that hyphenate it hold the closed form too, so "ballpoint pens" finds the "ball-point pens" of
 * 9608.10. The closed form goes just before the hyphenated word, so the last part stays next to
 * the word after it: "ice-hockey sticks" still holds the phrase "hockey sticks".
 */
const HYPHENATED = String.raw`\m([a-z]+)-([a-z]+)\M`;
/**
 * A text as the search documents read it, in SQL: what it excludes left out, "not knitted" as
 * woven, "non-" joined to its word, a hyphenated word also written closed.
 */
export const searchable = (column: string) =>
  `regexp_replace(${nonJoined(
    `regexp_replace(regexp_replace(regexp_replace(${column}, '${INCLUDED}', '\\1) (\\2', 'gi'), '${NOT_KNITTED}', ' woven ', 'gi'), '${EXCLUSION}', ' ', 'gi')`,
  )}, '${HYPHENATED}', '\\1\\2 \\1-\\2', 'gi')`;

/**
 * How the search documents are built. The import run rebuilds documents of another version even
 * when no source changed. 2: exclusions left out, the US statistical lines in; 3: "not knitted or
 * crocheted" read as "woven"; 4: the chapter's title left out; 5: "non-" joined to its word; 6: ", not …"
 * clauses left out; 7: hyphenated words also written closed; 8: what an exclusion's parentheses
 * include kept.
 */
export const SEARCH_DOCUMENTS_VERSION = 8;

/**
 * A subheading's `searchText` without its chapter's title: the import writes its own text, its
 * heading's, its chapter's, then its CN lines, joined by ' | ' (core/src/tariffs/import).
 */
const WITHOUT_CHAPTER = `array_to_string(parts[1:2] || parts[4:], ' | ')`;

/** Rebuilds the search documents and their postings from hs_codes and the loaded MFN lines. */
export const refreshSearchDocuments = async (prisma: PrismaClient): Promise<number> =>
  prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe('DELETE FROM hs_search_postings');
      await tx.$executeRawUnsafe('DELETE FROM hs_search_documents');
      const count = await tx.$executeRawUnsafe(`
        INSERT INTO hs_search_documents (code, text, document, version)
        SELECT h.code,
               concat_ws(' | ', ${WITHOUT_CHAPTER}, n.lines),
               setweight(to_tsvector('english', ${searchable('h.description')}), 'A')
                 || setweight(to_tsvector('english', ${searchable(WITHOUT_CHAPTER)}), 'B')
                 || setweight(to_tsvector('english', ${searchable("coalesce(n.lines, '')")}), 'C'),
               ${SEARCH_DOCUMENTS_VERSION}
        FROM hs_codes h
        CROSS JOIN LATERAL (SELECT string_to_array(h."searchText", ' | ') AS parts) s
        LEFT JOIN (
          SELECT hs6,
                 string_agg(DISTINCT concat_ws(' | ', "productDescription", NULLIF("subLines", '')),
                            ' | ') AS lines
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
               max(CASE WHEN 'A' = ANY(u.weights) THEN ${POSTING_FIELD.ownText}
                        WHEN 'B' = ANY(u.weights) THEN ${POSTING_FIELD.headingOrCnLine}
                        ELSE ${POSTING_FIELD.nationalLine} END)
        FROM hs_search_documents d, unnest(d.document) AS u
        GROUP BY u.lexeme, d.code`);
      return count;
    },
    { timeout: 120_000 },
  );
