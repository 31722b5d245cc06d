// Quantities that decide between subheadings: a motor's output ("of an output not exceeding
// 37.5W"), a fabric's weight ("weighing more than 200g/m2"), a voltage, a cylinder capacity. The
// nomenclature states them as ranges; descriptions state the goods' own figure ("a 40 watt DC
// motor", "weighing 262 g/m2"). A subheading whose range holds the figure is the likelier one; one
// whose range excludes it is not the goods' code, whatever words it shares with them.
//
// Lengths are read only as a thickness, and only where both texts say so ("of a thickness exceeding
// 10mm"; "12 mm thick", "a thickness of 0.3 mm"): one text often gives several lengths (width,
// thickness, diameter), and a description's bare length may be any of them.

export type Dimension =
  | 'power'
  | 'apparent power'
  | 'voltage'
  | 'cylinder capacity'
  | 'weight per m2'
  | 'share by weight'
  | 'thickness';

/** A quantity a subheading's text requires: a range in one dimension, as the text states it. */
export interface Range {
  dimension: Dimension;
  min?: { value: number; inclusive: boolean };
  max?: { value: number; inclusive: boolean };
  /** The words of the text that state it ("not exceeding 37.5W"). */
  text: string;
  /** For a share by weight, the textile materials it is a share of ("cotton"; "synthetic"). */
  materials?: string[];
  /**
   * For a share by weight: goods "of cotton" with no percentage stated, which means that cotton
   * predominates (textiles of mixed materials are classified by the one that predominates).
   */
  chief?: boolean;
}

/** A figure a description gives for its goods. */
export interface Amount {
  dimension: Dimension;
  /** In the dimension's base unit (W, VA, V, cm3, g/m2, %, mm). */
  value: number;
  /** As written ("40 watt"). */
  text: string;
  /** For a share by weight ("52% filament polyester"), the legal names its material counts as. */
  materials?: string[];
  /** For a share by weight, whether no other material of the goods has a larger share. */
  predominant?: boolean;
}

/** Units, each with its dimension and factor to the base unit; longest spellings first. */
const UNITS: [RegExp, Dimension, number][] = [
  [/^(?:g\/m2|g\/m²|gsm|grams? per square met(?:er|re))$/, 'weight per m2', 1],
  [/^(?:kw|kilowatts?)$/, 'power', 1000],
  [/^(?:w|watts?)$/, 'power', 1],
  [/^kva$/, 'apparent power', 1000],
  [/^va$/, 'apparent power', 1],
  [/^(?:kv|kilovolts?)$/, 'voltage', 1000],
  [/^(?:v|volts?)$/, 'voltage', 1],
  [/^(?:cc|cm3|cm³|cubic centimet(?:er|re)s?)$/, 'cylinder capacity', 1],
];

const UNIT = String.raw`g\/m2|g\/m²|gsm|grams? per square met(?:er|re)|kilowatts?|kw|watts?|w|kva|va|kilovolts?|kv|volts?|v|cc|cm3|cm³|cubic centimet(?:er|re)s?`;
const NUMBER = String.raw`\d+(?:\.\d+)?`;

const unitOf = (unit: string): { dimension: Dimension; factor: number } | undefined => {
  for (const [pattern, dimension, factor] of UNITS)
    if (pattern.test(unit.toLowerCase())) return { dimension, factor };
  return undefined;
};

/** Thousands separators dropped ("10,000kVA" → "10000kVA"). */
const normalise = (text: string) => text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1');

const LOWER_EXCLUSIVE = String.raw`exceeding|more than|over|greater than|above`;
const UPPER_INCLUSIVE = String.raw`not exceeding|not more than|not over|up to`;
const UPPER_EXCLUSIVE = String.raw`less than|under|below`;
const LOWER_INCLUSIVE = String.raw`not less than|at least`;

