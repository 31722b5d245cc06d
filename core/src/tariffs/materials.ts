// The chapters of the nomenclature that are a material's (39 plastics, 44 wood, 69 ceramic, 70
// glass, 73 iron or steel…), and which of those materials a product description names. A
// description that names what its goods are made of and not a chapter's material is not asking for
// that chapter's goods: "a plastic tumbler set" is no porcelain tableware (6911), whatever words
// they share.

const MATERIAL_WORDS: Record<string, readonly string[]> = {
  plastics: [
    'plastic',
    'plastics',
    'polypropylene',
    'polyethylene',
    'polycarbonate',
    'polystyrene',
    'polyurethane',
    'polyvinyl',
    'pvc',
    'vinyl',
    'acrylic',
    'nylon',
    'polyester',
    'polyamide',
    'silicone',
    'resin',
    'resins',
    'melamine',
    'thermoplastic',
    'styrofoam',
    'polymer',
    'polymers',
    'hdpe',
    'ldpe',
    'lldpe',
  ],
  rubber: ['rubber', 'latex', 'neoprene', 'nitrile', 'elastomer', 'elastomeric'],
  wood: [
    'wood',
    'wooden',
    'timber',
    'pine',
    'oak',
    'mahogany',
    'cedar',
    'walnut',
    'beech',
    'birch',
    'teak',
    'bamboo',
    'plywood',
    'veneer',
    'veneers',
    'hardwood',
    'fiberboard',
    'fibreboard',
    'mdf',
    'particleboard',
  ],
  cork: ['cork'],
  paper: ['paper', 'paperboard', 'cardboard', 'corrugated', 'pulp'],
  stone: ['stone', 'marble', 'granite', 'slate', 'concrete', 'cement', 'plaster'],
  // Not 'china' alone: descriptions name the country far more often than bone china.
  ceramic: ['ceramic', 'ceramics', 'porcelain', 'stoneware', 'earthenware', 'terracotta'],
  glass: ['glass'],
  iron: ['iron', 'steel', 'stainless'],
  copper: ['copper', 'brass', 'bronze'],
  nickel: ['nickel'],
  aluminium: ['aluminium', 'aluminum'],
  zinc: ['zinc'],
  'precious metal': ['gold', 'silver', 'platinum', 'palladium', 'rhodium', 'sterling'],
};

const MATERIAL_OF_WORD = new Map(
  Object.entries(MATERIAL_WORDS).flatMap(([material, words]) =>
    words.map((word) => [word, material] as const),
  ),
);

/** Words that name every base metal at once. */
const ANY_METAL = new Set(['metal', 'metals', 'metallic']);
const METALS = ['iron', 'copper', 'nickel', 'aluminium', 'zinc'] as const;

/** Materials as a reason names them: every base metal together is "base metal". */
export const materialNames = (materials: Iterable<string>): string[] => {
  const list = [...materials];
  const allMetals = METALS.every((metal) => list.includes(metal));
  return allMetals
    ? [
        'base metal',
        ...list.filter((material) => !(METALS as readonly string[]).includes(material)),
      ]
    : list;
};

const CHAPTER_MATERIAL: Record<string, string | readonly string[]> = {
  '39': 'plastics',
  '40': 'rubber',
  '44': 'wood',
  '45': 'cork',
  '47': 'paper',
  '48': 'paper',
  '68': 'stone',
  '69': 'ceramic',
  '70': 'glass',
  '72': 'iron',
  '73': 'iron',
  '74': 'copper',
  '75': 'nickel',
  '76': 'aluminium',
  '79': 'zinc',
  // Tools and cutlery, and the miscellaneous articles, "of base metal" (chapters 82 and 83).
  '82': METALS,
  '83': METALS,
};

/**
 * Where a description says what the article itself is made of: before what it comes with, is for
 * or is packed in. Tools and metal articles are described with handles, grips and cases of other
 * materials ("steak knives with plastic handles and a wooden block") and by the material they work
 * ("a hand saw for cutting wood"); neither makes them other than of base metal.
 */
