// The words of the classification suggestions: the UK Trade Tariff's stop words and synonyms
// (bundled), the project's own rules (`lexicon-rules.txt` beside them), British spellings of the
// nomenclature, and how a description is cut into words.
import { readBundled } from './sources';

export interface SynonymRule {
  phrase: string;
  alternatives: string[];
  /** The alternatives stand in for the phrase's own words, which are not searched. */
  replaces?: true;
  /** The phrase counts only as a word of its own, not as the end of a chemical name ("…)ethanol"). */
  alone?: true;
  /** The phrase as whole words, to find it in a lower-cased description (compiled once). */
  pattern: RegExp;
}
type RuleText = Omit<SynonymRule, 'pattern'>;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Words of the UK Trade Tariff's stop list that name goods or their parts in descriptions ("a hand
 * saw", "a ceramic mug", "a felt tip", "a door stop", "fishing line", "lever backs", "briefs"):
 * searched like any other word.
 */
const GOODS_WORDS = new Set(['saw', 'mug', 'tip', 'stop', 'line', 'back', 'end', 'brief', 'home']);

/**
 * Words that say how a description is written, not what the goods are ("constructed of", "100
 * percent", "designed for", "a cardigan style garment", "stated to be", "intended for"): stop
 * words too. In the nomenclature's texts they only match by chance ("percent" is in the national
 * lines of 644 subheadings in 57 chapters: "containing over 50 percent by weight of …").
 *
 * "Set" and "piece" say how the goods are put up, not what they are: a set goes by the article that
 * gives it its character, so "a 42-piece kitchen set of stainless steel saucepans…" is kitchenware
 * of 7323, not the cutlery sets of 8215 or the colours in sets of 3213. The subheadings for sets
 * still match by what the set holds ("cutlery", "colours", "generating").
 */
const FILLER_WORDS = [
  'constructed',
  'composed',
  'consisting',
  'comprised',
  'designed',
  'featuring',
  'style',
  'stated',
  'measuring',
  'percent',
  'imported',
  'marketed',
  'intended',
  'purposes',
  'set',
  'sets',
  'piece',
  'pieces',
];

/** The project's own rules, beside the bundled tariff files (its header says how they are written). */
export const RULES_FILE = 'lexicon-rules.txt';

/**
 * Reads the project's rules: "phrase, phrase => words" searches each phrase as the words too,
 * "phrase, phrase -> words" as the words instead of its own; "[phrase]" counts only as a word of its
 * own. A malformed rule throws with its line number: the suggestions must not start on half a file.
 */
export const parseRules = (text: string, fileName = RULES_FILE): RuleText[] => {
  const rules: RuleText[] = [];
  const lines = text.split('\n');
  const fail = (at: number, why: string) => {
    throw new Error(`${fileName} line ${at + 1}: ${why}`);
  };
  for (let at = 0; at < lines.length; at++) {
    if (!lines[at]!.trim() || lines[at]!.startsWith('#')) continue;
    if (/^\s/.test(lines[at]!)) fail(at, 'a continued line follows no rule');
    const start = at;
    let line = lines[at]!.trim();
    while (/^\s+\S/.test(lines[at + 1] ?? '')) line += ` ${lines[++at]!.trim()}`;
    const arrows = [...line.matchAll(/ (=>|->) /g)];
    if (arrows.length !== 1)
      fail(start, 'a rule has one "=>" or "->" between its phrases and words');
    if (line !== line.toLowerCase()) fail(start, 'rules are written in lower case');
    const [arrow] = arrows;
    const listOf = (side: string) => side.split(',').map((term) => term.trim());
    const phrases = listOf(line.slice(0, arrow!.index));
    const alternatives = listOf(line.slice(arrow!.index + arrow![0].length));
    if (
      phrases.some((term) => !/^(?:\[[^[\]]+\]|[^[\]]+)$/.test(term)) ||
      alternatives.some((term) => !/^[^[\]]+$/.test(term))
    )
      fail(start, 'an empty phrase or word, or a stray bracket');
    for (const written of phrases) {
      const alone = written.startsWith('[') && written.endsWith(']');
      rules.push({
        phrase: alone ? written.slice(1, -1) : written,
        alternatives,
        ...(arrow![1] === '->' && { replaces: true as const }),
        ...(alone && { alone: true as const }),
      });
    }
  }
  return rules;
};

let lexicon: { stopWords: Set<string>; synonyms: SynonymRule[] } | null = null;