/** "exceeding 750W but not exceeding 75kW", "over 1000 but not over 1500cc". */
const BETWEEN_BOUNDS = new RegExp(
  String.raw`\b(${LOWER_EXCLUSIVE}|${LOWER_INCLUSIVE})\s+(${NUMBER})\s*(${UNIT})?\s*(?:,\s*)?but\s+(${UPPER_INCLUSIVE}|${UPPER_EXCLUSIVE})\s+(${NUMBER})\s*(${UNIT})\b`,
  'gi',
);
/** "weighing 40g/m2 to 150g/m2", "weight 40-150g/m2", "between 150 and 225g/m2". */
const SPAN = new RegExp(
  String.raw`\b(?:between\s+)?(${NUMBER})\s*(${UNIT})?\s*(?:-|to|and)\s*(${NUMBER})\s*(${UNIT})\b`,
  'gi',
);
/** "not exceeding 37.5W", "exceeding 1000 volts", "of 72.5kV or more", "150g/m2 or less". */
const ONE_BOUND = new RegExp(
  String.raw`(?:\b(${UPPER_INCLUSIVE}|${LOWER_INCLUSIVE}|${LOWER_EXCLUSIVE}|${UPPER_EXCLUSIVE})\s+)?\b(${NUMBER})\s*(${UNIT})\b(\s*,?\s*or (?:more|over)|\s+and (?:more|over|above)|\s*,?\s*or less)?`,
  'gi',
);

const isUpper = (op: string) =>
  new RegExp(`^(?:${UPPER_INCLUSIVE}|${UPPER_EXCLUSIVE})$`, 'i').test(op);
const isInclusive = (op: string) =>
  new RegExp(`^(?:${UPPER_INCLUSIVE}|${LOWER_INCLUSIVE})$`, 'i').test(op);

/** Lengths, in mm; read only as a thickness. */
const LENGTH_UNIT = String.raw`mm|millimet(?:er|re)s?|cm|centimet(?:er|re)s?|µm|microns?|micromet(?:er|re)s?`;
const millimetres = (unit: string) =>
  /^c/i.test(unit) ? 10 : /^(?:µ|micro)/i.test(unit) ? 0.001 : 1;

/**
 * "of a thickness of 4.75mm or more but not exceeding 10mm", "of a thickness (excluding any
 * backing) not exceeding 0.2mm": the clause after "thickness", up to the next comma, semicolon or
 * bracket ("of a thickness exceeding 0.15mm, of refined copper").
 */
const THICKNESS_CLAUSE = /\bthickness\b(?:\s*\([^)]*\))?([^;(),]*)/gi;
const LENGTH_BOUND = new RegExp(
  String.raw`(?:\b(${UPPER_INCLUSIVE}|${LOWER_INCLUSIVE}|${LOWER_EXCLUSIVE}|${UPPER_EXCLUSIVE})\s+)?\b(${NUMBER})\s*(${LENGTH_UNIT})(?![a-z])(\s*,?\s*or (?:more|over)|\s+and (?:more|over|above)|\s*,?\s*or less)?`,
  'gi',
);

/** The thickness a subheading's text requires, if it states one. */
const thicknessRangeOf = (text: string): Range | undefined => {
  for (const [, clause] of text.matchAll(THICKNESS_CLAUSE)) {
    const range: Range = { dimension: 'thickness', text: '' };
    for (const [words, op, number, unit, after] of clause!.matchAll(LENGTH_BOUND)) {
      const value = Number(number) * millimetres(unit!);
      let side: 'min' | 'max';
      let inclusive: boolean;
      if (op) [side, inclusive] = [isUpper(op) ? 'max' : 'min', isInclusive(op)];
      else if (after) [side, inclusive] = [/less/i.test(after) ? 'max' : 'min', true];
      else continue;
      range[side] = { value, inclusive };
      range.text = range.text ? `${range.text} but ${words.trim()}` : `thickness ${words.trim()}`;
    }
    if (range.min || range.max) return range;
  }
  return undefined;
};

