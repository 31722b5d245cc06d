// Classification suggestions: the best HS6 subheadings for a product description.
//
// Each subheading has a precomputed English full-text document (`search-documents.ts`): its own
// text, its heading's text and CN lines, and the national sub-line descriptions of the current US
// and Japanese schedules, what a text excludes left out. A description is cut into words
// (`lexicon.ts`): stop words dropped, synonyms added (the UK Trade Tariff's rules, the project's
// own in `lexicon-rules.txt`: everyday names and trade names of materials, British spellings, and
// the one-word names WordNet gives the goods senses of a word, "bike" → "bicycle", at half a
// synonym's weight), and unknown words that are no English words
// corrected to the nearest lexeme of the documents by trigram similarity. Each word is weighted by
// its rarity and its place: the head phrase that names the article (after a leading quantity: "a
// pair of") counts double, later words a little less. A subheading scores the weighted share of the
// words it contains (own text 1, headings and CN lines 0.75, national lines 0.6, as far as one line
// holds them), blended with the support of its heading (its two best subheadings), plus the
// organisation's own past classifications of similar descriptions and the CBP rulings of similar
// descriptions (`precedents.ts`). Two words written together that a document holds as a
// phrase add to it; a subheading whose text states a range (an output, a weight per m2, a share of
// cotton; `quantities.ts`) that excludes the description's figure keeps half its score, and so does
// every subheading the description rules out (`ruledOutBy`: a material it names none of, a fabric
// or yarn the article is not, natural or unprepared goods when the goods are artificial or
// prepared, other uppers, the other wearer, users it does not name, medicaments for food
// supplements, what the subheading's own text excludes, what the description says the goods are
// not; `materials.ts`, `exclusions.ts`). The share of a subheading's own text the description
// covers adds a little (the most specific description is preferred) and decides between equal
// scores. A description naming one organic
// compound is read for the heading chapter 29's notes give it (`organic.ts`), which gains and
// holds back the other headings of the chapter. A subheading a ruling, a past decision or that
// heading brings in is scored on its words like the rest. The first five hold at most three
// subheadings of one heading.
import {
  API_PATHS,
  HELD_BACK,
  type HsSuggestion,
  type HsSuggestionQuery,
  precedentReason,
} from '@compliance/contracts';
import { AppError } from '@compliance/contracts/errors';
import type { PrismaClient } from '@compliance/db';

import type { Notifier } from '../infra/notifier';
import { queryCacheFor } from '../infra/query-cache';
import { escapeLike } from '../paging/keyset';
import { deniedBy, excludedBy } from './exclusions';
import { nomenclatureOf, pathsOf } from './hs-codes';
import {
  asNomenclatureWord,
  escapeRegExp,
  headWordsOf,
  IRREGULAR_PLURALS,
  loadLexicon,
  ruleMatches,
  SPELLINGS,
  tokensOf,
  wordsOf,
} from './lexicon';
import {
  constructionNamed,
  constructionOf,
  EXCLUDED,
  fittingsOfArticle,
  formOf,
  IMITATION,
  isTextileCode,
  KNITTED,
  linkedArticle,
  materialNames,
  materialsNamedFor,
  materialsOf,
  namesFittings,
  namesParts,
  ownTextMaterials,
  partsOfArticle,
  textileNamed,
  upperMaterialsNamed,
  uppersOf,
  type Wearer,
  wearerNamed,
} from './materials';
import { closestInMeaning } from './meaning';
import { organicHeadingOf, organicReason } from './organic';
import {
  lexemePositionsSql,
  parseLexemePositions,
  type PhraseIndex,
  type PhraseLexemes,
  readPhraseIndex,
} from './phrase-index';
import {
  articleLexemes,
  headNounOf,
  likelyHeadings,
  readPrecedents,
  similarPrecedents,
} from './precedents';

export { wearerNamed };
import { amountFor, amountsOf, holds, type Range, rangesOf } from './quantities';
import { POSTING_FIELD, searchable } from './search-documents';
import { createTypoIndex, type TypoIndex } from './typo-index';
import { goodsNames, isEnglishWord, otherNames } from './word-senses';

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
/** A national line as schedules print it: 7323.93.00 (US), 6109.10.010 (Japan). */
const formatLine = (code: string) => `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}`;

/** A word of the description found in a subheading's document, and where (1-3, as FIELD_WEIGHT). */
interface Found {
  term: Term;
  field: number;
}

/**
 * The current national MFN lines of every subheading with their text as the search documents read
 * it (lowercased, what a line excludes left out: a word in one line's "(excluding … molasses …)" is
 * credited to the line that names it; letters other than Latin dropped, since no English word is
 * looked for in them), the US first (its sub-lines name goods in everyday words), then by code.
 * About 21,000 lines, held with the search index.
 */
type NationalLine = { code: string; market: string; text: string };
const readNationalLines = async (prisma: PrismaClient) => {
  const byCode = new Map<string, NationalLine[]>();
  const rows = await prisma.$queryRawUnsafe<
    { hs6: string; hsCode: string; market: string; text: string }[]
  >(
    `SELECT hs6, "hsCode", "importingCountry" AS market,
            regexp_replace(lower(${searchable(`concat_ws(' | ', "productDescription", NULLIF("subLines", ''))`)}),
                           '[^\\x01-\\xff]+', ' ', 'g') AS text
     FROM tariff_rates
     WHERE "tradeAgreement" = '' AND "exportingCountry" = '' AND NOT stale
     ORDER BY ("importingCountry" = 'US') DESC, "importingCountry", "hsCode"`,
  );
  for (const row of rows) {
    const list = byCode.get(row.hs6) ?? [];
    list.push({ code: row.hsCode, market: row.market, text: row.text });
    byCode.set(row.hs6, list);
  }
  return byCode;
};

/**
 * Whether a text holds a word, by the word's lexemes: each begins a word of the text (the English
 * stemmer's lexemes are the start of the words they come from, but for a final y: 'batteri'). The
 * patterns are made once: the best-line rule asks every national line of a candidate.
 */
const lexemeMatcher = (lexemes: readonly string[]) => {
  const patterns = lexemes.map((lexeme) => {
    const stem = escapeRegExp(lexeme);
    const alternatives = stem.endsWith('i') ? `${stem}|${stem.slice(0, -1)}y` : stem;
    return new RegExp(`(^|[^a-z])(${alternatives})`);
  });
  return (text: string) => patterns.every((pattern) => pattern.test(text));
};

/** Most distinct words of a description that are searched (the rest add little but time). */
const MAX_WORDS = 24;

/**
 * The words of the head phrase (`headWordsOf`: what names the article, before what it is made of,
 * how it is built and what it is for) count this much more; later words count a little less the
 * further they come. 1.5 was chosen among 1-3 on the tuning rulings and two leave-one-out samples
 * of 1,000 bundled rulings (2 had been chosen on the tuning rulings before the precedents were
 * bundled; 1.25 did a little better on leave-one-out, 1.5 on the tuning rulings' top-1).
 */
const HEAD_WEIGHT = 1.5;
/**
 * Colours say how the goods look, not what they are ("a blue colored seamless latex glove" is a
 * glove, not the colour lakes of 3205): searched, never weighted as the article, and counted at
 * COLOUR_WEIGHT of a word in their place.
 */
const COLOURS = new Set([
  ...['red', 'blue', 'green', 'white', 'black', 'yellow', 'pink', 'purple', 'brown', 'grey'],
  ...['gray', 'beige', 'navy', 'ivory', 'clear', 'colored', 'coloured', 'multicolored'],
]);
const COLOUR_WEIGHT = 0.5;
const positionWeight = (index: number) => 1 / (1 + index / 16);

/**
 * How much a word found in each part of a subheading's document counts: none, national lines,
 * headings and CN lines, own text. The national lines count more than their legal weight: their
 * statistical suffixes are where the schedule names goods as traders do ("teakettles",
 * "dehumidifiers"), and a rare word found there says more than a common one in the legal text.
 */
const FIELD_WEIGHT = [0, 0.6, 0.75, 1] as const;

/**
 * What a word's other name (WordNet) counts against the word itself, before a synonym's 0.7.
 * Chosen among 0.4-1 on the 217 rulings of `bench:classification`.
 */
const OTHER_NAME_WEIGHT = 0.5;

/**
 * A subheading whose text states a range the description's figure lies outside keeps this share of
 * its score (the same for 0.3-0.8 on the 217 rulings). A figure within the range adds nothing: it
 * would lift the subheadings that state a range over their siblings that state none ("a 160 g/m2
 * polyester fabric" over 5407's filament fabrics, which have no weight range).
 */
const OUT_OF_RANGE_FACTOR = 0.5;

/**
 * What a subheading the description rules out keeps of its score: one of a material the description
 * does not name (0.2-0.5 gave the same table), a fabric, yarn or metal bar the article is not, a
 * garment for the other wearer (0.5 and 0.7 the same for each); the other rules were tried at 0.5
 * only.
 */
const RULED_OUT_FACTOR = 0.5;
/**
 * What the heading chapter 29's notes give a named compound adds to each of its subheadings (the
 * words decide among them).
 */
const ORGANIC_WEIGHT = 0.5;
/** What a residual subheading of that heading adds, for a compound no subheading names. */
const ORGANIC_OTHER = 0.05;
/** A residual subheading: "other", or "n.e.c." (not elsewhere classified). */
const RESIDUAL = /\bother\b|\bn\.e\.c\./i;

/** Who garments are for, as the nomenclature says it. */
const WEARERS: Record<Wearer, string> = { men: 'men or boys', women: 'women or girls' };

/** The wearer a subheading's own text is for, when it names only one. */
const wearerOf = (ownText: string | undefined): Wearer | null => {
  const men = /men's or boys'/i.test(ownText ?? '');
  const women = /women's or girls'/i.test(ownText ?? '');
  return men === women ? null : men ? 'men' : 'women';
};

/**
 * Headings defined by who uses the goods: a description naming none of them is not asking for those
 * goods ("dietary supplements in gelatin capsules" are no dog or cat food of 2309).
 */
const USERS = [
  {
    name: 'feeding animals',
    prefixes: ['2309'],
    named:
      /\b(?:animals?|pets?|dogs?|puppy|puppies|cats?|kittens?|livestock|cattle|pigs?|poultry|horses?|birds?|fish|aquarium|feed|fodder|canine|feline)\b/,
  },
  {
    name: 'babies',
    prefixes: ['6111', '6209'],
    named: /\b(?:bab(?:y|ies)|infants?|toddlers?|newborns?|onesies?)\b/,
  },
  {
    name: 'the carriage of passengers',
    prefixes: ['880610'],
    named: /\b(?:passengers?|people|persons|crewed|manned|air[- ]?taxis?)\b/,
  },
  {
    name: 'aircraft',
    prefixes: ['940110'],
    named: /\b(?:aircraft|airplanes?|aeroplanes?|planes?|airliners?|aviation|jets?|helicopters?)\b/,
  },
  {
    name: 'motor vehicles',
    prefixes: ['940120'],
    named:
      /\b(?:vehicles?|cars?|automobiles?|automotive|trucks?|lorr(?:y|ies)|bus|buses|vans?|tractors?|motor)\b/,
  },
] as const;