export const loadLexicon = () => {
  if (lexicon) return lexicon;
  const stopWords = new Set(
    [...readBundled('stop_words.yml.gz').matchAll(/^\s*-\s*"?([^"\n]+)"?\s*$/gm)]
      .map((m) => m[1]!.trim().toLowerCase())
      .filter((word) => !GOODS_WORDS.has(word))
      .concat(FILLER_WORDS),
  );
  const synonyms: RuleText[] = [];
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
  synonyms.push(...parseRules(readBundled(RULES_FILE)));
  lexicon = {
    stopWords,
    synonyms: synonyms.map((rule) => ({
      ...rule,
      pattern: new RegExp(
        `${rule.alone ? '(?<![\\w)\\]-])' : '\\b'}${escapeRegExp(rule.phrase)}\\b`,
      ),
    })),
  };
  return lexicon;
};

/**
 * Whether a rule's phrase is in a lowercased text. The phrase is literal text, so a text without it
 * is not tried with the pattern (the patterns alone, 1,400 of them, cost 0.5 ms a description).
 */
export const ruleMatches = (rule: SynonymRule, text: string) =>
  text.includes(rule.phrase) && rule.pattern.test(text);

/** A text's tokens in order, lowercased and without possessives, numbers and letters included. */
export const tokensOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);

/** A text's words: its tokens without outer hyphens, single letters and numbers. */
export const wordsOf = (text: string): string[] =>
  tokensOf(text)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word.length >= 2 && !/^[\d-]+$/.test(word));

/** British spellings of the nomenclature for the American ones of everyday descriptions. */
export const SPELLINGS: Record<string, string> = {
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

/**
 * The plurals the nomenclature names goods by that the English stemmer does not join to their
 * singular ("knives" stems to knive, "scarves" to scarv): "a kitchen knife" is searched as knives
 * too.
 */
export const IRREGULAR_PLURALS: Record<string, string> = {
  knife: 'knives',
  scarf: 'scarves',
  shelf: 'shelves',
  leaf: 'leaves',
  loaf: 'loaves',
  calf: 'calves',
  half: 'halves',
  hoof: 'hooves',
  sheaf: 'sheaves',
  wolf: 'wolves',
  tooth: 'teeth',
  goose: 'geese',
};

/**
 * The nomenclature names wearers in the plural ("men's or boys'", "women's or girls'", "children's")
 * and the English stemmer keeps "man" and "men" apart; a "man's shirt" searched as "man" would match
 * every "man-made fibres" instead.
 */
const PLURAL_WEARERS: Record<string, string> = { man: 'men', woman: 'women', child: 'children' };
export const asNomenclatureWord = (word: string) =>
  PLURAL_WEARERS[word] ?? (/^non-[a-z]/.test(word) ? `non${word.slice(4)}` : word);

/**
 * Product descriptions name the article first and then say what it is made of, how it is built and
 * what it is for ("A women's cardigan constructed from 100% wool knit fabric with…"). The words
 * before the first such break are the head phrase.
 */
const HEAD_BREAK =
  /[,;:()[\]]|\b(?:of|with|without|for|from|in|into|on|at|to|by|as|and|or|made|constructed|composed|consisting|containing|comprised|comprising|used|designed|intended|which|that|featuring|having|measuring|weighing|imported|put|packed|packaged|sold|marketed)\b/;
/** How descriptions of several articles begin ("A pair of", "an 8-piece set of", "two packs of"). */
const QUANTITY_HEAD =
  /^\s*(?:(?:an?|one|two|three|four|five|six|\d+)\s+)?(?:[a-z0-9]+-piece\s+)?(?:pairs?|sets?|kits?|pieces?|assortments?|packs?|packages?|bundles?|collections?)\s+of\s+/;
/** The words of the head phrase, which names the article. */
export const headWordsOf = (text: string): Set<string> => {
  // A bracket inside the head phrase glosses it ("nitrile butadiene rubber (NBR) coated steel
  // gaskets", "a polyester satin (suede) fabric"): the phrase reads on past it.
  const lowered = text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/\s*\([^()]*\)/g, '');
  // "A pair of …", "a six-piece set of …": the head phrase is what follows the quantity.
  const quantity = QUANTITY_HEAD.exec(lowered)?.[0].length ?? 0;
  const headEnd = lowered.slice(quantity).search(HEAD_BREAK);
  return new Set(
    wordsOf(
      headEnd > 0 ? lowered.slice(quantity, quantity + headEnd) : lowered.slice(quantity),
    ).map(asNomenclatureWord),
  );
};