/** The ranges a subheading's text requires, one per dimension (bounds of one dimension merged). */
export const rangesOf = (legalText: string): Range[] => {
  let text = normalise(legalText);
  const ranges = new Map<Dimension, Range>();
  const thickness = thicknessRangeOf(text);
  if (thickness) ranges.set('thickness', thickness);
  const bound = (
    dimension: Dimension,
    side: 'min' | 'max',
    value: number,
    inclusive: boolean,
    words: string,
  ) => {
    const range = ranges.get(dimension) ?? { dimension, text: '' };
    range[side] = { value, inclusive };
    range.text = range.text ? `${range.text}, ${words}` : words;
    ranges.set(dimension, range);
  };
  // Each pattern reads what the ones before left; what it reads is blanked out.
  text = text.replace(BETWEEN_BOUNDS, (words, low, a, unitA, high, b, unitB) => {
    const unit = unitOf(unitB);
    if (!unit || (unitA && unitOf(unitA)?.dimension !== unit.dimension)) return words;
    const factorA = unitA ? unitOf(unitA)!.factor : unit.factor;
    bound(unit.dimension, 'min', Number(a) * factorA, isInclusive(low), words);
    const range = ranges.get(unit.dimension)!;
    range.max = { value: Number(b) * unit.factor, inclusive: isInclusive(high) };
    return ' '.repeat(words.length);
  });
  text = text.replace(SPAN, (words, a, unitA, b, unitB) => {
    const unit = unitOf(unitB);
    if (!unit || (unitA && unitOf(unitA)?.dimension !== unit.dimension)) return words;
    const factorA = unitA ? unitOf(unitA)!.factor : unit.factor;
    bound(unit.dimension, 'min', Number(a) * factorA, true, words);
    ranges.get(unit.dimension)!.max = { value: Number(b) * unit.factor, inclusive: true };
    return ' '.repeat(words.length);
  });
  for (const match of text.matchAll(ONE_BOUND)) {
    const [words, op, number, unitText, after] = match;
    const unit = unitOf(unitText!);
    if (!unit) continue;
    const value = Number(number) * unit.factor;
    const phrase = words.trim();
    if (op) bound(unit.dimension, isUpper(op) ? 'max' : 'min', value, isInclusive(op), phrase);
    else if (after && /less/i.test(after)) bound(unit.dimension, 'max', value, true, phrase);
    else if (after) bound(unit.dimension, 'min', value, true, phrase);
  }
  const share = shareRangeOf(text) ?? chiefMaterialOf(text);
  return share ? [...ranges.values(), share] : [...ranges.values()];
};

/** "a 40 watt DC motor", "a 1-watt motor", "weighing 262 g/m2", "a 100-240 V adapter" (240 V). */
const AMOUNT = new RegExp(
  String.raw`\b(${NUMBER})(?:\s*(?:-|to)\s*(${NUMBER}))?(?:\s*-\s*|\s*)(${UNIT})\b`,
  'gi',
);

/** "12 mm thick", "a 0.5mm-thick sheet", "12 mm in thickness", "a thickness of 12 mm". */
const THICK_AMOUNT = new RegExp(
  String.raw`\b(${NUMBER})\s*(${LENGTH_UNIT})(?:\s*-\s*|\s+(?:in\s+)?)thick(?:ness)?\b|\bthickness\s+(?:of\s+)?(${NUMBER})\s*(${LENGTH_UNIT})(?![a-z])`,
  'i',
);