/**
 * Headings of raw goods: ores, slag and ash, waste and scrap, the metal oxides. A description
 * naming none of their words describes an article made of the material, not the material as found
 * or discarded ("an aluminum sign" is no aluminium ore of 2606, aluminium oxide of 2818 or
 * aluminium scrap of 7602, though each holds the metal's name). So too goods in a state a
 * description would say, which the plain name does not mean: retreaded or used tyres (4012; "car
 * tyres" are new, 4011), non-alcoholic beer (2202.91), cigarettes of tobacco substitutes (2402.90),
 * dried vegetables (0712: "onions" are fresh, 0703), essential oils (3301: "lemons" are the fruit,
 * 0805), refractory bricks and other refractory or siliceous-earth ceramics (6901-6903: "clay
 * bricks" are building bricks, 6904), live animals (chapter 1: "chicken" is meat, 0207), meat and
 * fish prepared or preserved (chapter 16: "lobster" is the crustacean of 0306, "frozen cod fillets"
 * the fillets of 0304; of the 57 bundled rulings in chapter 16, each names a preparation, a
 * seasoning, a package or a prepared product). And what is made from goods, which their plain name
 * is not: the saps and extracts of 1302 ("vanilla beans" are 0905), the albumins of 3502 ("eggs"
 * are 0407), chocolate and other food preparations containing cocoa (1806: "cocoa beans" are 1801,
 * "cocoa powder" unsweetened 1805; of the 161 bundled 1806 rulings, all but a cocoa "with
 * marshmallows" name chocolate, sugar, a sweet, a mix or a drink), the moulds (8480) and the
 * machinery that work a material (textile machinery 8444-8449, sewing and leather machinery
 * 8452-8453, metallurgy 8454-8455, machine tools 8456-8465, mineral and glass machinery 8474-8475,
 * rubber, plastics and tobacco machinery 8477-8478, with the parts these headings hold): "molded
 * plastic", "hard plastic" and "braided" goods are none of these, though their words stem alike;
 * each of the 5 bundled 8480 rulings says "mold", and each of the 79 in those machinery headings
 * names a machine, a tool or a part. Last, the lighting strings for Christmas trees (9405.31,
 * 9405.39), which "christmas" alone does not mean ("christmas dinner plates" listed them first),
 * the cameras of 8525.81-8525.83 (high-speed, radiation-hardened, night-vision), which a plain
 * digital camera is not (they filled the first three places for "digital camera"), and the toys
 * of 9503, which a kit, a set or plastic goods are not: each of the 13 bundled 9503 rulings names
 * a toy, a game, a puzzle, a model, a figure or who plays with it, and the words of the heading and
 * its US lines (wheeled, pedal, punchball) count too. Hair dryers (8516.31), which a hair
 * straightener is not (they came first for it), and shampoos, hair lacquers, waving or
 * straightening preparations and dentifrices (3305.10-3305.30, 3306.10), which hair gel and
 * mouthwash are not. Spices crushed or ground (0904.12 and the like), which whole cumin seeds and
 * fresh ginger are not (those subheadings came first for them), and the mixes and doughs for
 * bakers' wares (1901.20), which baked croissants and bagels are not (each of the 19 bundled
 * 1901.20 rulings names a mix, a dough, a batter or unbaked goods). The plaits, mats and screens of
 * plaiting materials (4601), which bamboo or rattan poles are not, ammunition (9306), which a
 * shotgun is not (its cartridges came first), and the instruments for ionising radiations
 * (9030.10), which a radiator is not ("radiator" and "radiations" stem alike). A description naming
 * the goods in the nomenclature's words ("rubber duck" is read as "toys") names them.
 */
const RAW_GOODS = [
  {
    name: 'live animals',
    prefixes: ['01'],
    named:
      /\b(?:live|living|alive|breeding|pure-?bred|thoroughbred|livestock|herds?|cattle|calves|chicks|piglets|ponies|donkeys|mules|horses?|animals?|pets?|birds?|parrots?|reptiles?|insects?|bees|pupae|larvae|cocoons|zoos?)\b/,
  },
  {
    name: 'prepared or preserved meat or fish',
    prefixes: ['16'],
    named:
      /\b(?:cooked|pre-?cooked|breaded|battered|tempura|nuggets?|prepared|preparations?|preserved?|seasoned|seasonings?|marinated|flavou?r(?:ed|ings?)|stuffed|fillings?|pastry|fried|pre-?fried|canned|tinned|jars?|cans|pouch(?:es)?|airtight|retort|sterili[sz]ed|pasteuri[sz]ed|homogeni[sz]ed|oil|brine|sauces?|pastes?|pur[eé]es?|extracts?|juices?|smoked|salt(?:ed)?|spices?|pepper|cured|sausages?|hams?|p[aâ]t[eé]s?|caviar|roe|surimi|imitation|meatballs?|dumplings?|patt(?:y|ies)|burgers?|hot ?dogs?|frankfurters?|wieners?|salami|pepperoni|chorizo|jerky|corned|luncheon|crackling|sticks|fingers|balls|ready[- ]to[- ]eat|meals?|entr[eé]es?|soups?|stews?|microwav\w*)\b/,
  },
  {
    name: 'ores, slag or ash',
    prefixes: ['26'],
    named:
      /\b(?:ores?|concentrates?|slags?|ash|ashes|dross|skimmings|residues?|sludges?|tailings|clinker|cinders|matte|bauxite|ilmenite|rutile|zircon|chromite|hematite|magnetite|pyrites?|galena|cassiterite|wolframite|scheelite|molybdenite|monazite|columbite|tantalite|coltan|cinnabar|sphalerite|chalcopyrite|spodumene|pyrolusite|laterite|limonite|siderite|taconite)\b/,
  },
  {
    name: 'waste and scrap',
    prefixes: [
      '3915',
      '4004',
      '4707',
      '5003',
      '5103',
      '5104',
      '5202',
      '5505',
      '6310',
      '7001',
      '7112',
      '7204',
      '7404',
      '7503',
      '7602',
      '7802',
      '7902',
      '8002',
      '8549',
    ],
    named:
      /\b(?:waste|wastes|scraps?|parings|cuttings|clippings|trimmings|remnants|shavings|turnings|filings|dross|skimmings|cullet|rags|noils|motes|lint|linters|regrind|broken|damaged|defective|residues?|sweepings|used|recycled|recovered|reclaimed|reclaimable|reprocessed|unusable|rejects?|off-?cuts|garnetted|shredded|crushed|bales?)\b/,
  },
  {
    name: 'metal oxides or hydroxides',
    prefixes: ['2816', '2817', '2818', '2819', '2820', '2821', '2822', '2823', '2824', '2825'],
    named:
      /oxides?\b|\b(?:corundum|alumina|titania|bases?|pigments?|earths?|ochres?|hydrated|calcined)\b/,
  },
  {
    name: 'vegetable saps and extracts',
    prefixes: ['1302'],
    named:
      /\b(?:extracts?|extracted|oleoresins?|saps?|mucilages?|thickeners?|pectins?|pectic|pectinates?|pectates?|agar|agar-agar|carrageenans?|opium)\b/,
  },
  {
    name: 'albumins',
    prefixes: ['3502'],
    named: /\b(?:albumins?|albumen|whites?|whey|proteins?|lactalbumin|ovalbumin)\b/,
  },
  {
    name: 'retreaded or used tyres, treads or flaps',
    prefixes: ['4012'],
    named:
      /\b(?:retreaded|re-?treads?|recapped|remou?lded|used(?!\s+(?:on|in|for|with|as|by|to)\b)|worn|second[- ]hand|part[- ]worn|casings?|solid|cushion|treads?|flaps?)\b/,
  },
  {
    name: 'non-alcoholic beer',
    prefixes: ['220291'],
    named: /\b(?:non-?alcoholic|alcohol[- ]free|de-?alcoholi[sz]ed|0\.[05] ?%)/,
  },
  {
    name: 'dried vegetables',
    prefixes: ['0712'],
    named:
      /\b(?:dried|dehydrated|dry|powder(?:ed|s)?|granul\w*|flake[sd]?|ground|minced|desiccated|freeze-?dried|evaporated|toasted|roasted)\b/,
  },
  {
    name: 'essential oils',
    prefixes: ['3301'],
    named:
      /\b(?:oils?|essential|essences?|resinoids?|oleoresins?|terpen\w*|extracts?|concentrates?|distillates?|absolutes?)\b/,
  },
  {
    name: 'refractory ceramic goods',
    prefixes: ['6902', '6903'],
    named:
      /\b(?:refractor(?:y|ies)|fire-?bricks?|fire-?clay|kilns?|furnaces?|crucibles?|retorts?|muffles?|saggars?|heat[- ]resistant)\b/,
  },
  {
    name: 'goods of siliceous fossil meals',
    prefixes: ['6901'],
    named: /\b(?:kieselguhr|diatom\w*|tripolite|siliceous|fossil)\b/,
  },
  {
    name: 'chocolate and other food preparations containing cocoa',
    prefixes: ['1806'],
    named:
      /\b(?:chocolates?|choc|cacao nibs|mocha|fudge|preparations?|sweet(?:ened|s)?|sugars?|candy|candies|truffles?|pralines?|bonbons?|confection\w*|couvertures?|mix(?:es)?|drinks?|beverages?|instant|spreads?|syrups?|flavou?r\w*|cereals?|crumb|marshmallows?|desserts?|icing)\b/,
  },
  {
    name: 'moulds',
    prefixes: ['8480'],
    named: /\b(?:mou?lds?|mou?lding (?:boxes|patterns)|foundry)\b/,
  },
  {
    name: 'machinery for working materials',
    prefixes: [
      ...['8444', '8445', '8446', '8447', '8448', '8449', '8452', '8453', '8454', '8455'],
      ...['8456', '8457', '8458', '8459', '8460', '8461', '8462', '8463', '8464', '8465'],
      ...['8474', '8475', '8477', '8478'],
    ],
    named:
      /\b(?:machines?|machinery|apparatus|equipment|extruders?|extrusion|press(?:es)?|injectors?|units?|systems?|lines?|plants?|mou?lders?|mou?lds|granulators?|pelleti[sz]ers?|thermoformers?|mixers?|mills?|millers?|calenders?|lathes?|looms?|routers?|grinders?|saws?|drills?|planers?|shapers?|sanders?|polishers?|crushers?|splitters?|choppers?|chippers?|cutters?|benders?|wheels?|winders?|casters?|cores?|dies|kilns?|cent(?:re|er)s?|cells?|robots?|heads?|parts?|components?|assembl(?:y|ies)|tools?|devices?|jigs?|fixtures?|chucks?|holders?|tables?|beds?|frames?|housings?|needles?|shuttles?|spindles?|bobbins?|reeds?|healds?|cards?)\b/,
  },
  {
    name: 'lighting strings',
    prefixes: ['94053'],
    named:
      /\b(?:lights?|lighting|lamps?|bulbs?|leds?|light[- ]emitting|illuminat\w*|lit|luminaires?|strings?|electric\w*|battery|batteries)\b/,
  },
  {
    name: 'high-speed, radiation-hardened or night-vision cameras',
    prefixes: ['852581', '852582', '852583'],
    named:
      /\b(?:high[- ]speed|radiation|rad[- ]hard\w*|hardened|night|vision|infra-?red|thermal|thermographic|low[- ]light)\b/,
  },
  {
    name: 'toys',
    prefixes: ['9503'],
    named:
      /\b(?:toys?|dolls?|play\w*|punchballs?|inflatables?|wheeled|pedal|carriages?|puzzles?|jigsaws?|models?|games?|children|child|kids?|plush|stuffed|scooters?|tricycles?|ride-?on|figures?|figurines?|balloons?|replicas?|miniatures?|animals?|teddy|bears?|blocks?|construction|building|bricks?|vehicles?|cars?|trains?|racing|action|infants?|bab(?:y|ies)|squeeze|bubbles?|magic|novelty|costumes?|pretend|imitation|tea sets?|kites?|yo-?yos?|marbles?|slime|putty|dough|noisemakers?|rattles?|spinners?|spinning|tops?|wind-?up|remote[- ]control\w*|r\/c|educational|learning|art|craft\w*|dollhouses?|kaleidoscopes?|pets?|characters?|creatures?|robots?)\b/,
  },
  {
    name: 'shampoos',
    prefixes: ['330510'],
    named: /\bshampoos?\b/,
  },
  {
    name: 'hair lacquers',
    prefixes: ['330530'],
    named: /\b(?:lacquers?|sprays?|hairsprays?|aerosols?)\b/,
  },
  {
    name: 'hair preparations for permanent waving or straightening',
    prefixes: ['330520'],
    named: /\b(?:perm|perms|permanent|waving|waves?|straighten\w*|relax\w*|curl\w*|keratin)\b/,
  },
  {
    name: 'dentifrices',
    prefixes: ['330610'],
    named: /\b(?:dentifrices?|tooth ?pastes?|tooth ?powders?|tooth ?gels?)\b/,
  },
  {
    name: 'hair dryers',
    prefixes: ['851631'],
    named: /\b(?:dryers?|driers?|blow|blowers?|drying)\b/,
  },
  {
    name: 'spices crushed or ground',
    prefixes: [
      ...['090412', '090422', '090620', '090720', '090812', '090822', '090832', '090922'],
      ...['090932', '090962', '091012'],
    ],
    named:
      /\b(?:crushed|ground|powder\w*|milled|pulveri[sz]ed|flakes?|grated|minced|cracked|granulated|granules?|dust)\b/,
  },
  {
    name: "mixes and doughs for bakers' wares",
    prefixes: ['190120'],
    named: /\b(?:mix(?:es)?|doughs?|batters?|premix\w*|unbaked|uncooked|ready-?to-?bake)\b/,
  },
  {
    name: 'plaits and similar products of plaiting materials',
    prefixes: ['4601'],
    named:
      /\b(?:plaits?|plaited|plaiting|braids?|braided|mats?|matting|screens?|strips?|strands?|woven|weaves?|sheets?|blinds?|rugs?|panels?)\b/,
  },
  {
    name: 'ammunition',
    prefixes: ['9306'],
    named:
      /\b(?:ammunition|ammo|munitions?|cartridges?|shells?|bullets?|projectiles?|rounds|shot|wads?|primers?|casings?|bbs?|pellets?|balls?|slugs?|bombs?|grenades?|torpedo(?:es|s)?|mines|missiles?|rockets?|warheads?|fuzes?)\b/,
  },
  {
    // "Silicone" stems as "silicon" does: a silicone spatula listed the element first, then its
    // carbide.
    name: 'silicon and its compounds',
    prefixes: ['280461', '280469', '281122', '284920', '720221', '720229', '720230'],
    named: /\b(?:silicon|si|polysilicon|silica|ferro-?silicon|silico-?manganese|carborundum)\b/,
  },
  {
    // Glassware of glass-ceramics or of lead crystal is named so: a glass aquarium listed them
    // before other glassware.
    name: 'glassware of glass-ceramics',
    prefixes: ['701310'],
    named: /\b(?:glass-?ceramics?|vitro-?ceramics?|ceran)\b/,
  },
  {
    name: 'glassware of lead crystal',
    prefixes: ['701322', '701333', '701341', '701391'],
    named: /\b(?:crystal|lead)\b/,
  },
  {
    // "glass" finds the drinking glasses' own text: a glass aquarium listed them first.
    name: 'drinking glasses',
    prefixes: ['701322', '701328', '701333', '701337'],
    named:
      /\b(?:drinking|glasses|tumblers?|stemware|goblets?|flutes?|wine|beer|pint|shot|highball|champagne|whiske?y|cocktail|juice|water|drinkware|cups?|mugs?|steins?|tankards?)\b/,
  },
  {
    // "other than of calcium or silicon": silicone rubber listed it first.
    name: 'carbides',
    prefixes: ['284990'],
    named: /\bcarbides?\b/,
  },
  {
    name: 'instruments for ionising radiations',
    prefixes: ['903010'],
    named:
      /\b(?:radiations?|ionis\w*|ioniz\w*|geiger|dosimet\w*|radioactiv\w*|x-?rays?|gamma|alpha|beta|neutrons?|nuclear|scintillat\w*|radon|cosmic|contamination)\b/,
  },
  {
    name: 'tobacco substitutes',
    prefixes: ['240290'],
    named:
      /\b(?:substitutes?|non-?tobacco|tobacco[- ]free|herbal|herbs|nicotine[- ]free|no tobacco|without tobacco)\b/,
  },
] as const;

