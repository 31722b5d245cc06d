// What a subheading's own text excludes ("(excluding vacuum cleaners)", "other than upholstered",
// "(not tufted or flocked)", "excluding printed"), against what a description says its goods are. A
// subheading that excludes what the goods are is not their code, whatever words they share: "slim
// vacuum cleaners with a wand …" are no domestic appliance of 8509.80, which excludes vacuum
// cleaners; "upholstered metal framed chairs" no seats of 9401.79, "not upholstered".
import { loadLexicon, ruleMatches, type SynonymRule } from './lexicon';
import { EXCLUDED, materialsNamed } from './materials';

/** Words of an exclusion that name no goods ("those of heading no. 9104", "such goods"). */
const NOT_GOODS = new Set([
  ...['those', 'heading', 'headings', 'subheading', 'item', 'items', 'chapter', 'goods', 'kind'],
  ...['kinds', 'type', 'with', 'than', 'other', 'excluding', 'excl', 'not', 'except', 'such'],
  ...['for', 'the', 'and', 'of', 'in', 'or', 'their', 'whether', 'containing', 'used'],
]);

/** What a description says its goods are: before what they are used for, to or designed for. */
const PURPOSE = /\b(?:used|for|to|that|which|designed|intended)\b/;

/**
 * Descriptions of several articles (a kit holding golf balls is not golf balls): only the materials
 * an exclusion names count for them.
 */
const SEVERAL = /\b(?:sets?|kits?|assortments?)\b/;

const singular = (word: string) => word.replace(/(?:es|s)$/, '');

/**
 * The description in the words that the synonym rules which replace a phrase stand in for it: "a
 * battery operated clock" is an electrically operated one, which "other than electrically
 * operated" excludes.
 */
let replacing: Array<{ rule: SynonymRule; everywhere: RegExp; by: string }> | null = null;
const inReplacingWords = (text: string) => {
  replacing ??= loadLexicon()
    .synonyms.filter((rule) => rule.replaces)
    .map((rule) => ({
      rule,
      everywhere: new RegExp(rule.pattern.source, 'g'),
      by: rule.alternatives[0]!,
    }));
  return replacing.reduce(
    (rewritten, { rule, everywhere, by }) =>
      ruleMatches(rule, rewritten) ? rewritten.replace(everywhere, by) : rewritten,
    text,
  );
};
const wordsIn = (text: string) => {
  const { stopWords } = loadLexicon();
  return text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(
      (word) =>
        word.length > 2 && !/^\d/.test(word) && !NOT_GOODS.has(word) && !stopWords.has(word),
    );
};

/**
 * For a description: given a subheading's own text, the first thing it excludes that the
 * description says its goods are (every word of one alternative of the exclusion: "(excluding
 * coach screws and self-tapping screws)" has two), or nothing. An excluded material counts only
 * when the description names no other material: earrings "of base metal, glass stones and plastic
 * beads" are not what "imitation jewellery of other than base metal" excludes.
 */
export const excludedBy = (description: string) => {
  // What the description itself says the goods are not ("roasted coffee, not decaffeinated").
  const lowered = inReplacingWords(description.toLowerCase()).replace(
    /\bnot\b[^,;:()]*|\bnon-[a-z]+/g,
    ' ',
  );
  const purpose = lowered.search(PURPOSE);
  const said = new Set(wordsIn(purpose > 0 ? lowered.slice(0, purpose) : lowered).map(singular));
  const named = materialsNamed(lowered);
  const several = SEVERAL.test(lowered);
  return (ownText: string | undefined): string | undefined => {
    if (!ownText) return undefined;
    const { alternatives, subject } = exclusionsOf(ownText);
    for (const { words, singulars, materials } of alternatives) {
      // A set's articles may each be other goods, but all of one material: "a porcelain teacup and
      // saucer set" is no ceramic tableware "other than of porcelain or china" (6912).
      if (several && !materials.size) continue;
      if (!singulars.every((word) => said.has(word))) continue;
      // An exclusion naming only what the subheading itself is about ("Clocks; with watch
      // movements, excluding clocks of heading 9104") sets apart some of those goods by what words
      // cannot tell (the heading they fall in): it excludes nothing a description could be said
      // to be.
      if (singulars.every((word) => subject.has(word))) continue;
      if (materials.size && ![...named].every((material) => materials.has(material))) continue;
      return words.join(' ');
    }
    return undefined;
  };
};

interface Exclusions {
  /** Each alternative of each exclusion clause, with its words as the description is matched. */
  alternatives: Array<{ words: string[]; singulars: string[]; materials: Set<string> }>;
  /** The words of what the subheading is about, outside its exclusions. */
  subject: Set<string>;
}

