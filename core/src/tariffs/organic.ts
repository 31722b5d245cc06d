// The heading of chapter 29 an organic compound's name points to. A chemical name says which
// functions the compound carries ("5-hexyn-1-ol" an alcohol, "2-cyano-5-aminopyridine" a nitrile,
// an amine and a nitrogen heterocycle), and chapter 29's notes settle a compound with several
// functions: it goes to the heading that occurs last in numerical order among those that could
// take it (note 3), and a salt or ester goes with its acid or base, again the last (note 5). The
// headings for compounds with an amino group and another oxygen function (2922), halogenated
// phenols (2908) and acids with another oxygen function (2918) are their own headings, not the
// last of their parts.
//
// Only a description that reads as one chemically defined compound is read: a CAS number, a name
// with locants ("1,4-bis(dichloromethyl)benzene", "5-hexyn-1-ol"), a drug or chemical imported in
// bulk, or a drug's international non-proprietary name built on the stem of a family that falls in
// one heading ("-azepam", "-oxacin"); and no word saying it is a mixture, a preparation, a polymer
// or goods put up as medicaments (chapters 30, 38, 39). A class the description names (an
// antibiotic, a corticosteroid, a vitamin) gives its heading directly.

/** One function (or ring, or class) the name names, with the heading it belongs to. */
export interface OrganicFunction {
  /** The word of the description that names it. */
  word: string;
  /** What it is, for the reasons ("an amine"). */
  name: string;
  heading: string;
}

export interface OrganicReading {
  functions: OrganicFunction[];
  /** The heading chapter 29's notes give the compound. */
  heading: string;
}