const startsWithAny = (code: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => code.startsWith(prefix));

/**
 * Head nouns that name a machine whatever else a description says: a "countertop electric coffee
 * bean roaster" is no coffee (0901), a "wood chip dyeing machine" no wood chips (4401), "universal
 * lathes for metalworking" no lubricating oil (2710). Chapters 1-71 (goods of nature, foods,
 * chemicals, plastics, textiles, paper, stone, glass, jewellery) hold no machines; the metal
 * chapters' tools and appliances (8205, 8210, 7321) are left alone. "Equipment", "pumps" and
 * "mixers" are not among the nouns: protective equipment, women's pumps and cocktail mixers are
 * goods of those chapters.
 */
const MACHINE_NOUN =
  /^(?:machines?|machinery|apparatus|appliances?|engines?|motors?|compressors?|generators?|extruders?|roasters?|crushers?|grinders?|robots?|lathes?|looms?|turbines?)$/;
const LAST_CHAPTER_WITHOUT_MACHINES = 71;

/**
 * Head nouns of goods for everyday use, which heading 9505's festive articles leave out however
 * festive their motif: its Explanatory Notes exclude tableware, kitchenware, table and bed linen
 * and similar articles of utilitarian function, and US courts held Christmas dinnerware and
 * linens to be dinnerware and linens (Park B. Smith v. United States, 2003). Christmas cookie
 * cutters, Easter sandwich boxes and Halloween door mats take their own headings, and so do
 * festive sweaters, shirts and jewellery (pins, earrings, necklaces) as apparel and jewellery.
 * Bags, baskets and table runners are not among the nouns: CBP rules Halloween treat bags, Easter
 * baskets and a Halloween table-runner cutout festive.
 */
const EVERYDAY_USE_NOUN =
  /^(?:plates?|platters?|bowls?|dish(?:es)?|mugs?|cups?|tumblers?|pitchers?|trays?|tableware|dinnerware|kitchenware|containers?|canisters?|jars?|boxes|cutters?|towels?|napkins?|tablecloths?|placemats?|pillows?|cushions?|blankets?|throws?|rugs?|mats?|doormats?|aprons?|potholders?|mitts?|sweaters?|shirts?|pins?|earrings?|necklaces?)$/;
const FESTIVE_HEADING = '9505';

/** Chapters 1-14: live animals, animal products, vegetable products. */
const LAST_NATURAL_CHAPTER = 14;

/**
 * Chapters that hold goods as such and leave them prepared or preserved to another chapter, with
 * the words that say the goods are so prepared:
 * - meat and fish (chapters 2 and 3) go to chapter 16 ("frozen fish fillets … prepared with a
 *   variety of flavored top crusts" are 1604, not the frozen fillets of 0304); dried, salted and
 *   smoked meat and fish stay in 0210 and 0305, and crustaceans cooked in shell in 0306;
 * - vegetables, fruit and nuts (chapters 7 and 8, and the ground-nuts of 1202, "not roasted or
 *   otherwise cooked") go to chapter 20 ("chili peppers … in a liquid medium containing acetic
 *   acid" are 2001, roasted peanuts 2008.11); dried or frozen ones, cooked by steaming or boiling
 *   included, stay.
 */
const PREPARED = [
  {
    goods: 'meat or fish',
    prefixes: ['02', '03'],
    words:
      /\b(?:cooked|pre-?cooked|breaded|battered|tempura|nuggets?|prepared|seasoned|marinated|flavou?red|stuffed|fried|pre-?fried|canned)\b/,
    stays: (code: string, word: string) =>
      ['0210', '0305'].includes(code.slice(0, 4)) || (word === 'cooked' && code.startsWith('0306')),
  },
  {
    goods: 'vegetables, fruit or nuts',
    prefixes: ['07', '08', '1202'],
    words: /\b(?:canned|pickled|vinegar|acetic|syrup|prepared|seasoned|flavou?red|fried|roasted)\b/,
    stays: () => false,
  },
] as const;

/** A medicament's use or nature, as rulings write it ("indicated for the treatment of edema"). */
const MEDICAMENT =
  /\b(?:drugs?|medicaments?|medicines?|medications?|pharmaceuticals?|therapeutic|treat(?:s|ed|ing|ment)?|indicated|relief|prevention|antibiotics?|corticosteroids?)\b/;

/**
 * Goods a chapter's notes or a heading's terms leave out, with the words that name them (and, where
 * the words alone can mean other goods, what the description must also say):
 * - chapter 30's medicaments are no food supplements (its note 1(a)), whatever capsules or
 *   tablets they come in;
 * - a medicament put up in measured doses (tablets, capsules, vials, an ointment) is heading 3004,
 *   not the chemical of chapters 28-29 it is made of ("Loperamide hydrochloride imported in 2 mg
 *   capsules"); pool chlorine tablets, which name no medicament, stay chemicals;
 * - the vials or ampoules a medicament is imported in are its packing, not the glassware of 7010;
 * - LED lamps are 8539.5x, not the filament or discharge lamps heading 8539 holds apart.
 */
const LEFT_OUT: ReadonlyArray<{
  goods: string;
  prefixes: readonly string[];
  words: RegExp;
  also?: RegExp;
}> = [
  {
    goods: 'medicaments',
    prefixes: ['30'],
    words: /\b(?:food|dietary|nutritional|herbal) supplements?\b/,
  },
  {
    goods: 'chemicals as such',
    prefixes: ['28', '29'],
    words:
      /\b(?:tablets?|caplets?|capsules?|vials?|ampoules?|ampules?|suppositor(?:y|ies)|ointments?|transdermal|lozenges?|(?:eye|ear|nasal) drops|dosage form|for injection|injectables?|injection(?![- ]mou?lded))\b/,
    also: MEDICAMENT,
  },
  {
    goods: 'glass containers',
    prefixes: ['7010'],
    words:
      /\b(?:imported|packaged|packed|put up|supplied|filled)\s+in\s+(?:[\w/.,-]+\s+){0,4}?(?:vials|ampoules|ampules)\b/,
    also: MEDICAMENT,
  },
  {
    goods: 'filament or discharge lamps',
    prefixes: ['85392', '85393', '85394'],
    words: /\b(?:leds?|light[- ]emitting diodes?)\b/,
  },
];

/**
 * Orders higher scores first; scores equal but for rounding are equal: the same sums added in
 * another order must not reorder a list.
 */
const SAME_SCORE = 1e-9;
const higher = (a: number, b: number) => (Math.abs(a - b) < SAME_SCORE ? 0 : b - a);

/** A subheading also gains from the other subheadings of its heading that match the description. */
const HEADING_SHARE = 0.25;

/**
 * How many of the best word matches are scored in full. A subheading below them that a similar
 * ruling, a past classification or chapter 29's notes bring in is scored on its words as well: it
 * had counted by that alone. (Scoring 300 instead did no better on the benchmark sets.)
 */
