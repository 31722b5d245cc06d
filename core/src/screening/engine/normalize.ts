import anyAscii from 'any-ascii';

import { arabicSkeleton, splitArticle } from './arabic';
import {
  AMBIGUOUS_LEGAL,
  GENERIC_WORDS,
  LEGAL_FORM_MAX_WORDS,
  LEGAL_FORMS,
  numberWord,
  PARTICLE_GROUP,
  PARTICLES,
  STOPWORDS,
  VARIANT_OF,
} from './lexicon';
import { boundedDistance, fold, skeleton } from './similarity';

export type TokenKind = 'core' | 'generic' | 'legal' | 'particle' | 'number' | 'initial';

export interface NameToken {
  /** ASCII lower-case form shown in explanations. */
  text: string;
  /** Transliteration-folded form: the vocabulary key. */
  fold: string;
  /** Consonant skeleton, compared only for abjad-script input. */
  skel: string;
  kind: TokenKind;
  /** Canonical legal form code for `legal` tokens. */
  legal?: string;
  /** Given-name variant group key. */
  group?: string;
  /** Came from Arabic/Persian script, where short vowels are not written. */
  abjad: boolean;
  /** Part of a hyphenated word ("PRIDMORE-SMITH"): the id shared by its parts. */
  compound?: number;
}

export interface PreparedName {
  tokens: NameToken[];
  /** Display form after normalisation ("LAST, First" reordered). */
  normalized: string;
}

const ABJAD = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const CJK = /[\u3040-\u30FF\u3400-\u9FFF]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/** "MADURO MOROS, Nicolas" -> "Nicolas MADURO MOROS" (only for a single comma). */
export const reorderLastFirst = (name: string): string => {
  const parts = name.split(',');
  if (parts.length !== 2) return name;
  const [last, first] = parts.map((p) => p.trim());
  if (
    !last ||
    !first ||
    /\b(ltd|llc|inc|s\.?a\.?|co|corp|limited|jsc|de c\.?v\.?)\b\.?$/i.test(first)
  )
    return name;
  return `${first} ${last}`;
};

interface AsciiWord {
  word: string;
  /** Index of the hyphenated word this part came from ("PRIDMORE-SMITH"), if any. */
  compound?: number;
  /** Consonant skeleton taken from the Arabic letters, for abjad words. */
  skel: string | null;
  /** Index of the space-separated chunk of the input this word came from. */
  chunk?: number;
}