/** The figures a description gives, the first of each dimension. */
export const amountsOf = (description: string): Amount[] => {
  const amounts = new Map<Dimension, Amount>();
  const thick = THICK_AMOUNT.exec(normalise(description));
  if (thick) {
    const [words, a, unitA, b, unitB] = thick;
    amounts.set('thickness', {
      dimension: 'thickness',
      value: Number(a ?? b) * millimetres((unitA ?? unitB)!),
      text: words.trim(),
    });
  }
  for (const [words, a, b, unitText] of normalise(description).matchAll(AMOUNT)) {
    const unit = unitOf(unitText!);
    if (!unit || amounts.has(unit.dimension)) continue;
    const value = Math.max(Number(a), Number(b ?? a)) * unit.factor;
    amounts.set(unit.dimension, { dimension: unit.dimension, value, text: words.trim() });
  }
  return [...amounts.values(), ...sharesOf(description)];
};

/**
 * Whether an amount lies in a range. A share below a bound ("less than 85% by weight of cotton")
 * also needs the material to predominate: 0% cotton is no cotton fabric.
 */
export const holds = (range: Range, amount: Amount): boolean =>
  range.chief
    ? !!amount.predominant
    : (range.dimension !== 'share by weight' || !!range.min || !!amount.predominant) &&
      (!range.min ||
        amount.value > range.min.value ||
        (range.min.inclusive && amount.value === range.min.value)) &&
      (!range.max ||
        amount.value < range.max.value ||
        (range.max.inclusive && amount.value === range.max.value));

// ─── Shares of textile materials ────────────────────────────────────────────
// "containing 85% or more by weight of cotton" (5208) against "less than 85%" (5210); "a fabric of
// 52% filament polyester and 48% cotton". A description's materials count as the names the
// nomenclature gives them: polyester is a polyester, a synthetic and a man-made fibre. A text that
// states no percentage but the material ("Jerseys, pullovers…; of cotton") requires that material
// to predominate.

const FIBRES: Record<string, string[]> = {
  cotton: ['cotton'],
  wool: ['wool'],
  cashmere: ['hair'],
  mohair: ['hair'],
  alpaca: ['hair'],
  angora: ['hair'],
  camel: ['hair'],
  silk: ['silk'],
  linen: ['flax'],
  flax: ['flax'],
  ramie: ['ramie'],
  jute: ['jute'],
  hemp: ['hemp'],
  polyester: ['polyester', 'synthetic', 'man-made'],
  nylon: ['nylon', 'polyamide', 'synthetic', 'man-made'],
  polyamide: ['nylon', 'polyamide', 'synthetic', 'man-made'],
  acrylic: ['acrylic', 'synthetic', 'man-made'],
  modacrylic: ['modacrylic', 'synthetic', 'man-made'],
  spandex: ['elastomeric', 'synthetic', 'man-made'],
  elastane: ['elastomeric', 'synthetic', 'man-made'],
  polypropylene: ['polypropylene', 'synthetic', 'man-made'],
  olefin: ['polypropylene', 'synthetic', 'man-made'],
  rayon: ['viscose', 'artificial', 'man-made'],
  viscose: ['viscose', 'artificial', 'man-made'],
  modal: ['viscose', 'artificial', 'man-made'],
  lyocell: ['viscose', 'artificial', 'man-made'],
  acetate: ['acetate', 'artificial', 'man-made'],
};
/** The nomenclature's names of textile materials. */
const LEGAL_FIBRES = new Set(Object.values(FIBRES).flat());

/** The legal material names in a phrase ("polyester staple fibres" → polyester). */
const legalFibresIn = (phrase: string) => [
  ...new Set(
    (phrase.toLowerCase().match(/[a-z]+(?:-[a-z]+)?/g) ?? [])
      .map((word) => word.replace(/s$/, ''))
      .filter((word) => LEGAL_FIBRES.has(word)),
  ),
];

/**
 * "containing 85% or more by weight of cotton", "less than 85% by weight of such fibres",
 * "containing less than 85% flax": the bound, then the material up to the next comma or bracket.
 */
const SHARE_BOUND = new RegExp(
  String.raw`\b(?:(${UPPER_INCLUSIVE}|${LOWER_INCLUSIVE}|${LOWER_EXCLUSIVE}|${UPPER_EXCLUSIVE})\s+)?(${NUMBER})\s*%(\s+or more|\s+or less)?(?:\s+by weight)?\s+(?:of\s+)?([^,;()]+)`,
  'gi',
);