const SCORED_MATCHES = 60;

/** The first suggestions (what the form shows) hold at most this many subheadings of a heading. */
const FIRST_SCREEN = 5;
const MAX_PER_HEADING = 3;

/**
 * What the goods lack is not searched: "a clock without an alarm function", "a missile body without
 * warhead, motor or electronics". The clause runs to the next bracket, colon or semicolon, or to the
 * next clause that says something else about the goods; "with or without" is no lack.
 */
const LACKS =
  /(?<!\bor\s)\bwithout\b[^;:()[\]]*?(?=[;:()[\]]|,?\s+\b(?:with|which|that|designed|used|intended|for|made|constructed|composed|consisting|containing|comprising|measuring|weighing|and\s+(?:is|are|has|have))\b|$)/g;
export const withoutWhatItLacks = (description: string) => description.replace(LACKS, ' ');

/** The description's words, best first: head phrase words, then the rest by position. */
const weightedWords = (text: string, stopWords: Set<string>) => {
  const lowered = text.toLowerCase().replace(/['’]s\b/g, '');
  const headWords = headWordsOf(lowered);
  const weights = new Map<string, number>();
  wordsOf(lowered)
    .filter((word) => !stopWords.has(word))
    .map(asNomenclatureWord)
    .forEach((word, index) => {
      const colour = COLOURS.has(word);
      const article = headWords.has(word) && !colour;
      const weight = positionWeight(index) * (article ? HEAD_WEIGHT : colour ? COLOUR_WEIGHT : 1);
      weights.set(word, Math.max(weights.get(word) ?? 0, weight));
    });
  return [...weights.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_WORDS);
};

/**
 * What a subheading gains for the share of its own text the description covers: the most specific
 * description of the goods is preferred to a general one (the first of the general rules for the
 * interpretation of the nomenclature, 3(a)). Chosen among 0.03-0.25 on the tuning rulings and the
 * leave-one-out check (0.05: every leave-one-out figure up or level, one tuning description lower
 * at HS4 top-5).
 */
const COVERAGE_GAIN = 0.05;

/**
 * What a phrase of the description (two words written together) adds to a subheading whose document
 * holds it, times the weaker word's weight against the heaviest word's. Chosen among 0.05-0.2 on
 * the 217 rulings of `bench:classification` (0.1 and 0.12 gave the same table).
 */
const PHRASE_GAIN = 0.1;

/**
 * The pairs of two different words a description writes next to each other, neither a stop word
 * nor a number:
 * "a battery operated alarm clock with a watch movement" → battery operated, operated alarm, alarm
 * clock, watch movement.
 */
const phrasesOf = (text: string, stopWords: Set<string>): [string, string][] => {
  // Numbers and stop words stay in the sequence, so the words on either side are not neighbours.
  const sequence = tokensOf(text).map(asNomenclatureWord);
  const phrases: [string, string][] = [];
  const seen = new Set<string>();
  for (let at = 0; at + 1 < sequence.length; at++) {
    const pair: [string, string] = [sequence[at]!, sequence[at + 1]!];
    const key = pair.join(' ');
    if (seen.has(key) || pair[0] === pair[1]) continue;
    if (pair.some((word) => stopWords.has(word) || /^[\d-]/.test(word))) continue;
    seen.add(key);
    phrases.push(pair);
  }
  return phrases;
};

/**
 * A phrase's lexemes with their positions in it: two plain words are one token each, their own
 * lexemes at 1 and 2; any other phrase ("lithium-ion battery") as Postgres stems it whole.
 */
const phraseLexemes = (phrase: string, stemmed: Map<string, Stemmed>): PhraseLexemes => {
  const words = phrase.split(' ');
  if (words.every((word) => PLAIN_WORD.test(word)))
    return words.flatMap((word, at) =>
      (stemmed.get(word) ?? []).map(({ lexeme }) => ({ lexeme, position: at + 1 })),
    );
  return (stemmed.get(phrase) ?? []).flatMap(({ lexeme, positions }) =>
    positions.map((position) => ({ lexeme, position })),
  );
};

/**
 * Which of these phrases each subheading's search document holds as a phrase, by their index, in
 * order: Postgres's phrase search (`document @@ phraseto_tsquery('english', phrase)`: the phrase's
 * lexemes at the distances they stand apart in the phrase, "lithium-ion battery" being lithium-ion,
 * lithium, ion and batteri at four positions in a row) read in the index held in memory. Only when
 * the documents hold too many lexemes for that index is Postgres asked.
 */
const phrasesFound = async (
  {
    prisma,
    index,
    stemmed,
  }: Pick<SuggestInfra, 'prisma'> & {
    index: SearchIndex;
    stemmed: Map<string, Stemmed>;
  },
  codes: string[],
  phrases: string[],
): Promise<Map<string, number[]>> => {
  if (!phrases.length || !codes.length) return new Map();
  const { phrases: inMemory } = index;
  if (!inMemory) {
    const rows = await prisma.$queryRawUnsafe<{ code: string; found: number[] }[]>(
      `SELECT d.code, array_agg(p.at - 1 ORDER BY p.at)::int[] AS found
       FROM hs_search_documents d, unnest($2::text[]) WITH ORDINALITY AS p(phrase, at)
       WHERE d.code = ANY($1::text[]) AND d.document @@ phraseto_tsquery('english', p.phrase)
       GROUP BY d.code`,
      codes,
      phrases,
    );
    return new Map(rows.map((row) => [row.code, row.found]));
  }
  const found = new Map<string, number[]>();
  phrases.forEach((phrase, at) => {
    const sequence = phraseLexemes(phrase, stemmed);
    const holds = inMemory.holding(sequence);
    for (const code of codes) if (holds(code)) found.set(code, [...(found.get(code) ?? []), at]);
  });
  return found;
};

/** A subheading being ranked: its score and why. */
interface Scored {
  score: number;
  found: Found[];
  /** The national line that holds the most of the words found only in national lines. */
  line?: NationalLine;
  /** The description's phrases found in its text, and how its figures compare with its ranges. */
  evidence: string[];
  past?: string;
  /** The most similar CBP ruling classified under it. */
  precedent?: string;
}

type SuggestInfra = { prisma: PrismaClient; notifier: Notifier };

/**
 * Where each word is found: the subheadings holding all its lexemes, each with the weakest field
 * (1 national lines, 2 headings and CN lines, 3 its own text).
 */
type Postings = Map<string, Map<string, number>>;

/** The search index held in memory is read again after this long; an import's notice drops it. */
const SEARCH_INDEX_TTL_MS = 10 * 60_000;

/** What each process keeps in memory of the search documents. */
interface SearchIndex {
  /** Every lexeme's subheadings with their best field. */
  postings: Postings;
  /** The lexemes of three letters or more, for reading typos. */
  typos: TypoIndex;
  /**
   * How many subheadings can be searched (those with a posting: every search document has words),
   * the N of each word's rarity.
   */
  subheadings: number;
  /** How many subheadings each heading has (one for headings not divided: 3406.00). */
  perHeading: Map<string, number>;
  /** How many lexemes each subheading's own text has. */
  ownLexemes: Map<string, number>;
  /** The quantities each subheading's own text requires (output, weight per m2, voltage…). */
  ranges: Map<string, Range[]>;
  /** Each subheading's national lines. */
  lines: Map<string, NationalLine[]>;
  /** Where each lexeme stands in each search document (none with too many lexemes to pack). */
  phrases: PhraseIndex | undefined;
  /**
   * The lexeme of each plain word (letters only) of the nomenclature, the national lines, the
   * bundled rulings and the synonym rules, '' for a stop word: what Postgres stems them to, asked
   * once with the index, so a description in the trade's words needs no round trip for them.
   */
  vocabulary: Map<string, string>;
}

/**
 * Every lexeme's subheadings with their best field (about 17,000 lexemes and 170,000 postings;
 * about 8 MB of heap with the typo index), the national lines (about 21,000; 10 MB more), where
 * each lexeme stands in each document (about 640,000 positions) and the stems of the vocabulary
 * (about 24,000 words; 11 MB more with the positions), kept by each process in its query cache and
 * dropped by the tariff-data import's change notices, like the nomenclature tree; the first
 * suggestion builds it in 1-2 s. Read from the database, the postings of a long description cost
 * 8-14 ms a suggestion, a typo's nearest word 3-6 ms, the lines of 60 candidates 3-7 ms, its
 * phrases 4-10 ms and its words' stems 1-2 ms; from memory, microseconds. An empty table is not
 * kept: the import that fills it may not have sent its notice yet.
 */
const searchIndex = ({ prisma, notifier }: SuggestInfra): Promise<SearchIndex> =>
  queryCacheFor(notifier).get(
    'hs search index',
    [API_PATHS.tariffData],
    async () => {
      // One row a lexeme, its subheadings as 'CODEF' (six digits and the field) in one string:
      // 17,000 rows cost Prisma far less to hand over than 170,000.
      const [rows, nomenclature, lines, phrases] = await Promise.all([
        prisma.$queryRawUnsafe<{ lexeme: string; found: string }[]>(
          `SELECT lexeme, string_agg(code || field, ' ') AS found
           FROM hs_search_postings GROUP BY lexeme`,
        ),
        // The subheadings' texts come from the nomenclature each process already holds.
        nomenclatureOf({ prisma, notifier }),
        readNationalLines(prisma),
        readPhraseIndex(prisma),
      ]);
      const words = new Set<string>();
      const addWords = (text: string) => {
        for (const word of wordsOf(text)) if (PLAIN_WORD.test(word)) words.add(word);
      };
      for (const { description } of nomenclature.values()) addWords(description);
      for (const list of lines.values()) for (const line of list) addWords(line.text);
      for (const { description } of readPrecedents()) addWords(description);
      for (const { phrase, alternatives } of loadLexicon().synonyms)
        for (const text of [phrase, ...alternatives]) addWords(text);
      for (const name of goodsNames()) addWords(name);
      const stemmed = await stemInPostgres(prisma, [...words]);
      const vocabulary = new Map(
        [...words].map((word, at) => [word, stemmed[at]?.[0]?.lexeme ?? '']),
      );
      const ranges = new Map<string, Range[]>();
      for (const { code, level, description } of nomenclature.values()) {
        const required = level === 'subheading' ? rangesOf(description) : [];
        if (required.length) ranges.set(code, required);
      }
      const postings: Postings = new Map();
      const codes = new Set<string>();
      const ownLexemes = new Map<string, number>();
      for (const { lexeme, found } of rows) {
        const fields = new Map<string, number>();
        for (const entry of found.split(' ')) {
          const code = entry.slice(0, -1);
          const field = Number(entry.slice(-1));
          fields.set(code, field);
          codes.add(code);
          if (field === POSTING_FIELD.ownText)
            ownLexemes.set(code, (ownLexemes.get(code) ?? 0) + 1);
        }
        postings.set(lexeme, fields);
      }
      const typos = createTypoIndex(
        [...postings]
          .filter(([lexeme]) => /^[a-z]{3,}$/.test(lexeme))
          .map(([word, found]) => ({ word, docs: found.size })),
      );
      const perHeading = new Map<string, number>();
      for (const code of codes) {
        const heading = code.slice(0, 4);
        perHeading.set(heading, (perHeading.get(heading) ?? 0) + 1);
      }
      return {
        postings,
        typos,
        subheadings: codes.size,
        perHeading,
        ownLexemes,
        ranges,
        lines,
        phrases,
        vocabulary,
      };
    },
    { ttlMs: SEARCH_INDEX_TTL_MS, keep: (index) => index.subheadings > 0 },
  );

/**
 * A text's lexemes as Postgres stems it (the English configuration the documents were built with),
 * in the order `tsvector_to_array` gives them, each with its positions in the text.
 */
type Stemmed = ReturnType<typeof parseLexemePositions>;

/** Texts as Postgres stems them, in order: one statement for all of them. */
const stemInPostgres = async (prisma: PrismaClient, texts: readonly string[]) => {
  const [row] = await prisma.$queryRawUnsafe<{ vectors: (string | null)[] }[]>(
    `SELECT ARRAY(SELECT ${lexemePositionsSql(`to_tsvector('english', w)`)}
                  FROM unnest($1::text[]) WITH ORDINALITY AS u(w, ord) ORDER BY ord) AS vectors`,
    texts,
  );
  return texts.map((_, at) => parseLexemePositions(row?.vectors[at]));
};

/** A word of letters only: one token to Postgres's parser, stemmed to one lexeme or none. */
const PLAIN_WORD = /^[a-z]+$/;

/**
 * Each text's lexemes (`Stemmed`): a plain word of the index's vocabulary as stemmed with it, any
 * other text as Postgres stems it, kept by the process, so that a suggestion whose words have all
 * been seen before asks the database nothing for them. At most STEMS_KEPT texts are kept beside
 * the vocabulary; the cache then starts again.
 */
const STEMS_KEPT = 50_000;
const stems = new Map<string, Stemmed>();
const stemsOf = async (
  prisma: PrismaClient,
  vocabulary: ReadonlyMap<string, string>,
  texts: readonly string[],
) => {
  const stemmed = new Map<string, Stemmed>();
  const unknown: string[] = [];
  for (const text of new Set(texts)) {
    const lexeme = vocabulary.get(text);
    if (lexeme !== undefined) {
      stemmed.set(text, lexeme ? [{ lexeme, positions: [1] }] : []);
      continue;
    }
    const known = stems.get(text);
    if (known) stemmed.set(text, known);
    else unknown.push(text);
  }
  if (!unknown.length) return stemmed;
  const found = await stemInPostgres(prisma, unknown);
  if (stems.size + unknown.length > STEMS_KEPT) stems.clear();
  unknown.forEach((text, at) => {
    stems.set(text, found[at]!);
    stemmed.set(text, found[at]!);
  });
  return stemmed;
};

/**
 * For every subheading matching any of these words: where the word's lexemes are found. The words
 * are stemmed (`stemsOf`, with the phrases the description's phrase search looks for) and looked up
 * in the postings held in memory. A word of several lexemes ("t-shirt": t-shirt, t, shirt) counts
 * where all of them are found, at the weakest of their fields; how many subheadings that is, is the
 * word's frequency. A word with no lexeme (a stop word of the English configuration) is left out;
 * one whose lexemes are in no document maps to no subheading.
 */
const readPostings = async (
  infra: SuggestInfra,
  words: readonly string[],
  phrases: readonly string[] = [],
): Promise<{
  postings: Postings;
  index: SearchIndex;
  /** Each word's lexemes (a typo's fix is a lexeme itself). */
  lexemesOf: Map<string, string[]>;
  /** The words' and phrases' lexemes with their positions. */
  stemmed: Map<string, Stemmed>;
}> => {
  const index = await searchIndex(infra);
  const stemmed = await stemsOf(infra.prisma, index.vocabulary, [...words, ...phrases]);
  const postings: Postings = new Map();
  const lexemesOf = new Map<string, string[]>();
  words.forEach((word) => {
    const lexemes = (stemmed.get(word) ?? []).map((entry) => entry.lexeme);
    if (!lexemes.length) return;
    lexemesOf.set(word, lexemes);
    const [first, ...rest] = lexemes.map((lexeme) => index.postings.get(lexeme));
    const found = new Map<string, number>();
    if (first && rest.every(Boolean))
      for (const [code, field] of first) {
        let weakest = field;
        for (const other of rest as Map<string, number>[]) {
          const there = other.get(code);
          if (there === undefined) {
            weakest = 0;
            break;
          }
          weakest = Math.min(weakest, there);
        }
        if (weakest) found.set(code, weakest);
      }
    postings.set(word, found);
  });
  return { postings, index, lexemesOf, stemmed };
};

/**
 * A closed compound no document holds ("stepladder", "saucepans") is read as its two words, each an
 * English word, the first neither a prefix (pre-, multi-, poly-…) nor the last a suffix (-less,
 * -ness…). The last word names the article and counts as a typo's fix; the first only qualifies it
 * and counts a quarter of that ("eyeglass" is no glass, a "wristband" no band of textile). Chosen
 * among 0.2-0.8 on the tuning rulings and leave-one-out (0.2: leave-one-out top-5 up by 7 and 6
 * descriptions of 2,000, top-1 down by 1 and 2, the tuning set unchanged).
 */
const FIX = 0.8;
const COMPOUND_FIRST = 0.2;
const COMPOUND_PREFIX =
  /^(?:pre|re|un|non|anti|inter|multi|mid|mini|micro|semi|super|over|under|out|tetra|penta|hexa|octa|mono|di|tri|poly|hydro|bio|auto|self|sub|co|iso|thermo|dichloro|monohydro)$/;
const COMPOUND_SUFFIX = /^(?:less|ness|dies|outs|ward|wards|like|wise|ship|hood|some|ground)$/;
/** A typo is read as a word of the nomenclature at least this similar (pg_trgm's similarity). */
const TYPO_MIN_SIMILARITY = 0.4;

/**
 * CBP rulings as precedents (see precedents.ts): the 10 most similar rulings of at least 0.05
 * similarity (cosine of the stemmed words, less for a ruling on another article); the most similar
 * of each subheading adds 0.6 times its similarity to the subheading's score. Chosen on the 217
 * tuning rulings (weights 0.2-1.0, minimum 0.1-0.45, 5-30 rulings) and checked on each bundled
 * ruling left out of the index in turn. The minimum was later lowered from 0.1 on two leave-one-out
 * samples (any value from 0.05 down gave the same suggestions): a weak ruling still votes for its
 * heading when the description's words decide little.
 */
const PRECEDENT_MIN_SIMILARITY = 0.05;
const PRECEDENT_CANDIDATES = 10;
const PRECEDENT_WEIGHT = 0.6;
/**
 * Every subheading of a heading gains this share of the summed similarity of those rulings in the
 * heading. Chosen among 0.1-0.3 on the tuning rulings, the held-out ones and two leave-one-out
 * samples of 1,000 bundled rulings: 0.15-0.3 gained more on the samples but put rulings' volume
 * before the words (a men's knitted cotton shirt went to the T-shirts of 6109, which have more
 * rulings); at 0.1 one figure of sixteen fell, by one description.
 */
const HEADING_PRECEDENT_WEIGHT = 0.1;
/**
 * Every subheading gains this times the probability the headings' model (heading-model.ts, trained
 * on the bundled rulings and the nomenclature) gives its heading. Chosen among 0.15-0.5 on two
 * leave-one-out samples and the tuning rulings (0.3 gained most on both samples; 0.4 and 0.5 lost
 * more everyday names), then checked on a third sample, the held-out and fresh rulings and the
 * everyday names.
 */
const HEADING_MODEL_WEIGHT = 0.3;
/** The reasons name the model's probability of a heading from this much. */
const HEADING_MODEL_NAMED = 0.2;
/**
 * Every subheading gains this times its share of the votes of the rulings closest in meaning to
 * the description (meaning.ts). Chosen among 0.3, 0.5 and 0.8 on two leave-one-out samples and the
 * tuning rulings: all three raised top-5 on both samples alike, and 0.3 kept most at first place
 * (0.5 and 0.8 gained two and one tuning descriptions more at top-5 but lost three and two at
 * first place).
 */
const MEANING_WEIGHT = 0.3;
/** The reasons name that share from this much. */
const MEANING_NAMED = 0.3;

/** At most this many past classifications are weighed, the newest first. */
const PAST_CANDIDATES = 200;

/**
 * The organisation's own classifications of similar descriptions: a trigram similarity of at least
 * 0.45, the 20 most similar. No index answers a similarity above a threshold over long texts
 * quickly (over 200,000 past classifications: 2.8 s computed row by row, 0.2-0.35 s through the
 * trigram index's `%`), so the candidates are the past classifications holding the description's
 * two rarest words, which the trigram index finds in milliseconds: at most 200 of them, the
 * newest first. A description's rarest words are the ones the nomenclature lacks (brand and trade
 * names), then the ones in fewest subheadings.
 */
const readPastDecisions = (prisma: PrismaClient, text: string, rarest: string[]) =>
  rarest.length
    ? prisma.$queryRawUnsafe<{ hs6: string; productDescription: string; similarity: number }[]>(
        `WITH c AS MATERIALIZED (
           SELECT "hsCode", "productDescription", "classifiedAt"
           FROM tariff_classifications
           WHERE "productDescription" ILIKE $2 AND "productDescription" ILIKE $3),
         s AS (
           SELECT left("hsCode", 6) AS hs6, "productDescription", "classifiedAt",
                  similarity("productDescription", $1) AS similarity
           FROM (SELECT * FROM c ORDER BY "classifiedAt" DESC LIMIT ${PAST_CANDIDATES}) newest)
         SELECT hs6, "productDescription", similarity FROM s
         WHERE similarity >= 0.45
         ORDER BY similarity DESC, "classifiedAt" DESC LIMIT 20`,
        text,
        `%${escapeLike(rarest[0]!)}%`,
        `%${escapeLike(rarest[1] ?? rarest[0]!)}%`,
      )
    : Promise.resolve([]);

/**
 * How woven fabrics of chapters 50-55 are divided within a heading (the section's subheading note
 * 1): by state (unbleached, bleached, dyed, of yarns of different colours, printed) and by weave
 * (plain, twill, others). A fabric said to be in one state, or of one weave, is in no other.
 */
const FABRIC_TRAITS = [
  [
    ['unbleached', /\b(?:unbleached|greige)\b/g],
    ['bleached', /\bbleached\b/g],
    ['of yarns of different colours', /\byarn[- ]dyed\b|\byarns of different colou?rs\b/g],
    ['dyed', /\b(?:piece[- ])?dyed\b/g],
    ['printed', /\bprinted\b/g],
  ],
  [
    ['plain weave', /\bplain[- ](?:weave|woven)\b/g],
    ['twill', /\btwill\b/g],
    ['satin weave', /\bsatin\b/g],
  ],
] as const;

/** The traits of one kind a text names ("yarn dyed" is of yarns of different colours, not dyed). */
const fabricTraitsIn = (text: string, kind: (typeof FABRIC_TRAITS)[number]) => {
  const named = new Map<string, string>();
  let rest = text.toLowerCase();
  for (const [trait, words] of kind) {
    const found = rest.match(words)?.[0];
    if (!found) continue;
    named.set(trait, found);
    rest = rest.replace(words, ' ');
  }
  return named;
};

const FABRIC_CHAPTERS = ['50', '51', '52', '53', '54', '55'];

/** What ruledOutBy reads in a subheading's own text, whatever the description. */
interface CodeFacts {
  ownText: string | undefined;
  materials: string[];
  /** Whether its own text names a material ("with working part of steel"), beside its chapter's. */
  textNamesMaterial: boolean;
  construction: ReturnType<typeof constructionOf>;
  /** The fabric traits its text names, per kind of FABRIC_TRAITS, what it excludes left out. */
  fabricTraits: Map<string, string>[];
  wearer: Wearer | null;
}

/** Read once per subheading: the suggestions ask the same few thousand again for every description. */
const codeFacts = new Map<string, CodeFacts>();
const codeFactsOf = (code: string, ownText: string | undefined): CodeFacts => {
  let facts = codeFacts.get(code);
  if (facts && facts.ownText === ownText) return facts;
  facts = {
    ownText,
    materials: [...materialsOf(code, ownText)],
    textNamesMaterial: ownTextMaterials(ownText).size > 0,
    construction: constructionOf(code, ownText),
    // "(other than unbleached or bleached)" names the traits the subheading is not.
    fabricTraits: FABRIC_TRAITS.map((kind) =>
      fabricTraitsIn((ownText ?? '').replace(EXCLUDED, ' '), kind),
    ),
    wearer: wearerOf(ownText),
  };
  codeFacts.set(code, facts);
  return facts;
};

/**
 * The subheadings a description rules out, each with its reason:
 * - goods of a material it does not name ("a plastic tumbler set" is no porcelain tableware, 6911),
 *   textile goods (chapters 50-63) among them when it names another material and no fibre or fabric
 *   ("a plastic shower curtain" is no textile curtain of 6303);
 * - a fabric, a yarn or a steel bar when the article it names is none ("washcloths of cotton terry
 *   towelling fabric" are made-up articles of 6302, not the terry fabric of 5802); an article a
 *   replacing rule names counts as named ("hook and loop fastener tape" is read as narrow woven
 *   fabrics, so 5806 is kept);
 * - the parts of the article it names, when it does not say its goods are parts (a hair dryer is
 *   not among the parts of hair dryers, 8516.90), and the fittings for it, when it names no fitting
 *   (a steel pipe is no tube or pipe fitting, 7307);
 * - goods whose own text names the article only as what they are for, have, incorporate or are
 *   powered by (a wig is no hair "prepared for use in making wigs", 6703; ball bearings are no
 *   "bearing housings, incorporating ball or roller bearings", 8483.20);
 * - goods of chapters 1-71 when the head noun names a machine, and the festive articles of 9505
 *   when it names goods of everyday use (Christmas dinnerware, table linen, cookie cutters);
 * - the animals, plants and vegetable products of chapters 1-14 when the goods imitate them;
 * - meat, fish, vegetables and fruit as such (chapters 2, 3, 7 and 8) when the goods are prepared
 *   or preserved;
 * - knitted goods for a woven description, and goods not knitted for a knitted one;
 * - a woven fabric in another state (dyed, printed…) or of another weave than the description says;
 * - footwear whose uppers are of another material ("an upper of 80% cotton and 20% linen textile"
 *   is no footwear of 6402 or 6403);
 * - garments for the other wearer (chapters 61 and 62 divide by "men's or boys'" and "women's or
 *   girls'");
 * - goods for users the description does not name (animal feed, babies' garments);
 * - goods a chapter's notes or a heading's terms leave out (medicaments, for food supplements;
 *   chemicals and glass vials, for a medicament put up in measured doses);
 * - what a subheading's own text excludes, when the description says its goods are that.
 */
export const ruledOutBy = (
  description: string,
  /**
   * Articles the description names in other words (a "3D printer" is one of the machines for
   * additive manufacturing).
   */
  alsoNamed: readonly string[] = [],
) => {
  const namedFor = materialsNamedFor(description);
  // "A plastic shower curtain" names no textile: the textile curtains of 6303 are not its goods.
  const textileSaid = textileNamed(description);
  const head = headWordsOf(description);
  const namedArticles = [headNounOf(description), ...alsoNamed].filter(
    (noun): noun is string => !!noun,
  );
  const machine = MACHINE_NOUN.test(namedArticles[0] ?? '') ? namedArticles[0] : undefined;
  const everydayUse = EVERYDAY_USE_NOUN.test(namedArticles[0] ?? '') ? namedArticles[0] : undefined;
  // "A hair dryer" is no part of one: the parts of hair dryers (8516.90) are held back.
  const articles = namesParts(description) ? [] : namedArticles;
  // "A PVC pipe" is no pipe fitting (3917.40).
  const fittings = namesFittings(description) ? [] : namedArticles;
  const imitates = IMITATION.exec(description)?.[0];
  const uppers = upperMaterialsNamed(description);
  const wearer = wearerNamed(description);
  const prepared = PREPARED.map((rule) => ({ ...rule, word: rule.words.exec(description)?.[0] }));
  const leftOut = LEFT_OUT.map((rule) => ({
    ...rule,
    word: !rule.also || rule.also.test(description) ? rule.words.exec(description)?.[0] : undefined,
  }));
  const excluded = excludedBy(description);
  // A fabric said to be in one state (dyed, printed…) or of one weave is in no other.
  const fabricTraits = FABRIC_TRAITS.map((kind) => {
    const traits = fabricTraitsIn(description, kind);
    return { kind, said: traits.size === 1 ? [...traits][0]! : null };
  });
  // Knitted or woven, when the description says one and not the other.
  const constructions = constructionNamed(description);
  const construction =
    constructions.size === 1
      ? {
          made: [...constructions][0]!,
          word: constructions.has('woven') ? 'woven' : KNITTED.exec(description.toLowerCase())![0],
        }
      : null;
  const usersNotNamed = USERS.filter(({ named }) => !named.test(description));
  // Goods named in the nomenclature's words count: a rubber duck is one of the "toys".
  const rawGoodsNotNamed = RAW_GOODS.filter(
    ({ named }) => !named.test(description) && !alsoNamed.some((noun) => named.test(noun)),
  );
  return (code: string, ownText: string | undefined, headingText?: string): string[] => {
    const reasons: string[] = [];
    const facts = codeFactsOf(code, ownText);
    const named = namedFor(code, facts.textNamesMaterial);
    if (named.size) {
      const materials = facts.materials;
      if (materials.length && !materials.some((material) => named.has(material)))
        reasons.push(
          `of ${materialNames(materials).join(' or ')}, ${HELD_BACK.material} (it names ${materialNames(named).join(', ')})`,
        );
      else if (!materials.length && !textileSaid && isTextileCode(code))
        reasons.push(
          `of textile materials, ${HELD_BACK.material} (it names ${materialNames(named).join(', ')})`,
        );
    }
    const form = formOf(code);
    if (form && ![...head, ...alsoNamed].some((word) => form.words.has(word)))
      reasons.push(`${form.name}, ${HELD_BACK.form}`);
    const partsOf = articles.map((noun) => partsOfArticle(ownText, noun)).find(Boolean);
    const linked =
      !partsOf && namedArticles.map((noun) => linkedArticle(ownText, noun)).find(Boolean);
    if (linked)
      reasons.push(
        `goods ${linked.link} ${linked.article} (${formatCode(code)}), ${HELD_BACK.form}`,
      );
    if (partsOf) reasons.push(`parts of ${partsOf} (${formatCode(code)}), ${HELD_BACK.form}`);
    if (machine && Number(code.slice(0, 2)) <= LAST_CHAPTER_WITHOUT_MACHINES)
      reasons.push(
        `goods of chapter ${code.slice(0, 2)}, which holds no machines, ${HELD_BACK.goodsAre} '${machine}'`,
      );
    if (everydayUse && code.startsWith(FESTIVE_HEADING))
      reasons.push(
        `festive articles (heading ${FESTIVE_HEADING}), which leave out goods of everyday use, ${HELD_BACK.goodsAre} '${everydayUse}'`,
      );
    // "Cast fittings" of 7307.19 are its heading's "tube or pipe fittings".
    const fittingsText = /\bfittings\b/i.test(ownText ?? '') ? `${headingText}; ${ownText}` : '';
    const fittingsOf = fittings.map((noun) => fittingsOfArticle(fittingsText, noun)).find(Boolean);
    if (fittingsOf)
      reasons.push(`fittings for ${fittingsOf} (${formatCode(code)}), ${HELD_BACK.form}`);
    if (imitates && Number(code.slice(0, 2)) <= LAST_NATURAL_CHAPTER)
      reasons.push(
        `natural goods of chapter ${code.slice(0, 2)}, ${HELD_BACK.goodsAre} '${imitates}'`,
      );
    for (const { goods, prefixes, word, stays } of prepared)
      if (word && startsWithAny(code, prefixes) && !stays(code, word))
        reasons.push(
          `${goods} as such (chapter ${code.slice(0, 2)}), ${HELD_BACK.goodsAre} '${word}'`,
        );
    for (const { goods, prefixes, word } of leftOut)
      if (word && startsWithAny(code, prefixes))
        reasons.push(`${goods} (chapter ${code.slice(0, 2)}), ${HELD_BACK.goodsAre} '${word}'`);
    const excludes = excluded(ownText);
    if (excludes) reasons.push(`'${excludes}', ${HELD_BACK.excluded}`);
    const madeAs = construction && facts.construction;
    if (madeAs && madeAs !== construction.made)
      reasons.push(
        `${madeAs === 'knitted' ? 'knitted or crocheted' : 'not knitted or crocheted'} ` +
          `(${code.startsWith('63') ? formatCode(code) : `chapter ${code.slice(0, 2)}`}), ` +
          `${HELD_BACK.goodsAre} '${construction.word}'`,
      );
    if (startsWithAny(code, FABRIC_CHAPTERS))
      for (const [at, { said }] of fabricTraits.entries()) {
        if (!said) continue;
        const traits = facts.fabricTraits[at]!;
        if (traits.size && !traits.has(said[0]))
          reasons.push(
            `${[...traits.keys()].join(' or ')} (${formatCode(code)}), ` +
              `${HELD_BACK.goodsAre} '${said[1]}'`,
          );
      }
    const made = uppersOf(code);
    if (uppers.size && made && !uppers.has(made))
      reasons.push(`uppers of ${made}, ${HELD_BACK.uppers}`);
    for (const { name, prefixes } of usersNotNamed)
      if (startsWithAny(code, prefixes)) reasons.push(`for ${name}, ${HELD_BACK.user}`);
    for (const { name, prefixes } of rawGoodsNotNamed)
      if (startsWithAny(code, prefixes))
        reasons.push(`${name} (heading ${code.slice(0, 4)}), ${HELD_BACK.user}`);
    const other = wearer && facts.wearer;
    if (wearer && other && other !== wearer)
      reasons.push(`for ${WEARERS[other]}, ${HELD_BACK.wearer} ${WEARERS[wearer]}`);
    return reasons;
  };
};

export const suggestHsCodes = async (
  infra: SuggestInfra,
  { description, limit = 5 }: HsSuggestionQuery,
  /** A bundled ruling to leave out of the precedents (leave-one-out in `bench:classification`). */
  { excludeRuling }: { excludeRuling?: string } = {},
): Promise<HsSuggestion[]> => {
  const { prisma } = infra;
  const max = Number(limit);
  const text = description.toLowerCase();
  const searched = withoutWhatItLacks(text);
  const { stopWords, synonyms } = loadLexicon();
  const typedWeights = new Map(weightedWords(searched, stopWords));

  // Synonym rules whose phrase is in the description add their alternatives' words (or stand in
  // for the phrase's own words), and the nomenclature's spelling is searched with an American one,
  // its plural with a singular the stemmer keeps apart from it.
  const ruleWords: { word: string; synonymOf: string; from: number }[] = [];
  const phraseWords = new Set<string>();
  const replaced = new Set<string>();
  // The article a replacing rule names in the place of the description's own, when the rule's
  // phrase holds the head noun ("machines" for a 3D printer, "narrow woven fabrics" for hook and
  // loop fastener tape; not "carriages" for wheelchair gearboxes, which are no wheelchair).
  const articlesNamed: string[] = [];
  const headNoun = headNounOf(searched);
  // A phrase inside a longer one that also matches gives way to it: "sofa bed" is read as seats
  // convertible into beds, not also as the upholstered seats a sofa is.
  const matched = synonyms.filter((rule) => ruleMatches(rule, searched));
  for (const rule of matched) {
    if (
      matched.some(
        (longer) =>
          longer.phrase !== rule.phrase && ` ${longer.phrase} `.includes(` ${rule.phrase} `),
      )
    )
      continue;
    const ruleWordsTyped = wordsOf(rule.phrase);
    if (rule.replaces && headNoun && ruleWordsTyped.includes(headNoun))
      for (const alternative of rule.alternatives) {
        const noun = headNounOf(alternative);
        if (noun) articlesNamed.push(noun);
      }
    const from = Math.max(0, ...ruleWordsTyped.map((word) => typedWeights.get(word) ?? 0));
    for (const word of ruleWordsTyped) {
      phraseWords.add(word);
      if (rule.replaces) replaced.add(word);
    }
    // A rule for words that qualify the article ("laptop" in "a laptop bag") counts its
    // alternative's words together no more than the phrase's own: five words for a laptop made a
    // laptop bag a computer.
    const qualifies = !!headNoun && !ruleWordsTyped.includes(headNoun);
    for (const alternative of rule.alternatives) {
      const words = wordsOf(alternative).filter((w) => !stopWords.has(w));
      const share = qualifies ? Math.min(1, ruleWordsTyped.length / words.length) : 1;
      for (const word of words)
        ruleWords.push({
          word,
          synonymOf: `${rule.phrase} → ${alternative}`,
          from: (from || 1) * share,
        });
    }
  }
  for (const word of replaced) typedWeights.delete(word);
  const typed = [...typedWeights.keys()];
  for (const word of typed) {
    const nomenclatureWord = SPELLINGS[word] ?? IRREGULAR_PLURALS[word];
    if (nomenclatureWord) {
      phraseWords.add(word);
      ruleWords.push({
        word: nomenclatureWord,
        synonymOf: `${word} → ${nomenclatureWord}`,
        from: (1 / 0.7) * (typedWeights.get(word) ?? 1),
      });
    }
  }
  // Other names of the goods each word names (WordNet), counting less than a synonym rule: they
  // find "bicycles" for a "bike" and "jars" for a "vase", but a sense may not be the one meant.
  const plainWords = typed.filter((word) => /^[a-z]{3,}$/.test(word) && !phraseWords.has(word));
  for (const typedWord of plainWords)
    for (const name of otherNames(typedWord))
      for (const word of wordsOf(name).filter((w) => !stopWords.has(w)))
        ruleWords.push({
          word,
          synonymOf: `${typedWord} → ${name} (WordNet)`,
          from: OTHER_NAME_WEIGHT * (typedWeights.get(typedWord) ?? 1),
        });
  // The parts of hyphenated words, for reading a typo inside one ("stainles-steel"); stop words
  // ("over" in "fold-over") are no typos.
  const partsOf = (word: string) =>
    word.split('-').filter((part) => /^[a-z]{4,}$/.test(part) && !stopWords.has(part));
  const parts = typed.filter((word) => word.includes('-')).flatMap(partsOf);
  const all = [...new Set([...typed, ...ruleWords.map((r) => r.word), ...parts])];
  if (!all.length) return [];

  // Where each word is found; how many subheadings that is weights it by rarity.
  // Two words the description writes together (see below) are stemmed with its words.
  const phrases = phrasesOf(searched, stopWords)
    .filter((phrase) => phrase.every((word) => typedWeights.has(word)))
    .map((phrase) => phrase.join(' '));
  const { postings, index, lexemesOf, stemmed } = await readPostings(
    infra,
    all,
    phrases.filter((phrase) => !phrase.split(' ').every((word) => PLAIN_WORD.test(word))),
  );
  // The search index is kept only once it holds subheadings: none means the import has not built
  // the search documents yet.
  if (!index.subheadings) throw notLoaded();
  const idf = (df: number) => Math.log(1 + index.subheadings / Math.max(df, 1));
  const dfOf = (word: string) => postings.get(word)?.size ?? 0;

  // The organisation's own classifications of similar descriptions, read while the rest is worked
  // out in memory.
  const pastDecisions = readPastDecisions(
    prisma,
    text,
    typed
      .filter((word) => word.length >= 3)
      .sort((a, b) => dfOf(a) - dfOf(b))
      .slice(0, 2),
  );
  pastDecisions.catch(() => {});
  // The CBP rulings of similar descriptions, by the typed words' lexemes at their weights.
  const wanted = new Map<string, number>();
  for (const [word, weight] of typedWeights)
    for (const lexeme of lexemesOf.get(word) ?? [])
      wanted.set(lexeme, Math.max(wanted.get(lexeme) ?? 0, weight));
  const precedents = similarPrecedents(infra, wanted, {
    min: PRECEDENT_MIN_SIMILARITY,
    limit: PRECEDENT_CANDIDATES,
    noun: articleLexemes((lexemesOf.get(headNounOf(searched) ?? '') ?? []).join(' ')),
    description: searched,
    exclude: excludeRuling,
  });
  precedents.catch(() => {});
  const modelled = likelyHeadings(infra, index.postings, wanted, { exclude: excludeRuling });
  modelled.catch(() => {});

  // Unknown words (typos) are read as the most similar lexeme of the documents by trigram
  // similarity (at least 0.4; the best-known of equally similar ones). A hyphenated word no
  // document holds with a typo in a part is read as its parts, the typo corrected ("stainles-steel"
  // as "stainless" and "steel"); one without a typo ("long-sleeved") is left out. Numbers, codes
  // and words or parts under four letters are not read as typos of anything.
  const fixes = new Map<string, string[]>();
  // A closed compound no document holds ("stepladder", "saucepans") is read as its two words (see
  // COMPOUND_FIRST), each found in a heading, a CN line or a subheading's own text (a word only in
  // a national line is too loose a guess), trying the longest first word first. Inflected verbs
  // ("tightened", "restraining") are no compounds.
  const compounds = typed.filter(
    (word) =>
      postings.has(word) &&
      !dfOf(word) &&
      !phraseWords.has(word) &&
      /^[a-z]{7,}$/.test(word) &&
      !/(?:ing|ed)$/.test(word),
  );
  const modifiers = new Set<string>();
  if (compounds.length) {
    const split = (word: string) =>
      Array.from({ length: word.length - 6 }, (_, i) => [
        word.slice(0, word.length - 4 - i),
        word.slice(word.length - 4 - i),
      ]).filter(
        ([first, last]) =>
          first!.length >= 3 &&
          !stopWords.has(first!) &&
          !COMPOUND_PREFIX.test(first!) &&
          isEnglishWord(first!) &&
          isEnglishWord(last!) &&
          !COMPOUND_SUFFIX.test(last!),
      );
    const partWords = [...new Set(compounds.flatMap((word) => split(word).flat()))];
    const read = partWords.length ? await readPostings(infra, partWords) : { postings: new Map() };
    for (const word of compounds) {
      const found = split(word).find((pair) =>
        pair.every((part) =>
          [...(read.postings.get(part)?.values() ?? [])].some(
            (field) => field >= POSTING_FIELD.headingOrCnLine,
          ),
        ),
      );
      if (!found) continue;
      fixes.set(word, found);
      modifiers.add(found[0]!);
      for (const part of found) if (!dfOf(part)) postings.set(part, read.postings.get(part)!);
    }
  }
  for (const word of typed) {
    if (!postings.has(word) || dfOf(word) || phraseWords.has(word) || fixes.has(word)) continue;
    // Parts without a lexeme (stop words of the English configuration) are no typos either.
    const read = word.includes('-')
      ? partsOf(word).filter((part) => postings.has(part))
      : /^[a-z]{4,}$/.test(word)
        ? [word]
        : [];
    // An English word the nomenclature lacks ("hamper", "funnel") is no typo of one it holds.
    if (read.every((part) => dfOf(part) || isEnglishWord(part))) continue;
    const found = read
      .map((part) => (dfOf(part) ? part : index.typos.nearest(part, TYPO_MIN_SIMILARITY)?.word))
      .filter((fix): fix is string => !!fix);
    if (!found.length) continue;
    fixes.set(word, [...new Set(found)]);
    for (const fix of found)
      if (!postings.has(fix)) postings.set(fix, index.postings.get(fix) ?? new Map());
  }

  const terms: Term[] = [];
  const add = (term: Term) => {
    if (!terms.some((t) => t.word === term.word)) terms.push(term);
  };
  for (const word of typed) {
    const df = dfOf(word);
    const position = typedWeights.get(word) ?? 1;
    if (df) add({ word, weight: position * idf(df) });
    for (const fix of fixes.get(word) ?? [])
      if (dfOf(fix))
        add({
          word: fix,
          typed: word,
          weight: (modifiers.has(fix) ? COMPOUND_FIRST : FIX) * position * idf(dfOf(fix)),
        });
  }
  for (const { word, synonymOf, from } of ruleWords) {
    const df = dfOf(word);
    if (df) add({ word, synonymOf, weight: 0.7 * from * idf(df) });
  }

  // Every subheading matching any word (in the order first found) with the weighted share of the
  // words it holds: each counted by where it is found (own text, headings and CN lines, national
  // lines).
  const totalWeight = terms.reduce((sum, term) => sum + term.weight, 0);
  const sums = new Map<string, number>();
  for (const term of terms)
    for (const [code, field] of postings.get(term.word) ?? [])
      sums.set(code, (sums.get(code) ?? 0) + term.weight * FIELD_WEIGHT[field as 1 | 2 | 3]);
  const matches = Array.from(sums, ([code, sum]) => ({ code, match: sum / totalWeight }));
  // The heading's support: the mean of its two best-matching subheadings, or the one subheading of
  // a heading not divided (3406.00 Candles), which would otherwise count half.
  const bestTwo = new Map<string, [number, number]>();
  for (const { code, match } of matches) {
    const heading = code.slice(0, 4);
    const two = bestTwo.get(heading);
    if (!two) bestTwo.set(heading, [match, 0]);
    else if (match > two[0]) [two[1], two[0]] = [two[0], match];
    else if (match > two[1]) two[1] = match;
  }
  const supportOf = (code: string) => {
    const heading = code.slice(0, 4);
    const two = bestTwo.get(heading);
    if (!two) return 0;
    return (index.perHeading.get(heading) ?? 2) > 1 ? (two[0] + two[1]) / 2 : two[0];
  };
  // A national line names one product: the words a subheading holds only in its national lines
  // count as far as its best line holds them, not summed over lines that each hold one of them
  // (4202.92 held "food" and "beverage" in its insulated bags' line and "store" in another).
  const matchers = new Map<string, (text: string) => boolean>();
  const lineHolds = (line: NationalLine, word: string) => {
    let holds = matchers.get(word);
    if (!holds) matchers.set(word, (holds = lexemeMatcher(lexemesOf.get(word) ?? [word])));
    return holds(line.text);
  };
  /** A subheading scored on the description's words: its share of them and its heading's support. */
  const wordScored = (code: string, match: number): Scored => {
    const found: Found[] = [];
    for (const term of terms) {
      const field = postings.get(term.word)?.get(code) ?? 0;
      if (field) found.push({ term, field });
    }
    const entry: Scored = {
      score: (1 - HEADING_SHARE) * match + HEADING_SHARE * supportOf(code),
      found,
      evidence: [],
    };
    const inLines = found.filter((f) => f.field === POSTING_FIELD.nationalLine);
    // One word is in its best line by definition.
    if (inLines.length < 2) return entry;
    const weightIn = (line: NationalLine) =>
      inLines.reduce((sum, { term }) => sum + (lineHolds(line, term.word) ? term.weight : 0), 0);
    let bestWeight = 0;
    for (const line of index.lines.get(code) ?? []) {
      const weight = weightIn(line);
      if (weight > bestWeight) [bestWeight, entry.line] = [weight, line];
    }
    const all = inLines.reduce((sum, { term }) => sum + term.weight, 0);
    entry.score -= ((1 - HEADING_SHARE) * FIELD_WEIGHT[1] * (all - bestWeight)) / totalWeight;
    // The reasons name only the words that count.
    entry.found = found.filter(
      ({ term, field }) => field !== 1 || (entry.line && lineHolds(entry.line, term.word)),
    );
    return entry;
  };
  const scored = new Map<string, Scored>();
  const byMatch = (a: { code: string; match: number }, b: { code: string; match: number }) =>
    higher(a.match, b.match) || a.code.localeCompare(b.code);
  for (const row of matches.sort(byMatch).slice(0, Math.max(SCORED_MATCHES, max * 4)))
    scored.set(row.code, wordScored(row.code, row.match));
  // A subheading a ruling, a past decision or chapter 29's notes bring in is scored on its words
  // too, when it holds any.
  const matchOf = new Map(matches.map(({ code, match }) => [code, match]));
  const entryFor = (code: string): Scored => {
    let entry = scored.get(code);
    if (!entry) {
      const match = matchOf.get(code);
      entry = match === undefined ? { score: 0, found: [], evidence: [] } : wordScored(code, match);
      scored.set(code, entry);
    }
    return entry;
  };
  // The most similar ruling of each subheading adds to its score (or brings it in), named in the
  // reasons; what follows (phrases, ranges, what the description rules out) weighs it like any
  // other: a precedent of 195 g/m2 cotton fabric is no reason to list 5208 for 262 g/m2.
  // Similar rulings also agree on a heading more often than on a subheading: every subheading of a
  // heading gains a share of the summed similarity of all the similar rulings in it, so rulings on
  // food storage containers (3924.10) and on storage boxes (3924.90) lift each other's subheading.
  const ruled = new Set<string>();
  const headings = new Map<string, { similarity: number; rulings: Set<string> }>();
  for (const precedent of await precedents) {
    const heading = precedent.hs6.slice(0, 4);
    const votes = headings.get(heading) ?? { similarity: 0, rulings: new Set<string>() };
    votes.similarity += precedent.similarity;
    votes.rulings.add(precedent.ruling);
    headings.set(heading, votes);
    if (ruled.has(precedent.hs6)) continue;
    ruled.add(precedent.hs6);
    const boost = PRECEDENT_WEIGHT * precedent.similarity;
    const reason = precedentReason(
      precedent.ruling,
      precedent.date.slice(0, 4),
      precedent.description,
      formatCode(precedent.hs6),
    );
    const entry = entryFor(precedent.hs6);
    entry.score += boost;
    entry.precedent = reason;
  }
  // The headings' model (heading-model.ts) adds its probability of a subheading's heading.
  const likely = await modelled;
  for (const [code, entry] of scored) {
    const probability = likely.get(code.slice(0, 4)) ?? 0;
    entry.score += HEADING_MODEL_WEIGHT * probability;
    if (probability >= HEADING_MODEL_NAMED)
      entry.evidence.push(
        `the words of CBP rulings and the nomenclature point to heading ${code.slice(0, 4)} (model weight ${probability.toFixed(2)})`,
      );
  }
  // The rulings closest in meaning (meaning.ts, word vectors) add their share of the votes.
  const near = closestInMeaning(description, { exclude: excludeRuling });
  for (const [code, entry] of scored) {
    const share = near.get(code) ?? 0;
    entry.score += MEANING_WEIGHT * share;
    if (share >= MEANING_NAMED)
      entry.evidence.push(
        `CBP rulings close in meaning to the description were ruled in ${formatCode(code)} (share ${share.toFixed(2)})`,
      );
  }
  for (const [code, entry] of scored) {
    const votes = headings.get(code.slice(0, 4));
    if (!votes) continue;
    entry.score += HEADING_PRECEDENT_WEIGHT * votes.similarity;
    if (votes.rulings.size > 1)
      entry.evidence.push(
        `${votes.rulings.size} similar CBP rulings in heading ${code.slice(0, 4)}`,
      );
  }

  // Two words the description writes together that a subheading's document holds together ("alarm
  // clock", "watch movement", "hockey stick") say more than the two words apart.
  const heaviest = Math.max(...typedWeights.values());
  const withPhrases = await phrasesFound({ prisma, index, stemmed }, [...scored.keys()], phrases);
  for (const [code, found] of withPhrases) {
    const entry = scored.get(code)!;
    for (const at of found) {
      const [first, second] = phrases[at]!.split(' ') as [string, string];
      const weaker = Math.min(typedWeights.get(first)!, typedWeights.get(second)!);
      entry.score += (PHRASE_GAIN * weaker) / heaviest;
      entry.evidence.push(`'${first} ${second}' as one phrase`);
    }
  }
  // A subheading whose text requires a range of a quantity the description gives ("of an output
  // not exceeding 37.5W" for "a 40 watt motor") loses when the figure lies outside it; the reasons
  // say how the figure compares either way.
  const amounts = amountsOf(searched);
  if (amounts.length)
    for (const [code, entry] of scored)
      for (const range of index.ranges.get(code) ?? []) {
        const amount = amountFor(range, amounts);
        if (!amount) continue;
        const inRange = holds(range, amount);
        if (!inRange) entry.score *= OUT_OF_RANGE_FACTOR;
        entry.evidence.push(
          `'${amount.text}' ${inRange ? 'within' : 'outside'} '${range.text}' in its own text`,
        );
      }
  // The share of its own text the description covers adds to a subheading's score, and decides
  // between equal scores: "with only an electric motor for propulsion" is all of 8703.80 and a small
  // part of 8703.40 ("with both spark-ignition internal combustion … engine and electric motor …").
  const coverage = new Map<string, number>();
  for (const [code, entry] of scored) {
    const own = entry.found.filter(({ field }) => field === POSTING_FIELD.ownText).length;
    const share = Math.min(1, own / (index.ownLexemes.get(code) ?? Number.POSITIVE_INFINITY));
    coverage.set(code, share);
    entry.score += COVERAGE_GAIN * share;
  }
  // A description naming one organic compound: the heading chapter 29's notes give it brings in
  // its subheadings and gains; the other headings of chapter 29 keep part of their score.
  const tree = await nomenclatureOf(infra);
  const organic = organicHeadingOf(description);
  if (organic) {
    const reason = organicReason(organic);
    for (const [code, row] of tree) {
      if (row.level !== 'subheading' || !code.startsWith(organic.heading)) continue;
      const entry = entryFor(code);
      // A compound the words do not find named goes to the heading's residual subheading.
      entry.score += ORGANIC_WEIGHT + (RESIDUAL.test(row.description) ? ORGANIC_OTHER : 0);
      entry.evidence.push(reason);
    }
    for (const [code, entry] of scored)
      if (code.startsWith('29') && !code.startsWith(organic.heading)) {
        entry.score *= RULED_OUT_FACTOR;
        entry.evidence.push(
          `heading ${code.slice(0, 4)}, ${HELD_BACK.lastHeading} ${organic.heading}`,
        );
      }
  }
  // What the description rules out keeps part of its score, with the reason. What it says the
  // goods are not ("not in coils", "without a lid") is read from the whole description; it counts
  // only where nothing else held the subheading back.
  const ruledOut = ruledOutBy(searched, articlesNamed);
  const denied = deniedBy(text);
  for (const [code, entry] of scored) {
    const ownText = tree.get(code)?.description;
    const reasons = ruledOut(code, ownText, tree.get(code.slice(0, 4))?.description);
    const denies = reasons.length ? undefined : denied(ownText);
    if (denies) reasons.push(`'${denies}', ${HELD_BACK.denied}`);
    for (const reason of reasons) {
      entry.score *= RULED_OUT_FACTOR;
      entry.evidence.push(reason);
    }
  }
  const past = await pastDecisions;
  for (const decision of past) {
    const boost = decision.similarity;
    const reason = `your past classification of '${decision.productDescription}' as ${formatCode(decision.hs6)}`;
    const entry = entryFor(decision.hs6);
    if (entry.past) continue;
    entry.score += boost;
    entry.past = reason;
  }

  const ranked = [...scored.entries()].sort(
    (a, b) =>
      higher(a[1].score, b[1].score) ||
      (coverage.get(b[0]) ?? 0) - (coverage.get(a[0]) ?? 0) ||
      a[0].localeCompare(b[0]),
  );
  // The first five list at most three subheadings of one heading: when the leading heading is the
  // wrong one, its fourth and fifth subheadings would hide the alternatives. The rest follow by
  // score. A past decision's code that is no longer an HS 2022 subheading is left out.
  const candidates = ranked.filter(([code]) => tree.get(code)?.level === 'subheading');
  const perHeading = new Map<string, number>();
  const first: typeof candidates = [];
  for (const candidate of candidates) {
    if (first.length === FIRST_SCREEN) break;
    const heading = candidate[0].slice(0, 4);
    if ((perHeading.get(heading) ?? 0) === MAX_PER_HEADING) continue;
    perHeading.set(heading, (perHeading.get(heading) ?? 0) + 1);
    first.push(candidate);
  }
  const best = [...first, ...candidates.filter((candidate) => !first.includes(candidate))].slice(
    0,
    max,
  );
  // Descriptions and paths only for what is shown.
  const paths = await pathsOf(
    infra,
    best.map(([code]) => code),
  );
  const subheading = (code: string) => paths.get(code)?.find((entry) => entry.code === code);
  // A word found only in national lines names the line it is in, so the suggestion can be checked.
  const lineWith = (code: string, word: string) => {
    const line = scored.get(code)?.line;
    return line && lineHolds(line, word)
      ? line
      : index.lines.get(code)?.find((l) => lineHolds(l, word));
  };
  const where = (code: string, { term, field }: Found) => {
    if (field === POSTING_FIELD.ownText) return 'in its own text';
    if (field === POSTING_FIELD.headingOrCnLine) return 'in its heading or CN lines';
    const line = lineWith(code, term.word);
    return line ? `in ${line.market} line ${formatLine(line.code)}` : 'in national tariff lines';
  };
  const reasonsOf = (code: string, entry: Scored) => [
    ...(entry.past ? [entry.past] : []),
    ...(entry.precedent ? [entry.precedent] : []),
    ...entry.evidence,
    ...entry.found.map((found) => {
      const { term } = found;
      if (term.typed) return `'${term.typed}' read as '${term.word}' (${where(code, found)})`;
      if (term.synonymOf)
        return `synonym ${term.synonymOf}: '${term.word}' (${where(code, found)})`;
      return `'${term.word}' ${where(code, found)}`;
    }),
  ];
  const top = best[0]?.[1].score ?? 1;
  return best.map(([code, entry]) => ({
    code,
    description: subheading(code)!.description,
    path: paths.get(code) ?? [],
    score: Math.round((entry.score / Math.max(top, 1)) * 1000) / 1000,
    reasons: reasonsOf(code, entry),
  }));
};