const asciiClean = (text: string) =>
  text
    .toLowerCase()
    .replace(/['`’ʼʻ]/g, '')
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// BGN/PCGN conventions the lists follow and any-ascii does not: ё -> yo, initial е -> ye.
const cyrillicPreMap = (chunk: string) =>
  chunk
    .replace(/ё/g, 'йо')
    .replace(/Ё/g, 'Йо')
    .replace(/(^|[аеёиоуыэюяьъАЕЁИОУЫЭЮЯЬЪ])е/g, '$1йе')
    .replace(/(^|[аеёиоуыэюяьъАЕЁИОУЫЭЮЯЬЪ])Е/g, '$1Йе');

/** Every word of a legal form ("sa", "de", "cv" of "S.A. de C.V."). */
const LEGAL_FORM_WORDS = new Set([...LEGAL_FORMS.keys()].flatMap((form) => form.split(' ')));
const isOneWordPair = (pair: string) => VESSEL_MARKERS.has(pair) || LEGAL_FORM_WORDS.has(pair);

const toAsciiWords = (raw: string): AsciiWord[] => {
  const out: AsciiWord[] = [];
  for (const [at, chunk] of raw.split(/\s+/).entries()) {
    if (!chunk) continue;
    if (ABJAD.test(chunk)) {
      for (const piece of chunk.split(/[^\p{L}\p{M}]+/u)) {
        for (const part of splitArticle(piece)) {
          const ascii = /^(ال|أل|ٱل)$/u.test(part)
            ? 'al'
            : asciiClean(anyAscii(part)).replace(/\s+/g, '');
          if (ascii) out.push({ word: ascii, skel: ascii === 'al' ? 'l' : arabicSkeleton(part) });
        }
      }
      continue;
    }
    // Two dotted letters ("S.V." after "Lavrov", "O.V.") are a person's initials; three or more
    // ("M.D.S.") an acronym, and "M.V." a ship marker and "S.A." or "C.V." (of "S.A. de C.V.") a
    // legal form: those are read as one word below.
    if (/^\p{L}\.\p{L}\.?,?$/u.test(chunk) && !isOneWordPair(asciiClean(anyAscii(chunk)))) {
      for (const letter of chunk.match(/\p{L}/gu)!) {
        const word = asciiClean(anyAscii(letter));
        // Each letter its own chunk, so joinInitials leaves them apart.
        if (word) out.push({ word, skel: null, chunk: -1 - out.length });
      }
      continue;
    }
    let source = CYRILLIC.test(chunk) ? cyrillicPreMap(chunk) : chunk;
    if (CJK.test(source)) source = anyAscii(source).replace(/([a-z])([A-Z])/g, '$1 $2');
    const parts = asciiClean(anyAscii(source))
      .split(' ')
      .filter((word) => word);
    const compound = parts.length > 1 && /\p{L}-\p{L}/u.test(chunk) ? out.length : undefined;
    for (const word of parts) out.push({ word, skel: null, compound, chunk: at });
  }
  return out;
};

/** Ship and aircraft type markers written before or after the name ("M/V", "MT", "SS"). */
const VESSEL_MARKERS = new Set([
  'mv',
  'mt',
  'ms',
  'ss',
  'my',
  'mfv',
  'fv',
  'rv',
  'tss',
  'mts',
  'mvs',
  'vessel',
  'tanker',
]);

/** Whether a name starts or ends with a ship marker word ("MV Sea Star", "MTS Bank"). */

const LEGAL_FIRST_WORDS = new Set([...LEGAL_FORMS.keys()].map((k) => k.split(' ')[0]!));

// Classification depends only on the word: cache it (names repeat the same words constantly).
const classifyCache = new Map<string, NameToken>();
const classify = (word: string, abjadSkel: string | null): NameToken => {
  const key = abjadSkel !== null ? `${word}*${abjadSkel}` : word;
  const cached = classifyCache.get(key);
  if (cached) return { ...cached };
  const token = classifyUncached(word, abjadSkel);
  if (classifyCache.size < 200_000) classifyCache.set(key, token);
  return { ...token };
};

// A letter typed three times running ("aaaa") is no spelling of a name: such a word is compared
// letter for letter, so folding its doubled letters cannot make "aaaaaaaaaa" read as "AA".
const TRIPLED_LETTER = /(\p{L})\1\1/u;

const classifyUncached = (word: string, abjadSkel: string | null): NameToken => {
  const folded = TRIPLED_LETTER.test(word) ? word : fold(word);
  const base = {
    text: word,
    fold: folded,
    skel: abjadSkel ?? skeleton(folded),
    abjad: abjadSkel !== null,
  };
  if (/\d/.test(word)) return { ...base, kind: 'number' };
  if (PARTICLES.has(word)) {
    const group = PARTICLE_GROUP.get(word);
    return group ? { ...base, kind: 'particle', group } : { ...base, kind: 'particle' };
  }
  if (word.length === 1 && abjadSkel === null) return { ...base, kind: 'initial' };
  const group = VARIANT_OF.get(word);
  if (group) return { ...base, kind: 'core', group };
  if (GENERIC_WORDS.has(word)) return { ...base, kind: 'generic' };
  return { ...base, kind: 'core' };
};

// Words of legal forms and number words, for spelling correction ("COPANY", "LIMWTED", "FOURTLH").
const LEGAL_WORDS = new Set(
  [...LEGAL_FORMS.keys()].flatMap((k) => k.split(' ')).filter((w) => w.length >= 5),
);
const SINGLE_LEGAL_WORDS = new Set(
  [...LEGAL_FORMS.keys()].filter((k) => !k.includes(' ') && k.length >= 6),
);
const NUMBER_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'three',
  'seven',
  'eight',
];
const correctionCache = new Map<string, string>();

/** A word one edit away from a legal-form or number word (length >= 5) is that word. */
const correctWord = (word: string): string => {
  if (word.length < 5 || LEGAL_WORDS.has(word) || numberWord(word)) return word;
  const cached = correctionCache.get(word);
  if (cached !== undefined) return cached;
  let out = word;
  for (const target of [...LEGAL_WORDS, ...NUMBER_WORDS]) {
    // A number word only corrects a word with its first letter ("fourty", not "light" -> eight).
    if (NUMBER_WORDS.includes(target) && target[0] !== word[0]) continue;
    if (Math.abs(target.length - word.length) <= 1 && boundedDistance(word, target, 1) <= 1) {
      out = target;
      break;
    }
  }
  if (correctionCache.size < 100_000) correctionCache.set(word, out);
  return out;
};

const legalPhraseAt = (words: string[], i: number): [string, string] | null => {
  const maxWords = LEGAL_FIRST_WORDS.has(words[i]!)
    ? Math.min(LEGAL_FORM_MAX_WORDS, words.length - i)
    : 0;
  for (let n = maxWords; n >= 1; n -= 1) {
    const phrase = n === 1 ? words[i]! : words.slice(i, i + n).join(' ');
    const code = LEGAL_FORMS.get(phrase);
    if (code) return [phrase, code];
  }
  return null;
};

/** True when words[from..] is made only of legal forms ("pte ltd", "gmbh co kg"). */
const restIsLegal = (words: string[], from: number): boolean => {
  let i = from;
  while (i < words.length) {
    const hit = legalPhraseAt(words, i);
    if (!hit) return false;
    i += hit[0].split(' ').length;
  }
  return true;
};

/**
 * Joins runs of single letters written together ("M D S" from "M.D.S.") into one acronym token.
 * Letters written apart ("V. V. Putin", "Lavrov S. V.") are a person's initials and stay apart.
 */
const joinInitials = (words: AsciiWord[]): AsciiWord[] => {
  const out: AsciiWord[] = [];
  for (let i = 0; i < words.length; i += 1) {
    let j = i;
    while (
      j < words.length &&
      words[j]!.word.length === 1 &&
      words[j]!.skel === null &&
      words[j]!.chunk === words[i]!.chunk
    )
      j += 1;
    if (j - i >= 2) {
      out.push({
        word: words
          .slice(i, j)
          .map((w) => w.word)
          .join(''),
        skel: null,
      });
      i = j - 1;
    } else out.push(words[i]!);
  }
  return out;
};

/** Whether a name starts or ends with a ship marker word ("MV Sea Star", "M/V", "MTS Bank"). */
export const hasVesselMarker = (raw: string): boolean => {
  const words = joinInitials(toAsciiWords(reorderLastFirst(raw.normalize('NFKC'))));
  return (
    words.length > 1 &&
    (VESSEL_MARKERS.has(words[0]!.word) ||
      VESSEL_MARKERS.has(words.at(-1)!.word) ||
      words.some((w) => ROMAN_NUMERALS.has(w.word)))
  );
};

/**
 * Roman numerals in a ship's name are its number ("SEA STAR III" is no "Sea Star II"); after a
 * person's name they are a generation suffix, dropped like "Jr".
 */
const ROMAN_NUMERALS = new Map([
  ['ii', '2'],
  ['iii', '3'],
  ['iv', '4'],
  ['vi', '6'],
  ['vii', '7'],
  ['viii', '8'],
  ['ix', '9'],
]);

/**
 * Tokenises, transliterates and classifies a name (legal forms, particles, numbers...).
 * `vesselMarkers`: whether a leading or trailing "MV", "MT", "MTS"... is a ship marker. It is for a
 * vessel's or an aircraft's name, or a query that may be one; "MTS Bank" is a company's whole name.
 */
export const prepareName = (raw: string, { vesselMarkers = true } = {}): PreparedName => {
  const reordered = reorderLastFirst(raw.normalize('NFKC'));
  const ascii = joinInitials(toAsciiWords(reordered));
  const original = ascii.map((w) => w.word);
  const words = ascii.map((w) => (w.skel !== null ? w.word : correctWord(w.word)));
  const tokens: NameToken[] = [];
  let i = 0;
  while (i < words.length) {
    // Longest legal-form phrase starting here ("limited liability company" -> llc).
    const hit = legalPhraseAt(words, i);
    if (hit && words.length > hit[0].split(' ').length) {
      const [phrase, code] = hit;
      const n = phrase.split(' ').length;
      const ambiguous = n === 1 && AMBIGUOUS_LEGAL.has(phrase);
      const trailing = restIsLegal(words, i + n);
      const leading = i === 0 && phrase !== 'as';
      // A corrected single word only counts if it is a whole legal form on its own.
      const corrected = n === 1 && phrase !== original[i] && !SINGLE_LEGAL_WORDS.has(phrase);
      if ((!ambiguous || trailing || leading) && !corrected) {
        tokens.push({
          text: phrase,
          fold: code,
          skel: code,
          kind: 'legal',
          legal: code,
          abjad: false,
        });
        i += n;
        continue;
      }
    }
    // Vessel prefixes and suffixes in their usual spellings (MV, M.V., M/V, MT, M/T, SS, ...)
    // say what the name is, not who: they weigh like a legal form.
    if (
      vesselMarkers &&
      (i === 0 || i === words.length - 1) &&
      words.length > 1 &&
      VESSEL_MARKERS.has(words[i]!)
    ) {
      tokens.push({
        text: words[i]!,
        fold: 'vessel',
        skel: 'vessel',
        kind: 'legal',
        legal: 'vessel',
        abjad: false,
      });
      i += 1;
      continue;
    }
    const word = numberWord(words[i]!) ? words[i]! : original[i]!;
    const abjadSkel = ascii[i]!.skel;
    const compound = ascii[i]!.compound;
    i += 1;
    const roman = vesselMarkers && words.length > 1 ? ROMAN_NUMERALS.get(word) : undefined;
    if (!roman && abjadSkel === null && STOPWORDS.has(word) && words.length > 1) continue;
    const ordinal = roman ?? /^(\d+)(st|nd|rd|th)$/.exec(word)?.[1] ?? numberWord(word);
    const token = classify(ordinal ?? word, abjadSkel);
    if (compound !== undefined) token.compound = compound;
    tokens.push(token);
  }
  // A name made only of particles/initials ("I. ASH", "ABU ALI") is still a name: keep it matchable.
  if (!tokens.some((t) => t.kind === 'core' || t.kind === 'generic' || t.kind === 'number')) {
    for (const t of tokens) {
      if (t.kind === 'particle' || (t.kind === 'initial' && tokens.length === 1)) {
        t.kind = 'core';
        delete t.group;
      }
    }
  }
  return { tokens, normalized: tokens.map((t) => t.text).join(' ') };
};

/**
 * Particles that are also written fused to the next word: "AL-MASRI" / "Almasri", "VAN DER BERG" /
 * "Vanderberg", "DE LA CRUZ" / "Delacruz". Conjunctions ("y", "e") and titles (haji, sheikh) are not.
 */
const FUSING_PARTICLE_GROUPS = new Set(['al', 'bin', 'bint', 'abu', 'de', 'van', 'der', 'ould']);
const FUSING_PARTICLES = new Set(['le', 'la', 'mac', 'ten', 'ter', 'ap']);
export const fusesWithNext = (t: NameToken): boolean =>
  t.kind === 'particle' &&
  (FUSING_PARTICLES.has(t.text) || FUSING_PARTICLE_GROUPS.has(t.group ?? t.text));

/**
 * Stretches of a name that are one name written in parts, as [first, last] token positions: a
 * hyphenated word ("PRIDMORE-SMITH", "Chun-Sam") and a run of particles with the word after it
 * ("al Masri", "van der Berg"). A query may write them as one word ("Pridmoresmith", "Chunsam",
 * "Almasri"), so the engine indexes and aligns them joined as well as split.
 */
export const joinedSpans = (tokens: NameToken[]): [number, number][] => {
  const spans: [number, number][] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t.kind === 'legal') continue;
    let end = i;
    if (t.compound !== undefined && tokens[i - 1]?.compound !== t.compound) {
      while (end + 1 < tokens.length && tokens[end + 1]!.compound === t.compound) end += 1;
      // Each adjacent pair of a longer hyphenated word as well as the whole word.
      for (let k = i + 1; k < end; k += 1) spans.push([k - 1, k]);
      if (end > i) spans.push([i, end]);
      if (end > i + 1) spans.push([end - 1, end]);
    }
    if (fusesWithNext(t)) {
      let j = i;
      while (j + 1 < tokens.length && fusesWithNext(tokens[j + 1]!)) j += 1;
      const next = tokens[j + 1];
      if (next && (next.kind === 'core' || next.kind === 'generic')) spans.push([i, j + 1]);
    }
  }
  return spans;
};

/** The joined spelling of tokens[from..to], as a fold ("chun" + "sam" -> "chunsam"). */
export const joinedFold = (tokens: NameToken[], from: number, to: number): string => {
  let text = '';
  for (let k = from; k <= to; k += 1) text += tokens[k]!.text;
  return fold(text);
};

/** Variants of a listed name worth indexing separately: without the "(ACRONYM)" parts. */
export const nameVariants = (name: string): string[] => {
  const stripped = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return stripped && stripped !== name.trim() ? [name, stripped] : [name];
};