/**
 * "of cotton", "of man-made fibres", "of wool or fine animal hair, knitted…": the material the
 * goods are of, up to the next comma or bracket (an "other than …" inside is left out).
 */
const OF_MATERIAL = /\bof\s+([^,;()]+)/gi;

const chiefMaterialOf = (text: string): Range | undefined => {
  for (const match of text.matchAll(OF_MATERIAL)) {
    if (/(?:%|by weight)\s*$/i.test(text.slice(0, match.index))) continue;
    const phrase = match[1]!.split(/\s+other than\s+/i)[0]!;
    const materials = legalFibresIn(phrase);
    if (!materials.length) continue;
    return {
      dimension: 'share by weight',
      text: `of ${phrase.trim()}`,
      materials,
      chief: true,
    };
  }
  return undefined;
};

/** The share of a textile material a subheading's text requires, if any. */
const shareRangeOf = (text: string): Range | undefined => {
  for (const match of text.matchAll(SHARE_BOUND)) {
    const [words, op, number, after, phrase] = match;
    // "of such fibres" are the ones named before it ("of polyester staple fibres, containing less
    // than 85% by weight of such fibres").
    const materials = /\bsuch\b/i.test(phrase!)
      ? legalFibresIn(text.slice(0, match.index)).slice(-1)
      : legalFibresIn(phrase!);
    if (!materials.length) continue;
    const value = Number(number);
    const range: Range = { dimension: 'share by weight', text: words.trim(), materials };
    if (op) range[isUpper(op) ? 'max' : 'min'] = { value, inclusive: isInclusive(op) };
    else if (after && /less/i.test(after)) range.max = { value, inclusive: true };
    else if (after) range.min = { value, inclusive: true };
    else continue;
    return range;
  }
  return undefined;
};

/** "100% cotton", "52% filament polyester", "91.1 percent acrylic", "8% spandex". */
const SHARE = new RegExp(
  String.raw`\b(${NUMBER})\s*(?:%|percent\b|per cent\b)\s*((?:[a-z-]+\s+){0,2}?)(${Object.keys(FIBRES).join('|')})\b`,
  'gi',
);

/** The textile materials a description gives shares of. */
const sharesOf = (description: string): Amount[] =>
  [...description.matchAll(SHARE)].map(([words, number, , fibre]) => ({
    dimension: 'share by weight',
    value: Number(number),
    text: words.trim(),
    materials: FIBRES[fibre!.toLowerCase()],
  }));

/**
 * The description's figure for a range: the amount of its dimension or, for a share by weight, the
 * sum of the shares of the materials the range names. A composition that adds up to about all of
 * the goods and names none of them gives 0% ("100% polyester" against "85% or more by weight of
 * cotton"). Whether those materials predominate matters for a range with only an upper bound
 * ("less than 85% by weight of cotton, mixed mainly with man-made fibres"): textiles of mixed
 * materials are classified by the one that predominates by weight.
 */
export const amountFor = (range: Range, amounts: readonly Amount[]): Amount | undefined => {
  if (range.dimension !== 'share by weight')
    return amounts.find((amount) => amount.dimension === range.dimension);
  const shares = amounts.filter((amount) => amount.dimension === 'share by weight');
  const total = shares.reduce((sum, share) => sum + share.value, 0);
  const counted = shares.filter((share) =>
    share.materials?.some((material) => range.materials?.includes(material)),
  );
  if (!counted.length && total < 95) return undefined;
  const value = counted.reduce((sum, share) => sum + share.value, 0);
  return {
    dimension: 'share by weight',
    value,
    text: (counted.length ? counted : shares).map((share) => share.text).join(' and '),
    predominant:
      value > 0 && shares.every((share) => counted.includes(share) || share.value <= value),
  };
};