const ARTICLE_END =
  /\b(?:with|for|in|to|used|designed|intended|that|which|having|featuring)\b|[,;:(]/;

/**
 * The materials a description names, for goods of a given code: for the base-metal articles of
 * chapters 82 and 83 whose own text names no material of its own ("with working part of steel"),
 * only those it names before saying what the article comes with, is for or is packed in.
 */
export const materialsNamedFor = (description: string) => {
  const everywhere = materialsNamed(description);
  const lowered = description.toLowerCase();
  const end = lowered.search(ARTICLE_END);
  const ownArticle = end < 0 ? everywhere : materialsNamed(lowered.slice(0, end));
  return (code: string, textNamesMaterial: boolean) =>
    !textNamesMaterial && (code.startsWith('82') || code.startsWith('83'))
      ? ownArticle
      : everywhere;
};

/** A colour, a plating or a paint of gold or silver, which is no precious metal. */
const PRECIOUS_LOOK =
  /\b(?:gold|silver)[- ]?(?:tone|toned|colou?red|colou?r|plated|paint|painted|finish|finished|foil)\b/g;

/**
 * Precious metal, and (base) metal clad with it, which chapter 71 counts as precious metal ("watches
 * with case of precious metal or of metal clad with precious metal").
 */
const PRECIOUS_METAL =
  /\b(?:(?:base )?metals? clad with (?:precious metals?|silver|gold|platinum)|precious metals?)\b/g;

/**
 * The materials a description names ("stainless-steel" names iron, "a sterling silver pendant"
 * precious metal, "a gold-plated case" and "silver-tone" none, "glass-ceramics" glass).
 */
export const materialsNamed = (description: string): Set<string> => {
  const named = new Set<string>();
  let lowered = description.toLowerCase().replace(PRECIOUS_LOOK, ' ');
  // "Precious metal" is no base metal, though it says "metal".
  if (lowered.match(PRECIOUS_METAL)) named.add('precious metal');
  lowered = lowered.replace(PRECIOUS_METAL, ' ');
  if (/\bbone china\b/.test(lowered)) named.add('ceramic');
  // Glass-ceramics are glass (chapter 70), not ceramic.
  lowered = lowered.replace(/\bglass-ceramics?\b/g, ' glass ');
  for (const word of lowered.split(/[^a-z]+/)) {
    const material = MATERIAL_OF_WORD.get(word);
    if (material) named.add(material);
    else if (ANY_METAL.has(word)) for (const metal of METALS) named.add(metal);
  }
  return named;
};

/**
 * Textile fibres by the families chapters 50-63 divide goods by. Which family a garment or fabric
 * is of decides its subheading, so a ruling on cotton trousers says little about polyester shorts.
 */
const FIBRES: Record<string, readonly string[]> = {
  cotton: ['cotton'],
  wool: ['wool', 'woolen', 'woollen', 'merino'],
  'fine animal hair': ['cashmere', 'angora', 'mohair', 'alpaca', 'camel', 'vicuna', 'yak'],
  silk: ['silk'],
  flax: ['linen', 'flax'],
  synthetic: ['polyester', 'nylon', 'acrylic', 'polyamide', 'spandex', 'elastane', 'modacrylic'],
  artificial: ['rayon', 'viscose', 'modal', 'lyocell', 'acetate', 'triacetate', 'cupro'],
};
const FIBRE_OF_WORD = new Map(
  Object.entries(FIBRES).flatMap(([fibre, words]) => words.map((word) => [word, fibre] as const)),
);

/** "64% polyester", "35 percent cotton": a share of a fibre. */
const FIBRE_SHARE = /(\d+(?:\.\d+)?)\s*(?:%|percent)\s+([a-z]+)/g;
const CHIEF_WEIGHT = /\bchief weight (?:of )?([a-z]+)/;

/**
 * The fibre families a description names ("a woollen scarf with a linen lining": wool, flax), or
 * only the one that predominates by weight when it says so ("in chief weight of wool", "64%
 * polyester, 34% rayon, 2% spandex": synthetic), as textile goods are classified by it.
 */
export const fibresNamed = (description: string): Set<string> => {
  const lowered = description.toLowerCase();
  const chief = FIBRE_OF_WORD.get(CHIEF_WEIGHT.exec(lowered)?.[1] ?? '');
  if (chief) return new Set([chief]);
  const shares = [...lowered.matchAll(FIBRE_SHARE)]
    .map((match) => ({ share: Number(match[1]), fibre: FIBRE_OF_WORD.get(match[2]!) }))
    .filter((found) => found.fibre)
    .sort((a, b) => b.share - a.share);
  if (shares.length) return new Set([shares[0]!.fibre!]);
  const named = new Set<string>();
  for (const word of lowered.split(/[^a-z]+/)) {
    const fibre = FIBRE_OF_WORD.get(word);
    if (fibre) named.add(fibre);
  }
  return named;
};

/** Words that say goods are textile, beside the fibres' names. */
const TEXTILE_WORDS =
  /\b(?:textiles?|fabrics?|cloth|yarns?|fibres?|fibers?|microfib(?:re|er)|knit|knits|knitted|crocheted|woven|nonwoven|felt|fleece|terry|velvet|velour|lace|denim|canvas|twill|satin|chiffon|jersey|tulle|gauze|burlap|jute|hemp|sisal)\b/;

/** Whether a description says its goods are textile: a fibre, a fabric or how one is made. */
export const textileNamed = (description: string) =>
  fibresNamed(description).size > 0 || TEXTILE_WORDS.test(description.toLowerCase());

/** The textile chapters: fibres, yarns and fabrics (50-60), garments (61, 62), made-ups (63). */
export const isTextileCode = (code: string) => {
  const chapter = Number(code.slice(0, 2));
  return chapter >= 50 && chapter <= 63;
};

/** Words saying a textile article is knitted or crocheted. */
export const KNITTED = /\b(?:knit|knits|knitted|crocheted|jersey)\b/;

/**
 * How a textile article is made, which chapters 60-62 divide by: knitted or crocheted (60, 61)
 * or not (woven: 62).
 */
export const constructionNamed = (description: string): Set<string> => {
  const named = new Set<string>();
  const lowered = description.toLowerCase();
  if (KNITTED.test(lowered)) named.add('knitted');
  if (/\bwoven\b/.test(lowered.replace(/\bnon-?woven\b/g, ' '))) named.add('woven');
  return named;
};

/**
 * How a subheading's textile goods are made, where the nomenclature says: knitted or crocheted
 * (chapters 60 and 61, and the "knitted or crocheted" lines of chapter 63), or not (chapter 62,
 * "not knitted or crocheted"); either, for the lines that say "whether or not".
 */
export const constructionOf = (code: string, ownText: string | undefined) => {
  const chapter = code.slice(0, 2);
  const text = ownText ?? '';
  // Brassieres and girdles (6212) are "whether or not knitted or crocheted".
  if (/\bwhether or not knitted\b/i.test(text)) return undefined;
  if (chapter === '60' || chapter === '61') return 'knitted';
  if (chapter === '62') return 'woven';
  if (chapter === '63' && /\bknitted or crocheted\b/i.test(text))
    // "Bed linen; of cotton (not printed, knitted or crocheted)" is neither.
    return /\bnot\b[^;]*?\bknitted or crocheted\b/i.test(text) ? 'woven' : 'knitted';
  return undefined;
};

/** Words saying the goods imitate others ("artificial flowers", "imitation meat"). */
export const IMITATION = /\b(?:artificial|imitation|faux|simulated|fake)\b/;

/** What a text excludes ("of other than base metal", "not of wood"), up to its clause's end. */
export const EXCLUDED = /\b(?:other than|not|excluding|excl\.|except)\b[^;,()]*/g;

/** The materials a subheading's own text names as what it is of, not those it excludes. */
export const ownTextMaterials = (ownText: string | undefined) =>
  materialsNamed((ownText ?? '').toLowerCase().replace(EXCLUDED, ' '));

/**
 * The materials a subheading is of: its chapter's, if that is a material's, and those its own text
 * names as what it is of ("Furniture; metal, …", "Tableware and kitchenware; of porcelain or
 * china"), not those it excludes.
 */
export const materialsOf = (code: string, ownText: string | undefined): Set<string> => {
  const materials = ownTextMaterials(ownText);
  const chapter = CHAPTER_MATERIAL[code.slice(0, 2)];
  if (typeof chapter === 'string') materials.add(chapter);
  // A tool "with working part of steel" is of steel, not of any base metal.
  else if (chapter && !materials.size) for (const metal of chapter) materials.add(metal);
  return materials;
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/**
 * Headings whose goods are a material in a form (a fabric, a yarn, twine, a metal bar or sheet, a
 * plastic in a primary form), with the words by which a description's article names that form.
 */
const FORMS = [
  {
    name: 'a fabric',
    headings: [
      '5007',
      ...range(5111, 5113),
      ...range(5208, 5212),
      ...range(5309, 5311),
      '5407',
      '5408',
      ...range(5512, 5516),
      ...range(5801, 5804),
      '5806',
      '5809',
      '5811',
      '5903',
      '5906',
      '5907',
      ...range(6001, 6006),
    ],
    words: [
      'fabric',
      'fabrics',
      'cloth',
      'textile',
      'textiles',
      'material',
      'materials',
      'velvet',
      'plush',
      'terry',
      'toweling',
      'towelling',
      'tulle',
      'lace',
      'gauze',
      'netting',
      'ribbon',
      'ribbons',
      'tape',
      'tapes',
      'webbing',
      'yardage',
      'sheeting',
      'satin',
      'twill',
      'denim',
      'chiffon',
      'voile',
      'canvas',
      'muslin',
      'poplin',
    ],
  },
  {
    name: 'a yarn',
    headings: [
      ...range(5004, 5006),
      ...range(5106, 5110),
      ...range(5204, 5207),
      ...range(5306, 5308),
      ...range(5401, 5406),
      ...range(5508, 5511),
    ],
    words: ['yarn', 'yarns', 'thread', 'threads', 'filament', 'filaments', 'monofilament'],
  },
  {
    name: 'twine, cordage or rope',
    headings: ['5607'],
    words: [
      'twine',
      'twines',
      'cordage',
      'rope',
      'ropes',
      'cable',
      'cables',
      'cord',
      'cords',
      'string',
      'strings',
      'line',
      'lines',
      'braid',
    ],
  },
  {
    name: 'a metal in a primary or semi-finished form',
    headings: [
      ...range(7206, 7229),
      '7403',
      ...range(7407, 7410),
      '7502',
      ...range(7505, 7506),
      '7601',
      ...range(7604, 7607),
      '7901',
      ...range(7904, 7905),
    ],
    words: [
      'bar',
      'bars',
      'rod',
      'rods',
      'sheet',
      'sheets',
      'plate',
      'plates',
      'strip',
      'strips',
      'foil',
      'wire',
      'wires',
      'coil',
      'coils',
      'ingot',
      'ingots',
      'billet',
      'billets',
      'slab',
      'slabs',
      'profile',
      'profiles',
      'section',
      'sections',
      'angle',
      'angles',
      'shapes',
      'flat-rolled',
      'hot-rolled',
      'cold-rolled',
      'powder',
      'powders',
      'flakes',
      'granules',
      'panel',
      'panels',
      'stock',
      // Refined copper and nickel come as cathodes, pig iron and other metals as pigs and blocks,
      // and aluminium as extrusions (7604's profiles).
      'cathode',
      'cathodes',
      'pig',
      'pigs',
      'blocks',
      'unwrought',
      'extrusion',
      'extrusions',
      'rebar',
      'rebars',
    ],
  },
  {
    name: 'a plastic in a primary form',
    headings: range(3901, 3914),
    words: [
      'resin',
      'resins',
      'pellet',
      'pellets',
      'granules',
      'granulate',
      'powder',
      'powders',
      'chips',
      'flakes',
      'masterbatch',
      'polymer',
      'polymers',
      'copolymer',
      'homopolymer',
      'compound',
      'dispersion',
      'emulsion',
      'solution',
      'liquid',
      'paste',
      'blocks',
      'lumps',
      'primary',
    ],
  },
];

const FORM_OF_HEADING = new Map(
  FORMS.flatMap(({ name, headings, words }) =>
    headings.map((heading) => [heading, { name, words: new Set(words) }] as const),
  ),
);

const FORM_WORDS = new Set(FORMS.flatMap(({ words }) => words));

/** Whether a description's head words name a material in a form ("terry fabric", "steel bars"). */
export const namesAForm = (head: ReadonlySet<string>) =>
  [...head].some((word) => FORM_WORDS.has(word));

/** The form a subheading's goods are, if its heading is one of a material in a form. */
export const formOf = (code: string) => FORM_OF_HEADING.get(code.slice(0, 4));

/** Words by which a description says its goods are parts of something. */
const PART_WORDS = /\b(?:parts?|components?|accessor(?:y|ies)|spares?|replacement)\b/i;

/** Whether a description says its goods are parts ("replacement blades", "vacuum cleaner parts"). */
export const namesParts = (description: string) => PART_WORDS.test(description);

/**
 * A subheading of parts only, by its own text: "Parts of vacuum cleaners" (8508.70), "Pumps; parts
 * thereof" (8413.91), "…; parts, of heating resistors, … hand dryers …" (8516.90), "…; parts and
 * accessories … of the machines of heading no. 8471". Not one that names parts by what they are
 * ("Footwear; parts, outer soles and heels", "Cycles; parts thereof, wheel rims and spokes").
 */
const PARTS_ONLY =
  /(?:^|;\s*)parts\b(?: and accessories)?(?:\s+thereof)?(?=\s*(?:$|;|,?\s*\(|,?\s*(?:of|for|suitable|including|n\.e\.c\.)(?:\s|$)))/i;
/** Words that may follow a noun ending its phrase ("fans, ventilating", "pumps and compressors"). */
const AFTER_NOUN = new Set(['of', 'and', 'or', 'for', 'with', 'thereof', 'incorporating']);

const nounForms = (word: string) => [word, word.replace(/s$/, ''), word.replace(/es$/, '')];

/** A subheading's own text as lower-case words and punctuation marks. */
const textTokens = (text: string) => text.toLowerCase().match(/[a-z]+|[^a-z\s]/g) ?? [];

/** Whether the word at `at` ends its noun phrase ("hand dryers,"), not qualifying a next word. */
const endsNounPhrase = (tokens: readonly string[], at: number) => {
  const next = tokens[at + 1];
  // "light-emitting" qualifies.
  return next === undefined || (next !== '-' && !/^[a-z]/.test(next)) || AFTER_NOUN.has(next);
};

/**
 * The article, as a subheading's own text writes it, when the subheading holds only parts of the
 * article `noun` names: its own text is of parts only and names the article as a noun ("hand
 * dryers," in 8516.90; not "piston" in "parts for internal combustion piston engines", where it
 * qualifies the engines). Undefined otherwise.
 */
export const partsOfArticle = (ownText: string | undefined, noun: string): string | undefined => {
  if (!ownText || !PARTS_ONLY.test(ownText)) return undefined;
  const wanted = new Set(nounForms(noun.toLowerCase()));
  const tokens = textTokens(ownText);
  return tokens.find(
    (token, at) => nounForms(token).some((form) => wanted.has(form)) && endsNounPhrase(tokens, at),
  );
};

/**
 * Words before "for" whose goods the "for" phrase names or makes up: "reception apparatus for
 * television" is a television, flowers "suitable for bouquets" are bouquets.
 */
const NAMED_BY_USE = new Set(['apparatus', 'suitable']);

/**
 * Words that link a subheading's goods to another article: what they are for, have, incorporate
 * or are powered by ("Bearing housings, incorporating ball or roller bearings", "Pulley tackle and
 * hoists; powered by electric motor"). "containing" is not one: chemicals and food preparations
 * are named by what they contain ("Derivatives containing only sulpho groups, their salts…").
 */
const LINKS: ReadonlyMap<string, string> = new Map([
  ['for', 'for'],
  ['with', 'with'],
  ['incorporating', 'incorporating'],
  ['powered', 'powered by'],
  ['driven', 'driven by'],
]);

/** The link a token at `at` opens, if any ("for", "powered by"; not "not incorporating"). */
const linkAt = (tokens: readonly string[], at: number): string | undefined => {
  const token = tokens[at]!;
  const link = LINKS.get(token);
  if (!link || (link.endsWith(' by') && tokens[at + 1] !== 'by')) return undefined;
  if (token === 'for' && NAMED_BY_USE.has(tokens[at - 1] ?? '')) return undefined;
  // "not incorporating ball or roller bearings" says what the goods lack; "whether or not with
  // their nuts" still links them.
  if (tokens[at - 1] === 'not' && tokens[at - 2] !== 'or') return undefined;
  return link;
};

type LinkedArticle = { link: string; article: string };
/** linkedArticle's answers, per subheading text and noun: at most this many, then started again. */
const LINKED_ARTICLES_KEPT = 200_000;
const linkedArticles = new Map<string, Map<string, LinkedArticle | undefined>>();
let linkedArticlesKept = 0;

/**
 * The article `noun` names, as a subheading's own text writes it, when the text names it only as
 * what its goods are for, have, incorporate or are powered by (`LINKS`): "Machinery; for preparing
 * or making up tobacco" (8478.10) holds no tobacco, "Machines for cleaning, sorting or grading
 * seed" no seed, "Bearing housings, incorporating ball or roller bearings" no ball bearings.
 * Undefined when the text also names the article as its goods, as a noun ("Seats; of a kind used
 * for motor vehicles" holds seats; "Bearing housings" does not name bearings), or names the goods
 * by it (`NAMED_BY_USE`). A linked phrase runs to a semicolon or bracket, or to a comma that does
 * not go on with a list ("for sports, ski-boots", "…, and tractors of the type used on railway
 * station platforms").
 */
export const linkedArticle = (
  ownText: string | undefined,
  noun: string,
): LinkedArticle | undefined => {
  // Parts for an article are held back as its parts, when the description names no parts.
  if (!ownText || PARTS_ONLY.test(ownText)) return undefined;
  // Each description asks it of a hundred subheadings or more, with the same few thousand texts.
  const kept = linkedArticles.get(ownText);
  if (kept?.has(noun)) return kept.get(noun);
  if (linkedArticlesKept >= LINKED_ARTICLES_KEPT) {
    linkedArticles.clear();
    linkedArticlesKept = 0;
  }
  const found = readLinkedArticle(ownText, noun);
  const byNoun = linkedArticles.get(ownText) ?? new Map<string, LinkedArticle | undefined>();
  byNoun.set(noun, found);
  linkedArticles.set(ownText, byNoun);
  linkedArticlesKept++;
  return found;
};

const readLinkedArticle = (ownText: string, noun: string): LinkedArticle | undefined => {
  const tokens = textTokens(ownText);
  const wanted = new Set(nounForms(noun.toLowerCase()));
  let link: string | undefined;
  let found: { link: string; article: string } | undefined;
  for (const [at, token] of tokens.entries()) {
    if (/^[;:()[\]]$/.test(token)) link = undefined;
    else if (token === ',') {
      const next = tokens.slice(at + 1);
      const end = next.findIndex((later) => /^[,;:()[\]]$/.test(later));
      // ", and tractors of the type used…" starts another item of the text.
      const goesOn =
        !/^(?:or|and)$/.test(next[0] ?? '') &&
        next.slice(0, end < 0 ? undefined : end).some((later) => /^(?:or|and)$/.test(later));
      if (!goesOn) link = undefined;
    } else if (LINKS.has(token)) link = linkAt(tokens, at);
    // As a noun, not qualifying another ("parts for … piston engines", "bearing housings").
    else if (nounForms(token).some((form) => wanted.has(form)) && endsNounPhrase(tokens, at)) {
      if (!link) return undefined;
      found ??= { link, article: token };
    }
  }
  return found;
};

/** Words that say goods are fittings of a pipe or tube (joints, elbows, flanges…). */
const FITTING_WORDS =
  /\b(?:fittings?|elbows?|joints?|flanges?|couplings?|couplers?|adapt[eo]rs?|connectors?|unions?|tees?|reducers?|nipples?|bends?|ferrules?|bushings?|manifolds?)\b/i;

/** Whether a description says its goods are fittings ("PVC pipe elbows", "hose couplings"). */
export const namesFittings = (description: string) => FITTING_WORDS.test(description);

/**
 * The article, as a subheading's own text writes it, when the subheading holds fittings for the
 * article `noun` names, not the article: "tube, pipe and hose fittings" (3917.40), "tube or pipe
 * fittings" (7307). Undefined otherwise.
 */
export const fittingsOfArticle = (
  ownText: string | undefined,
  noun: string,
): string | undefined => {
  const lowered = ownText?.toLowerCase() ?? '';
  const wanted = new Set(nounForms(noun.toLowerCase()));
  // The words that qualify "fittings", joined to it by a space ("tube, pipe and hose fittings"),
  // not nouns listed beside it ("mountings, fittings and similar articles", 8302).
  for (const match of lowered.matchAll(
    /((?:[a-z-]+(?:,\s*|\s+(?:and|or)\s+))*[a-z-]+)\s+fittings\b/g,
  )) {
    // Light fittings are luminaires (9405), not fittings for lights.
    if (/\blight(?:ing)?$/.test(match[1]!)) continue;
    // Qualifying nouns are singular: "lamps and lighting fittings" lists lamps beside fittings.
    const qualifying = match[1]!
      .split(/[,\s]+/)
      .filter((word) => !/^(?:and|or)$/.test(word))
      .filter((word) => !/[^s]s$/.test(word));
    const found = qualifying.find((word) => nounForms(word).some((form) => wanted.has(form)));
    if (found) return found;
  }
  return undefined;
};

/**
 * Chapter 64 divides footwear by what its uppers are made of: rubber or plastics (6401, 6402),
 * leather (6403, 6405.10), textile materials (6404, 6405.20).
 */
const UPPERS_OF_HEADING: Record<string, string> = {
  '6401': 'rubber or plastics',
  '6402': 'rubber or plastics',
  '6403': 'leather',
  '6404': 'textile materials',
  '640510': 'leather',
  '640520': 'textile materials',
};

const UPPER_MATERIAL_WORDS: Record<string, readonly string[]> = {
  leather: ['leather', 'cowhide', 'calfskin', 'suede', 'nubuck', 'goatskin', 'sheepskin'],
  'textile materials': [
    'textile',
    'textiles',
    'fabric',
    'cotton',
    'linen',
    'canvas',
    'mesh',
    'knit',
    'knitted',
    'woven',
    'felt',
    'wool',
  ],
  'rubber or plastics': [
    'rubber',
    'plastic',
    'plastics',
    'polyurethane',
    'pvc',
    'eva',
    'vinyl',
    'thermoplastic',
  ],
};

/** What footwear of this subheading has its uppers made of, if chapter 64 says. */
export const uppersOf = (code: string): string | undefined =>
  UPPERS_OF_HEADING[code] ?? UPPERS_OF_HEADING[code.slice(0, 4)];

/** Says which material makes up most of the uppers ("upper predominately leather"). */
const CHIEFLY =
  /\b(?:primarily|predominantly|predominately|mainly|chiefly|principally|mostly)\b(.*)/;

/** Where the words naming the uppers end: the sole, or the next part of the shoe. */
const UPPER_END = /\b(?:outer|(?:out|mid)?soles?|heels?|linings?)\b|;|$/;

/** Where the words before "upper" stop: the clause before is about something else. */
const CLAUSE_WORDS = new Set(['and', 'with', 'or', 'of', 'sole', 'soles', 'outsole', 'outsoles']);

/** The last few words before "upper", back to the start of its clause ("100% textile strap"). */
const wordsBefore = (text: string) => {
  const words: string[] = [];
  for (const token of text.split(/\s+/).reverse()) {
    if (!token) continue;
    if (CLAUSE_WORDS.has(token) || /[,;:]$/.test(token) || words.length === 4) break;
    words.push(token);
  }
  return words.join(' ');
};

const UPPER_MATERIAL_OF_WORD = new Map(
  Object.entries(UPPER_MATERIAL_WORDS).flatMap(([material, names]) =>
    names.map((name) => [name, material] as const),
  ),
);

/** The material of the first of the next four words that names one. */
const firstMaterialIn = (text: string) =>
  text
    .split(/[^a-z]+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((word) => UPPER_MATERIAL_OF_WORD.get(word))
    .find(Boolean);

const withoutTrailingMaterials = (text: string) => {
  const words = text.split(/([^a-z]+)/);
  while (
    words.length &&
    (!/[a-z]/.test(words.at(-1)!) || UPPER_MATERIAL_OF_WORD.has(words.at(-1)!))
  )
    words.pop();
  return words.join('');
};

/** The last clause of a text ("… and a rubber/plastics"), before a sole or a heel. */
const LAST_CLAUSE = /\band\b(?!.*\band\b).*$/;

/**
 * What a description says the uppers are made of ("uppers of 80% cotton and 20% linen textile",
 * "a leather upper", "textile strap uppers"): the materials named in the few words before "upper"
 * (back to the clause before) and after it up to the sole. When it says which one the uppers are
 * chiefly of ("predominately leather"), that one alone. Empty when it does not say.
 */
export const upperMaterialsNamed = (description: string): Set<string> => {
  const named = new Set<string>();
  const text = description.toLowerCase();
  for (const match of text.matchAll(/\buppers?\b/g)) {
    const before = wordsBefore(text.slice(0, match.index));
    const rest = text.slice(match.index + match[0].length);
    const end = UPPER_END.exec(rest)!;
    // "… and a rubber/plastics outer sole": the last clause before the sole (or heel, or lining)
    // is about it. Else "… plugged into rubber/plastic outsoles": the materials right before it.
    const upTo = rest.slice(0, end.index);
    const after = !/[a-z]/.test(end[0])
      ? upTo
      : LAST_CLAUSE.test(upTo)
        ? upTo.replace(LAST_CLAUSE, '')
        : withoutTrailingMaterials(upTo);
    const chief = CHIEFLY.exec(after)?.[1];
    const chiefMaterial = chief && firstMaterialIn(chief);
    if (chiefMaterial) {
      named.add(chiefMaterial);
      continue;
    }
    for (const word of `${before} ${after}`.split(/[^a-z]+/)) {
      const material = UPPER_MATERIAL_OF_WORD.get(word);
      if (material) named.add(material);
    }
  }
  return named;
};

export type Wearer = 'men' | 'women';

/** The one wearer a description names ("a men's shirt", "a girl's blouse"); none for both or neither. */
export const wearerNamed = (description: string): Wearer | null => {
  // "man-made fibres" is a material, not a wearer.
  const plain = description.replace(/\bman-made\b/g, ' ').replace(/['’]s?\b/g, '');
  const men = /\b(?:men|man|boy|boys|gentlemen|gents)\b/.test(plain);
  const women = /\b(?:women|woman|girl|girls|ladies|lady)\b/.test(plain);
  return men === women ? null : men ? 'men' : 'women';
};
