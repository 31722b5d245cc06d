import { z } from 'zod';

import { wholeNumber } from './common';

// The Harmonized System nomenclature (HS 2022) as the product serves it: sections, chapters
// (2 digits), headings (4), subheadings (6), and national tariff lines (8 or 10 digits) whose first
// six digits must be a real subheading.

export const HS_LEVELS = ['section', 'chapter', 'heading', 'subheading', 'national'] as const;
export const HsLevelSchema = z.enum(HS_LEVELS);
export type HsLevel = z.infer<typeof HsLevelSchema>;

/** What a user may type: 2, 4, 6, 8 or 10 digits, dots and spaces allowed ('8471.30', '0101 21'). */
export const HS_CODE_INPUT_PATTERN = /^[\d.\s]+$/;

/** Digits only: '8471.30.01' -> '84713001'. */
export const normalizeHsCode = (value: string): string => value.replace(/[.\s]/g, '');

/** Syntax check shared by forms and the server; existence is checked by the server. */
export const HsCodeInputSchema = z
  .string({ error: 'HS code is required' })
  .trim()
  .min(1, 'HS code is required')
  .max(20, 'HS code must be at most 20 characters')
  .regex(HS_CODE_INPUT_PATTERN, 'HS code must contain digits only (dots and spaces allowed)')
  .transform(normalizeHsCode)
  .refine((code) => [2, 4, 6, 8, 10].includes(code.length), {
    error: 'HS code must have 2, 4, 6, 8 or 10 digits',
  });

export const HsPathEntrySchema = z.object({
  code: z.string(),
  level: HsLevelSchema,
  description: z.string(),
});
export type HsPathEntry = z.infer<typeof HsPathEntrySchema>;

export const HsCodeNodeSchema = z.object({
  /** Digits only ('847130'); sections use their roman numeral ('XVI'). */
  code: z.string(),
  level: HsLevelSchema,
  description: z.string(),
  /** Parent code, null for sections. */
  parent: z.string().nullable(),
});
export type HsCodeNode = z.infer<typeof HsCodeNodeSchema>;

/** National tariff lines under an HS6 subheading, from the loaded schedules. */
export const HsNationalLineSchema = z.object({
  market: z.string(),
  code: z.string(),
  description: z.string(),
  source: z.string(),
  asOf: z.string(),
});
export type HsNationalLine = z.infer<typeof HsNationalLineSchema>;

export const HsCodeDetailSchema = HsCodeNodeSchema.extend({
  /** Section › chapter › heading › subheading, root first, ending with this code. */
  path: z.array(HsPathEntrySchema),
  children: z.array(HsCodeNodeSchema),
  nationalLines: z.array(HsNationalLineSchema),
  /** 'HS 2022 (WCO, via UN Comtrade)'. */
  nomenclature: z.string(),
});
export type HsCodeDetail = z.infer<typeof HsCodeDetailSchema>;

export const HsCodeParamsSchema = z.object({
  code: z.string().trim().min(1, 'HS code is required').max(20, 'HS code is too long'),
});

/** A code prefix ('8471') or words ('laptop computer'). */
export const HsCodeSearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, 'q must have at least 2 characters')
    .max(200, 'q must be at most 200 characters'),
  limit: wholeNumber(
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be an integer')
      .min(1, 'limit must be at least 1')
      .max(100, 'limit must be at most 100'),
  ).default(20),
});
export type HsCodeSearchQuery = z.input<typeof HsCodeSearchQuerySchema>;

export const HsCodeSearchResultSchema = HsCodeNodeSchema.extend({
  path: z.array(HsPathEntrySchema),
});
export type HsCodeSearchResult = z.infer<typeof HsCodeSearchResultSchema>;
export const HsCodeSearchResultListSchema = z.array(HsCodeSearchResultSchema);

export const HsSuggestionQuerySchema = z.object({
  description: z
    .string({ error: 'description is required' })
    .trim()
    .min(3, 'description must have at least 3 characters')
    .max(500, 'description must be at most 500 characters'),
  limit: wholeNumber(
    z
      .number({ error: 'limit must be a number' })
      .int('limit must be an integer')
      .min(1, 'limit must be at least 1')
      .max(20, 'limit must be at most 20'),
  ).default(5),
});
export type HsSuggestionQuery = z.input<typeof HsSuggestionQuerySchema>;

export const HsSuggestionSchema = z.object({
  /** HS6, digits only. */
  code: z.string(),
  description: z.string(),
  path: z.array(HsPathEntrySchema),
  /** 0..1, higher is better; only comparable within one answer. */
  score: z.number(),
  /**
   * Why it matched: words, synonyms, typo corrections, past accepted classifications, CBP rulings
   * of similar goods (`precedentReason`) and how many of them are in its heading ("3 similar CBP
   * rulings in heading 3924"); and what held it back (`isHeldBackReason`).
   */
  reasons: z.array(z.string()),
});
export type HsSuggestion = z.infer<typeof HsSuggestionSchema>;

/**
 * The words of the reasons that lowered a suggestion instead of raising it: goods of a material the
 * description does not name, a fabric or yarn the article is not, natural goods when the goods are
 * artificial, meat, fish, vegetables or fruit as such when the goods are prepared, footwear with
 * uppers of another material, garments for the other wearer, goods for users the description does
 * not name (animal feed, babies' garments), what the subheading's own text excludes, what the
 * description says the goods are not.
 */
export const HELD_BACK = {
  material: 'a material the description does not name',
  form: 'which the article the description names is not',
  /** Natural goods when the goods are artificial, goods as such when they are prepared. */
  goodsAre: 'and the goods are',
  uppers: "which the description's uppers are not",
  wearer: 'and the goods are for',
  user: 'and the description names none',
  excluded: 'which its own text excludes',
  /** What the subheading says its goods are, where the description says they are not. */
  denied: 'which the description says the goods are not',
  /** Another heading of chapter 29 than the one its notes give the compound named. */
  lastHeading: 'and chapter 29 takes the compound to',
} as const;

export const isHeldBackReason = (reason: string) =>
  Object.values(HELD_BACK).some((words) => reason.includes(words));

/** A CBP ruling cited as a precedent: "CBP ruling N350577 (2025): '…' as 3924.90". */
export const precedentReason = (
  ruling: string,
  year: string,
  description: string,
  code: string,
): string => `CBP ruling ${ruling} (${year}): '${description}' as ${code}`;

/** The ruling a reason cites as a precedent, to be read in CBP's CROSS; null for other reasons. */
export const precedentRulingOf = (reason: string): { ruling: string; url: string } | null => {
  const ruling = /^CBP ruling ([A-Z]{0,2}\d{5,7}) \(/.exec(reason)?.[1];
  return ruling ? { ruling, url: `https://rulings.cbp.gov/ruling/${ruling}` } : null;
};

export const HsSuggestionListSchema = z.array(HsSuggestionSchema);

/** Digits as the API keeps them -> the dotted form trade teams read: '847130' -> '8471.30'. */
export const formatHsCode = (code: string): string => {
  const digits = code.replace(/[.\s]/g, '');
  if (!/^\d+$/.test(digits) || digits.length <= 4) return digits || code;
  // Japan's statistical codes have 9 digits, read as 4.2.3.
  const groups =
    digits.length === 9
      ? [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)]
      : [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8), digits.slice(8)];
  return groups.filter(Boolean).join('.');
};