/**
 * A subheading's own text read once: the suggestions ask the same few thousand texts again for
 * every description.
 */
const exclusionsRead = new Map<string, Exclusions>();
const exclusionsOf = (ownText: string): Exclusions => {
  let read = exclusionsRead.get(ownText);
  if (read) return read;
  // "Whether or not" excludes nothing.
  const text = ownText.toLowerCase().replace(/\bwhether or not\b/g, ' ');
  const alternatives = (text.match(EXCLUDED) ?? [])
    .flatMap((clause) => clause.split(/\b(?:and|or)\b/))
    .map((alternative) => {
      const words = wordsIn(alternative);
      return { words, singulars: words.map(singular), materials: materialsNamed(alternative) };
    })
    .filter(({ words }) => words.length > 0);
  read = {
    alternatives,
    subject: new Set(alternatives.length ? wordsIn(text.replace(EXCLUDED, ' ')).map(singular) : []),
  };
  exclusionsRead.set(ownText, read);
  return read;
};

/** What a description says its goods are not: "not in coils", "other than bottles", "without a lid". */
const DENIED = /\b(?:not|other than|excluding|except|without)\b[^;,:()]*/g;

/**
 * Words of a denial that name a degree rather than goods: "not exceeding 10 mm" and "not further
 * worked than hot-rolled" say what the goods are, within a limit.
 */
const DEGREE = new Set([
  ...['exceeding', 'exceed', 'exceeds', 'more', 'less', 'over', 'under', 'above', 'below'],
  ...['least', 'most', 'greater', 'smaller', 'further', 'worked', 'only', 'merely', 'yet'],
]);

const tokensIn = (text: string) =>
  text
    .split(/[^a-z0-9-]+/)
    .filter(Boolean)
    .map(singular);

/** A denial's words as a phrase, without the words around it that name no goods ("in", "of"). */
const phraseOf = (alternative: string) => {
  const filler = (word: string) => word.length <= 2 || NOT_GOODS.has(word);
  const tokens = alternative.split(/[^a-z0-9-]+/).filter(Boolean);
  while (tokens.length && filler(tokens[0]!)) tokens.shift();
  while (tokens.length && filler(tokens.at(-1)!)) tokens.pop();
  return tokens;
};

/** What a subheading's own text says its goods are: its exclusions and open alternatives left out. */
const assertedRead = new Map<string, string>();
const assertedBy = (ownText: string) => {
  let asserted = assertedRead.get(ownText);
  if (asserted !== undefined) return asserted;
  const text = ownText
    .toLowerCase()
    // "Whether or not containing added sugar" and "with or without" leave both open.
    .replace(/\b(?:whether or not|with or without)\b[^;,:()]*/g, ' ')
    .replace(EXCLUDED, ' ')
    .replace(/\bwithout\b[^;,:()]*/g, ' ');
  asserted = ` ${tokensIn(text).join(' ')} `;
  assertedRead.set(ownText, asserted);
  return asserted;
};

/**
 * For a description: given a subheading's own text, the first thing the description says its goods
 * are not (as it says it: "in coils") that the subheading says its goods are, or nothing. "Hot-rolled non-alloy steel plate, 12
 * mm thick, not in coils" is none of the plates "in coils" of 7208.25; "roasted coffee, not
 * decaffeinated" none of the decaffeinated coffee of 0901.22. The denial is read as a phrase ("not
 * containing added sugar" denies no sugar confectionery), and one holding a limit ("not exceeding
 * 10 mm", "not further worked than hot-rolled") denies no goods: the figures have their own check.
 */
export const deniedBy = (description: string) => {
  const lowered = inReplacingWords(description.toLowerCase()).replace(
    /\b(?:whether or not|with or without)\b[^;,:()]*/g,
    ' ',
  );
  const denials = (lowered.match(DENIED) ?? [])
    .filter((phrase) => !/\bthan\b|\d/.test(phrase.replace(/^other than\b/, '')))
    .flatMap((phrase) =>
      phrase
        .replace(/^(?:not|other than|excluding|except|without)\b/, ' ')
        .split(/\b(?:and|or|nor)\b/),
    )
    .map((alternative) => ({ said: alternative.trim(), words: phraseOf(alternative) }))
    .filter(({ words }) => words.length > 0 && !words.some((word) => DEGREE.has(word)))
    .map(({ said, words }) => ({ said, phrase: ` ${words.map(singular).join(' ')} ` }));
  return (ownText: string | undefined): string | undefined => {
    if (!ownText || !denials.length) return undefined;
    const asserted = assertedBy(ownText);
    return denials.find(({ phrase }) => asserted.includes(phrase))?.said;
  };
};