// A CAS registry number, or a name with numeric locants ("2,2'-", "-1-ol", "(3,5-di-tert").
// (Locants lead into a chemical word: "5-hexyn", "2,2'-bis", not "50-ml" or "3-ring".)
const COMPOUND =
  /\bcas\b|\b[opm]-(?:hydr|amin|nitr|chlor|brom|tolu|xyl|phen|cres|meth|eth|anis)|\b\d{2,7}-\d{2}-\d\b|(?:^|[\s(\-[])\d+(?:,\d+)*'?-\(?(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec|phen|benz|chlor|brom|fluor|iod|hydr|amin|nitr|cyan|oxo|oxy|pyr|quin|thi|sulf|sulph|phosph|naphth|acet|carb|form|cyclo|di|tri|tetra|bis|tert|sec|iso|alpha|beta|[nos],)/i;
const NOT_ONE_COMPOUND =
  /\b(?:mixtures?|mixed|combin\w+|slurr\w+|preparations?|formulat\w*|blend\w*|solutions? of|tablets?|capsules?|dosage|doses|poly(?!carboxylic|hydric|ols?\b|peptides?\b)[a-z]+|\w*polymers?|resins?|oligomers?|kits?|emulsions?|dispersions?|paints?|inks?|lubricants?|creams?|ointments?|lotions?|wipes|impregnated|shampoos?|sprays?|veterinary|medicaments?|beverages?|drinks?|foods?|confectionery|candy|candies|lozenges?|syrups?|povidone|fatty acids?|fatty alcohols?|suspensions?|injections?|injectables?|drops|vials?|ampoules?|ampules?|sachets?|infusions?|feed|feeds)\b|\bcontaining\s+\d/i;
// A drug or chemical imported in bulk is one compound as well, when the description says what it is.
const IN_BULK = /\bin bulk\b|\bbulk (?:form|powder)\b/i;
const BULK_COMPOUND =
  /\b(?:drugs?|pharmaceutical|chemicals?|intermediates?|compounds?|agents?|\w+icides?|antibiotics?|\w*steroids?|\w*hormones?|progestins?|alkaloids?|caffeine|anti\w+)\b/i;
// Synthetic organic colouring matter is chapter 32's (its intermediates are chapter 29's).
const COLOURING =
  /\b(?:dyes?|pigments?|brighteners?|brightening|colou?r formers?|colou?rants?|colou?ring matter|lakes?)\b/i;
const INTERMEDIATE = /\bintermediates?\b/i;
// A metal's salt of an inorganic acid is chapter 28's ("potassium tetrathionate").
const METALS = [
  ...['sodium', 'potassium', 'calcium', 'magnesium', 'zinc', 'iron', 'ferrous', 'ferric'],
  ...['copper', 'cupric', 'aluminum', 'aluminium', 'ammonium', 'lithium', 'barium', 'strontium'],
  ...['manganese', 'cobalt', 'nickel', 'chromium', 'silver', 'tin', 'bismuth'],
];
const METAL = new Set(METALS);
const INORGANIC_ANION =
  /thion|thiosulf|thiocyan|cyanide|cyanate|sulf|sulph|nitr|phosph|carbonate|silic|chlor|brom|iod|fluor|borate|chromate|manganate|oxide|hydroxide/;

// The part of a description that names the compound: what follows ("used as…", "imported in
// bulk…", "a bulk pharmaceutical intermediate") could name other chemicals.
const USE_CLAUSE =
  /,\s*(?:used|a|an|for|which|that|imported|in|the|principally|intended)\b|\b(?:used|for use|imported|intended|indicated)\b/i;
const namePart = (description: string) => {
  const at = description.search(USE_CLAUSE);
  return (at > 0 ? description.slice(0, at) : description)
    .replace(/\bcas(?: no\.?| number)?\s*[\d-]+/gi, ' ')
    .toLowerCase();
};

// Every pattern is read on the name part only, lower case. Suffix patterns need a word of their
// own ("…anol", "…dione").
const FUNCTIONS: ReadonlyArray<{ heading: string; name: string; pattern: RegExp }> = [
  {
    heading: '2901',
    name: 'an acyclic hydrocarbon',
    pattern:
      /\b(?:ethylene|propylene|butadiene|isoprene|isobutylene|\w*(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec)(?:ane|ene|yne))\b|\b\w+yn-\d/,
  },
  {
    heading: '2902',
    name: 'a cyclic hydrocarbon',
    pattern:
      /benzene|toluene|xylene|styrene|naphthalene|cumene|anthracene|biphenyl|cyclohexane|pinene|limonene|azulene|indene|tetralin/,
  },
  {
    heading: '2903',
    name: 'a halogenated derivative',
    pattern:
      /chloro|bromo|fluoro|iodo|(?:methyl|ethyl|vinyl|benzyl|allyl|methylene|butyl)\s+(?:chloride|bromide|iodide|fluoride)/,
  },
  {
    heading: '2904',
    name: 'a sulphonated or nitrated derivative',
    pattern: /sulfonic|sulphonic|nitro(?!gen|us|sam|cellulose)|nitroso|\btosyl/,
  },
  {
    heading: '2905',
    name: 'an alcohol',
    pattern:
      /\b\w+(?:anol|(?<!ph)enol|ynol|diol|triol|itol)\b|-\d+-ol\b|\balcohols?\b|\bdiol\b|\btriol\b|glycol(?!ate|ic)|glycerol|glycerin|hydroxy(?!phenyl|benz|naphth|anthr|\w*phen|\w*ic acid)/,
  },
  {
    heading: '2906',
    name: 'a cyclic alcohol',
    pattern:
      /menthol|cyclohexanol|benzyl alcohol|terpineol|sterol\b|inositol|phenethyl alcohol|phenylethyl alcohol|cinnamyl alcohol|borneol/,
  },
  {
    heading: '2907',
    name: 'a phenol',
    pattern:
      /phenols?\b|cresol|naphthol|hydroquinone|resorcin|catechol|bisphenol|xylenol|thymol|hydroxyphenyl|hydroxybenz|hydroxy-?naphth|hydroxyanthr|dihydroxy-\d/,
  },
  {
    heading: '2909',
    name: 'an ether',
    pattern:
      /\bethers?\b|(?:meth|eth|prop|but|pent|hex|phen|benzyl)oxy|peroxide|anisole|(?:di|tri|tetra|penta|hexa)ethylene glycol/,
  },
  { heading: '2910', name: 'an epoxide', pattern: /epoxy|epoxide|oxirane|glycid/ },
  { heading: '2911', name: 'an acetal', pattern: /\bacetals?\b/ },
  {
    heading: '2912',
    name: 'an aldehyde',
    pattern:
      /aldehyde|formyl|vanillin|citral\b|\b(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec|undec|dodec)\w*anal\b/,
  },
  {
    heading: '2914',
    name: 'a ketone or quinone',
    pattern:
      /ketones?\b|quinone|\b\w*dione\b|\b(?!(?:stone|phone|silicone|ozone|hormone|lactone|pyrrolidone|cortisone|someone|anyone|everyone|cyclone|limestone|sandstone|gemstone|telephone|microphone|headphone|earphone|saxophone|xylophone|megaphone|trombone|backbone|milestone|keystone|cobblestone|hydrocortisone|prednisone|progesterone|testosterone|aldosterone)\b)\w{4,}one\b|camphor|\boxo|-oxo/,
  },
  {
    heading: '2915',
    name: 'a saturated acyclic monocarboxylic acid',
    pattern:
      /(?:acetic|formic|propionic|propanoic|butyric|butanoic|valeric|caproic|caprylic|\bcapric|lauric|myristic|palmitic|stearic|octanoic|hexanoic|pivalic|\w+anoic) acid|acetate|\bformate|propionate|butyrate|palmitate|stearate|\w+anoate\b|acetic anhydride|acetyl chloride/,
  },
  {
    heading: '2916',
    name: 'an unsaturated or cyclic monocarboxylic acid',
    pattern:
      /(?:acrylic|methacrylic|benzoic|phenylacetic|phenyl acetic|oleic|linoleic|linolenic|sorbic|cinnamic|crotonic|undecylenic|\w+enoic|toluic|naphthoic) acid|acrylate|benzoate|oleate|sorbate|cinnamate|benzoyl (?:chloride|peroxide)/,
  },
  {
    heading: '2917',
    name: 'a polycarboxylic acid',
    pattern:
      /(?:oxalic|adipic|phthalic|maleic|fumaric|succinic|sebacic|azelaic|malonic|glutaric|itaconic|trimellitic|pyromellitic|\w+dioic|dicarboxylic|tricarboxylic) (?:acid|anhydride)|oxalate|adipate|phthalate|maleate|fumarate|succinate|sebacate|sebacyl|malonate|\w+dioate/,
  },
  {
    heading: '2918',
    name: 'a carboxylic acid with another oxygen function',
    pattern:
      /(?:lactic|tartaric|citric|gluconic|\bmalic|glycolic|gallic|mandelic|phenoxyacetic|cholic|pyruvic|levulinic|anisic|glyoxylic|hydroxybenzoic|\w*hydroxy\w*ic|\w*oxo\w*ic) acid|lactate|tartrate|citrate|gluconate|salicyl|glycolate|paraben|gallate|pyruvate|acetoacet/,
  },
  {
    heading: '2919',
    name: 'a phosphoric ester',
    pattern: /yl\s*phosphates?\b|ylphosphate|phosphoric\s+(?:acid\s+)?esters?|glycerophosphat/,
  },
  {
    heading: '2920',
    name: 'an ester of another inorganic acid',
    pattern:
      /(?:methyl|ethyl|propyl|butyl|phenyl)\s+(?:hydrogen\s+)?(?:sulfate|sulphate|carbonate|phosphite|nitrate)|phosphite|thiophosphat/,
  },
  {
    heading: '2921',
    name: 'an amine',
    pattern: /amines?\b|amino|anilin|toluidin|diamin/,
  },
  {
    heading: '2922',
    name: 'an amino-acid or amino-alcohol',
    pattern:
      /glycine|alanine|lysine|glutam|aspart|serine|threonine|valine|leucine|tyrosine|ethanolamine|\bdopa\b|carnitine/,
  },
  {
    heading: '2923',
    name: 'a quaternary ammonium salt',
    pattern: /quaternary ammonium|\w+ammonium\b|choline|betaine|lecithin/,
  },
  {
    heading: '2924',
    name: 'a carboxyamide',
    pattern:
      /\w+amides?\b|\bamides?\b|anilide|carbamate|acetamino|acetylamino|\bn-acetyl|ureido|amido/,
  },
  {
    heading: '2925',
    name: 'a carboxyimide or imine',
    pattern: /\w*imides?\b|\bimines?\b|saccharin|guanidin/,
  },
  { heading: '2926', name: 'a nitrile', pattern: /nitrile|cyano(?!gen)/ },
  { heading: '2927', name: 'an azo compound', pattern: /\b(?:di)?azo(?![lt])|azoxy|azobenz/ },
  {
    heading: '2928',
    name: 'a hydrazine or hydroxylamine derivative',
    pattern: /hydrazin|hydrazid|hydroxylamin|oximes?\b/,
  },
  { heading: '2929', name: 'another nitrogen function', pattern: /isocyanat|\bcyanate|cyanate\b/ },
  {
    heading: '2930',
    name: 'an organo-sulphur compound',
    pattern:
      /thio|mercapto|sulfone|sulphone|sulfide|sulphide|sulfoxide|sulphoxide|sulfonyl|sulphonyl|cysteine|cystine|methionine|thiourea|dithiocarb|xanthate|sulfanyl|sulfinyl/,
  },
  {
    heading: '2931',
    name: 'an organo-inorganic compound',
    pattern:
      /silan|siloxan|silyl|phosphon|phosphin|organotin|butyltin|stannane|boronic|ferrocen|glyphosate/,
  },
  {
    heading: '2932',
    name: 'a heterocycle with oxygen only',
    pattern:
      /furan|furoic|furfur|pyran|methylenedioxy|benzodioxol|lactone|coumarin|dioxan|dioxol|chroman|xanthen|flavon/,
  },
  {
    heading: '2933',
    name: 'a heterocycle with nitrogen only',
    pattern:
      /pyrid|piperidin|guanine|adenine|cytosine|uracil|thymine|piperazin|pyrimidin|pyrazol|imidazol|triazol|triazin|quinolin|indol|pyrrol|prolin|hydantoin|melamine|lactam|pyrazin|carbazol|tetrazol|azepin|pyridazin|purine|pteridin|acridin|quinazolin|indazol|nicotin|orot(?:ic|ate)|histidine|tryptophan/,
  },
  {
    heading: '2934',
    name: 'another heterocycle',
    pattern:
      /thiazol|thiophen|morpholin|oxazol|phenothiazin|thiazin|oxazin|thiadiazol|nucleic|nucleotide|nucleoside/,
  },
  { heading: '2935', name: 'a sulphonamide', pattern: /sulfonamide|sulphonamide/ },
];

// Classes a description may name beside the compound's name ("Halcinonide in bulk form, a synthetic
// halogenated corticosteroid"): their headings take any compound of the class.
const CLASSES: ReadonlyArray<{ heading: string; name: string; pattern: RegExp }> = [
  {
    heading: '2936',
    name: 'a vitamin',
    pattern:
      /vitamin|ascorbic|tocopherol|riboflavin|thiamin|niacin|biotin|folic acid|pantothen|retinol|calciferol/,
  },
  {
    heading: '2937',
    name: 'a hormone or steroid',
    pattern:
      /hormone|(?<!non-?)steroid|glucocorticoid|progestin|prostaglandin|cortis|estradiol|testosterone|progesterone/,
  },
  { heading: '2938', name: 'a glycoside', pattern: /glycoside|\brutin\b|saponin/ },
  {
    heading: '2939',
    name: 'an alkaloid',
    pattern:
      /alkaloid|caffeine|nicotine\b|ephedrine|morphine|codeine|quinine|theophylline|atropine/,
  },
  {
    heading: '2941',
    name: 'an antibiotic',
    pattern: /antibiotic|penicillin|cephalosporin|\w+mycin\b|\w+cycline\b|\bcef\w{4,}/,
  },
];

// The stems the WHO gives the international non-proprietary names (INN) of drugs of one chemical
// family ("-azepam" benzodiazepines, "-oxacin" quinolones), where the family falls in one heading:
// a drug named by its INN alone is read by its stem. Families spread over several headings
// ("-vir" antivirals, "-statin", "-caine", "-tinib") are left out.
const INN_STEMS: ReadonlyArray<{ heading: string; name: string; pattern: RegExp }> = [
  { heading: '2916', name: 'an arylpropionic acid, by its INN stem -profen', pattern: /profen$/ },
  {
    heading: '2922',
    name: 'a beta blocker, an amino-alcohol, by its INN stem -olol',
    pattern: /olol$/,
  },
  {
    heading: '2933',
    name: 'a benzodiazepine, by its INN stem -azepam or -azolam',
    pattern: /(?:azepam|azolam)$/,
  },
  {
    heading: '2933',
    name: 'an azole with nitrogen only, by its INN stem -conazole, -prazole, -bendazole or -nidazole',
    pattern: /(?:conazole|prazole|bendazole|nidazole)$/,
  },
  { heading: '2933', name: 'a quinolone, by its INN stem -oxacin', pattern: /oxacin$/ },
  { heading: '2933', name: 'a serotonin antagonist, by its INN stem -setron', pattern: /setron$/ },
  { heading: '2933', name: 'a dihydropyridine, by its INN stem -dipine', pattern: /dipine$/ },
  {
    heading: '2933',
    name: 'an angiotensin II antagonist, by its INN stem -sartan',
    pattern: /sartan$/,
  },
  { heading: '2933', name: 'a triptan, by its INN stem -triptan', pattern: /triptan$/ },
  { heading: '2933', name: 'an ACE inhibitor, by its INN stem -pril', pattern: /prila?t?$/ },
  {
    heading: '2933',
    name: 'a dibenzazepine, by its INN stem -pramine or -azepine',
    pattern: /(?:pramine|azepine)$/,
  },
  { heading: '2934', name: 'a glitazone, by its INN stem -glitazone', pattern: /glitazone$/ },
  { heading: '2934', name: 'an oxicam, by its INN stem -oxicam', pattern: /oxicam$/ },
  {
    heading: '2934',
    name: 'a phenothiazine, by its INN stem -promazine, -perazine or -meprazine',
    pattern: /(?:promazine|(?<!pi)perazine|meprazine)$/,
  },
  {
    heading: '2937',
    name: 'a corticosteroid, by its INN stem -sone, -olone or -onide',
    pattern: /(?:sone|olone|onide)$/,
  },
  {
    heading: '2937',
    name: 'a steroid, by its INN stem -sterone, -steride or -gest-',
    pattern: /(?:sterone|steride|gestrel|gestrol|gestone)$/,
  },
  { heading: '2941', name: 'a penicillin, by its INN stem -cillin', pattern: /cillin$/ },
  {
    heading: '2941',
    name: 'a cephalosporin, by its INN stem cef-',
    pattern: /^(?:cef|ceph)[a-z]{4,}$/,
  },
  {
    heading: '2941',
    name: 'an antibiotic, by its INN stem -mycin or -cycline',
    pattern: /(?:mycin|cycline)$/,
  },
];

/** Words in a description short enough to be the name of a drug alone, with a salt and a class. */
const SHORT = 6;

/** The INN stem a drug's name is built on, when its family falls in one heading. */
const innStemOf = (word: string): OrganicFunction | null => {
  const stem = INN_STEMS.find(({ pattern }) => pattern.test(word));
  return stem ? { word, name: stem.name, heading: stem.heading } : null;
};

/** Functions of headings 2905-2920: with an amino group they make an oxygen-function amino-compound. */
const OXYGEN_FUNCTION = (heading: string) => heading >= '2905' && heading <= '2920';
const ACID = (heading: string) => heading >= '2915' && heading <= '2917';
// An oxygen function on the acid itself ("3-hydroxy-2-naphthoic acid", "3-oxo…acetate"), not an
// alcohol the acid is esterified with ("diethylene glycol dibenzoate" stays with benzoic acid).
const OXYGEN_ON_ACID = /hydroxy|\boxo|-oxo|methoxy|ethoxy|phenoxy|keto|formyl|\boxy-|-oxy-/;
// A salt or ester named by one other word: a metal or a plain alkyl says nothing more, a drug's
// name ("metoprolol tartrate", "escitalopram oxalate") names a base whose functions are unread.
const SALT = /^\s*([a-z]+)\s+[a-z]*(?:ate|ide)\s*(?:\(|$)/;
const SUBSTITUENT =
  /chloro|bromo|fluoro|iodo|methyl|ethyl|propyl|butyl|phenyl|benzyl|nitro|amino|hydroxy|cyano/;
const PLAIN_PART = new Set([
  ...METALS,
  ...['methyl', 'ethyl', 'propyl', 'isopropyl', 'butyl', 'isobutyl', 'amyl', 'pentyl', 'hexyl'],
  ...['octyl', 'decyl', 'dodecyl', 'lauryl', 'cetyl', 'stearyl', 'benzyl', 'phenyl', 'vinyl'],
  ...['allyl', 'glyceryl'],
]);

/** The heading that occurs last in numerical order. */
const lastOf = (headings: Iterable<string>) => [...headings].sort().at(-1)!;

/**
 * The chapter 29 heading of the compound a description names, with the functions read from its
 * name; null when the description does not read as one compound or names no function.
 */
export const organicHeadingOf = (description: string): OrganicReading | null => {
  // A description that starts with a drug's INN is one compound too when it is short
  // ("Clonazepam", "Tobramycin sulfate, an antibiotic") or says the drug is imported in bulk.
  const words = description.toLowerCase().match(/[a-z]+/g) ?? [];
  const inn = words[0] ? innStemOf(words[0]) : null;
  const bulk = IN_BULK.test(description);
  const oneCompound =
    COMPOUND.test(description) ||
    (bulk && BULK_COMPOUND.test(description)) ||
    (!!inn && (bulk || words.length <= SHORT));
  if (!oneCompound || NOT_ONE_COMPOUND.test(description)) return null;
  if (COLOURING.test(description) && !INTERMEDIATE.test(description)) return null;
  const name = namePart(description);
  const lower = description.toLowerCase();
  const read = (
    list: ReadonlyArray<{ heading: string; name: string; pattern: RegExp }>,
    text: string,
  ) =>
    list.flatMap(({ heading, name: what, pattern }) => {
      const found = pattern.exec(text);
      if (!found) return [];
      // The whole word the pattern matched in, for the reasons ("aminopyridine", not "pyrid").
      const before = /(?:[a-z0-9'()[\]-]|,(?=\d))*$/.exec(text.slice(0, found.index))![0];
      const after = /^(?:[a-z0-9'()[\]-]|,(?=\d))*/.exec(text.slice(found.index))![0];
      const word = `${before}${after}`.replace(/^[(-]+|[)-]+$/g, '');
      return [{ word, name: what, heading }];
    });
  const classes = read(CLASSES, lower);
  if (classes.length) return { functions: classes, heading: lastOf(classes.map((c) => c.heading)) };
  const bare = name.replace(/\bin bulk(?: form| powder)?\b.*$/, '');
  // A drug named by its INN is read by its stem. Its salt goes with the base or the acid, whichever
  // heading comes later ("metoprolol tartrate": 2922, not tartaric acid's 2918).
  if (inn) {
    const acids = read(FUNCTIONS, bare.replace(words[0]!, ' ')).filter(
      (f) => f.heading >= '2915' && f.heading <= '2918',
    );
    const functions = [inn, ...acids];
    return { functions, heading: lastOf(functions.map((f) => f.heading)) };
  }
  // Any other name of a salt's base is left unread.
  const salt = SALT.exec(bare);
  if (salt && !PLAIN_PART.has(salt[1]!) && !salt[1]!.endsWith('yl')) return null;
  const [first, anion] = name.trim().split(/\s+/);
  if (first && METAL.has(first) && INORGANIC_ANION.test(anion ?? '')) return null;
  // One word alone is a trade or drug name more often than a systematic one ("buspirone"), unless
  // it is built of substituents ("trichloroacetaldehyde").
  const oneWord = /^\s*([a-z]+)\s*(?:\(|$)/.exec(bare)?.[1];
  if (oneWord && !SUBSTITUENT.test(oneWord)) return null;
  const functions = read(FUNCTIONS, name);
  if (!functions.length) return null;
  const headings = new Set(functions.map((f) => f.heading));
  const has = (test: (heading: string) => boolean) => [...headings].some(test);
  // Headings made of two functions (chapter 29's sub-chapters), then the last one.
  if (headings.has('2921') && has(OXYGEN_FUNCTION)) headings.add('2922');
  if (has(ACID) && OXYGEN_ON_ACID.test(name)) headings.add('2918');
  if (headings.has('2912') && headings.has('2903')) headings.add('2913');
  if (headings.has('2907') && (headings.has('2903') || headings.has('2904'))) headings.add('2908');
  return { functions, heading: lastOf(headings) };
};

/** The words read, each with what it names ("'x' names an amine (2921) and a nitrile (2926)"). */
const namedBy = (functions: readonly OrganicFunction[]) => {
  const byWord = new Map<string, OrganicFunction[]>();
  for (const f of functions) byWord.set(f.word, [...(byWord.get(f.word) ?? []), f]);
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]!;
  return [...byWord]
    .map(([word, named]) => `'${word}' names ${list(named.map((f) => `${f.name} (${f.heading})`))}`)
    .join('; ');
};

/** The reason given for the heading, naming the words read. */
export const organicReason = ({ functions, heading }: OrganicReading) =>
  functions.length === 1
    ? `'${functions[0]!.word}' names ${functions[0]!.name}: heading ${heading}`
    : `${namedBy(functions)}: chapter 29 takes the last heading that applies, ${heading}`;
