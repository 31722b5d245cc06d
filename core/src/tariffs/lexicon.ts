// The words of the classification suggestions: the UK Trade Tariff's stop words and synonyms
// (bundled), the project's own rules, British spellings of the nomenclature, and how a description
// is cut into words.
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
  synonyms.push(
    { phrase: 'laptop', alternatives: ['portable automatic data processing machine'] },
    // Its words stand in for "laptop computer": "laptop" alone brought rulings on keypads and
    // chargers "for laptop computers".
    ...['laptop computer', 'laptop computers', 'notebook computer', 'notebook computers'].map(
      (phrase) => ({
        phrase,
        alternatives: ['portable automatic data processing machine'],
        replaces: true as const,
      }),
    ),
    { phrase: 'computer', alternatives: ['automatic data processing machine'] },
    // Chapter 91 says 'electrically operated' for every battery or quartz movement. "Battery
    // operated" is searched as that alone: its own words match the batteries of 8506 and 8507 and
    // whatever else is operated, whatever the goods are ("a battery operated watch" listed the
    // electrical machines of 8543.70 first).
    { phrase: 'battery operated', alternatives: ['electrically operated'], replaces: true },
    { phrase: 'battery powered', alternatives: ['electrically operated'], replaces: true },
    { phrase: 'quartz', alternatives: ['electrically operated'] },
    // Heading 9505's 'festive, carnival or other entertainment articles'.
    { phrase: 'halloween', alternatives: ['festive', 'carnival'] },
    { phrase: 'easter', alternatives: ['festive'] },
    { phrase: 'costume', alternatives: ['carnival'] },
  );
  const rule = (phrases: string[], alternative: string) =>
    synonyms.push(...phrases.map((phrase) => ({ phrase, alternatives: [alternative] })));
  // Heading 3004's medicaments 'put up in measured doses' for 'therapeutic or prophylactic uses'
  // are what tablets and capsules for a treatment are.
  rule(
    ['tablet', 'tablets', 'capsule', 'capsules', 'softgel', 'softgels', 'caplet', 'caplets'],
    'measured doses',
  );
  rule(['treatment'], 'therapeutic');
  // Heading 2106's food preparations not elsewhere specified hold the food supplements.
  rule(
    ['dietary', 'food', 'nutritional'].flatMap((kind) => [
      `${kind} supplement`,
      `${kind} supplements`,
    ]),
    'food preparations',
  );
  // Heading 3924's tableware, kitchenware and other household articles, by the names the goods go
  // by.
  rule(['food storage', 'food container', 'food containers', 'store food'], 'kitchenware');
  rule(['tumbler', 'tumblers', 'drinkware', 'dinnerware', 'drinking vessels'], 'tableware');
  rule(
    ['storage tote', 'storage bin', 'storage box', 'laundry hamper', 'laundry basket'],
    'household articles',
  );
  // Chapter 71's jewellery (of precious metal, 7113; imitation, 7117) by the pieces' names.
  rule(
    ['earring', 'bracelet', 'necklace', 'pendant', 'brooch', 'anklet'].flatMap((piece) => [
      piece,
      `${piece}${piece.endsWith('h') ? 'es' : 's'}`,
    ]),
    'jewellery',
  );
  // A rule whose alternative stands in for the phrase's own words.
  const replace = (phrases: string[], alternative: string, { alone }: { alone?: true } = {}) =>
    synonyms.push(
      ...phrases.map((phrase) => ({
        phrase,
        alternatives: [alternative],
        replaces: true as const,
        ...(alone && { alone }),
      })),
    );
  // Everyday names of goods the legal texts never use, read as the nomenclature's words: a
  // toothpaste is a dentifrice (3306.10), a USB stick a solid-state storage device (8523.51), a
  // solar panel photovoltaic cells made up into panels (8541.43), jeans trousers (6203, 6204), a
  // cutting board a chopping board, kitchenware of wood or plastics (4419, 3924), nail polish a
  // manicure preparation (3304.30), a detergent a washing preparation (3402), cardboard paperboard
  // (4819).
  rule(['toothpaste', 'toothpastes', 'tooth paste'], 'dentifrices');
  replace(
    ['flash drive', 'flash drives', 'usb drive', 'usb stick', 'thumb drive', 'memory stick'],
    'solid-state non-volatile storage devices',
  );
  replace(
    ['solar panel', 'solar panels', 'solar module', 'solar modules'],
    'photovoltaic cells made up into panels',
  );
  rule(['jeans'], 'trousers');
  synonyms.push(
    ...['cutting board', 'cutting boards'].map((phrase) => ({
      phrase,
      alternatives: ['chopping boards', 'kitchenware'],
    })),
  );
  rule(['nail polish', 'nail varnish', 'nail lacquer'], 'manicure preparations');
  rule(['detergent', 'detergents'], 'washing preparations');
  // "Laundry" and "dishwashing" alone find the washing machines of 8450 and 8422.
  replace(
    ['laundry', 'dishwashing', 'dish'].flatMap((use) => [`${use} detergent`, `${use} detergents`]),
    'washing preparations',
  );
  rule(['cardboard'], 'paperboard');
  // Goods the 2022 nomenclature names in words of its own: drones are unmanned aircraft (8806),
  // 3D printers machines for additive manufacturing (8485), e-bikes cycles with an electric motor
  // for propulsion (8711.60), wheelchairs carriages for disabled persons (8713), security cameras
  // television cameras (8525.89), plastic pellets plastics in primary forms (3901-3914).
  replace(['drone', 'drones'], 'unmanned aircraft');
  replace(
    ['3d printer', '3d printers', '3-d printer', '3-d printers'],
    'machines for additive manufacturing',
  );
  replace(
    [
      'electric bicycle',
      'electric bicycles',
      'electric bike',
      'electric bikes',
      'e-bike',
      'e-bikes',
      'ebike',
      'ebikes',
    ],
    'cycles with electric motor for propulsion',
  );
  // Hoverboards are self-balancing two-wheelers with an electric motor (8711.60, where CBP puts
  // them); "hoverboard" found nothing.
  replace(
    ['hoverboard', 'hoverboards', 'self-balancing scooter', 'self-balancing scooters'],
    'motorcycles with electric motor for propulsion',
  );
  replace(['wheelchair', 'wheelchairs'], 'carriages for disabled persons');
  replace(
    [
      'security camera',
      'security cameras',
      'surveillance camera',
      'surveillance cameras',
      'cctv camera',
      'cctv cameras',
      'webcam',
      'webcams',
    ],
    'television cameras',
  );
  replace(
    ['plastic pellets', 'plastic granules', 'resin pellets', 'plastic resin pellets'],
    'plastics in primary forms',
  );
  replace(['air conditioner', 'air conditioners'], 'air conditioning machines');
  // Names whose words mean other goods in the nomenclature: a wine glass is stemware (7013), not
  // wine; a baseball cap headgear (6505), not the caps that close bottles (3923.50); copy paper the
  // uncoated paper for writing or printing of 4802, not the self-copy and copying papers of 4809 and
  // 4816; floor tiles the paving tiles of 6907, not the flooring blocks of 6904; a mobile phone a
  // telephone for cellular networks (8517.13, 8517.14). And names the nomenclature says otherwise:
  // an office chair is a swivel seat with variable height adjustment (9401.31, 9401.39), a sofa an
  // upholstered seat (9401.61, 9401.71; "sofa" is only in a US line of seat parts), a sofa bed a
  // seat convertible into a bed (9401.41), a car battery an accumulator for starting piston engines
  // (8507.10; "battery" found primary cells), a sealant a caulking compound or mastic (3214.10;
  // "silicone" stems to silicon, 2804.61).
  replace(
    ['wine', 'champagne', 'cocktail', 'martini'].flatMap((drink) => [
      `${drink} glass`,
      `${drink} glasses`,
    ]),
    'stemware drinking glasses',
  );
  replace(
    ['baseball', 'trucker', 'snapback', 'peaked'].flatMap((kind) => [
      `${kind} cap`,
      `${kind} caps`,
    ]),
    'hats and other headgear of textile fabric',
  );
  replace(
    ['copy', 'copier', 'photocopy', 'printer', 'office', 'a4'].map((use) => `${use} paper`),
    'uncoated paper for writing printing',
  );
  rule(
    ['floor tile', 'floor tiles', 'wall tile', 'wall tiles', 'floor and wall tiles'],
    'paving hearth or wall tiles',
  );
  replace(
    ['office chair', 'office chairs', 'desk chair', 'desk chairs', 'swivel chair', 'swivel chairs'],
    'swivel seats with variable height adjustment',
  );
  replace(['sofa', 'sofas', 'couch', 'couches', 'settee', 'settees'], 'upholstered seats');
  replace(['sofa bed', 'sofa beds', 'sofabed', 'sofabeds'], 'seats convertible into beds');
  replace(
    ['car', 'starter', 'starting', 'automotive'].flatMap((kind) => [
      `${kind} battery`,
      `${kind} batteries`,
    ]),
    'electric accumulators for starting piston engines',
  );
  rule(['sealant', 'sealants'], 'caulking compounds mastics');
  // A yoga or exercise mat is equipment for general physical exercise (9506.91), a laptop bag a
  // container of the briefcase kind (4202.1x), a computer or office desk office furniture (9403).
  replace(
    ['yoga', 'exercise', 'gym', 'fitness', 'pilates'].flatMap((use) => [
      `${use} mat`,
      `${use} mats`,
    ]),
    'equipment for general physical exercise gymnastics',
  );
  // The bundled rulings say "surgical face mask"; "medical" found the paper articles of 4818.90
  // and "masks" the gas masks of 9020.
  replace(
    ['medical', 'procedure'].flatMap((kind) => [`${kind} mask`, `${kind} masks`]),
    'surgical face masks',
  );
  replace(
    ['laptop', 'computer', 'notebook'].flatMap((kind) =>
      ['bag', 'bags', 'case', 'cases', 'sleeve', 'sleeves'].map((bag) => `${kind} ${bag}`),
    ),
    'briefcases and similar containers',
  );
  replace(
    ['computer', 'office', 'writing'].flatMap((kind) => [`${kind} desk`, `${kind} desks`]),
    'furniture of a kind used in offices',
  );
  replace(
    ['mobile phone', 'mobile phones', 'cell phone', 'cell phones', 'cellphone', 'cellphones'],
    'telephones for cellular networks',
  );
  // Food and drink by the nomenclature's words: infant formula is a food preparation for infant use
  // (1901.10; "baby" found prams, 8715), sparkling water an aerated water (2201.10; "sparkling"
  // found sparkling wine), cider vinegar vinegar (2209; "apple cider" found cider, 2206), ethanol
  // ethyl alcohol (2207: chapter 29's notes leave it out; its texts hold "ethanol" only in the
  // names of other compounds, as 2922.18's aminoethanols).
  replace(
    ['baby', 'infant'].flatMap((who) => [
      `${who} formula`,
      `${who} formulas`,
      `${who} milk formula`,
    ]),
    'food preparations for infant use',
  );
  // Not "seltzer": a hard seltzer is an alcoholic drink.
  replace(
    ['sparkling', 'carbonated', 'soda'].flatMap((kind) => [`${kind} water`, `${kind} waters`]),
    'aerated waters',
  );
  replace(['cider vinegar', 'apple cider vinegar'], 'vinegar');
  replace(['ethanol'], 'ethyl alcohol', { alone: true });
  // The vitamins by the names chapter 29's subheadings give them (2936.21-2936.28): "vitamin c"
  // reads as "vitamin" alone, the letter being no word.
  for (const [vitamin, name] of [
    ['a', 'vitamin a retinol'],
    ['b1', 'vitamin b1 thiamine'],
    ['b2', 'vitamin b2 riboflavin'],
    ['b5', 'pantothenic acid'],
    ['b6', 'vitamin b6 pyridoxine'],
    ['b12', 'vitamin b12 cyanocobalamin'],
    ['c', 'vitamin c ascorbic acid'],
    ['e', 'vitamin e tocopherols'],
  ] as const)
    replace([`vitamin ${vitamin}`], name);
  // Sheets, pillowcases and duvet covers are bed linen (6302; pillow shams are furnishing articles,
  // 6304): "fitted" found the fabrics fitted with linking devices of 5911, "duvet" the eiderdowns
  // of 9404, "pillow" pillows. Not "flat sheet": sheets of metal, glass and plastics are flat too.
  replace(
    [
      ...['bed', 'fitted', 'crib', 'cot'].map((kind) => `${kind} sheet`),
      ...['sheet set', 'bedsheet', 'pillowcase', 'pillow case', 'duvet cover'],
    ].flatMap((phrase) => [phrase, `${phrase}s`]),
    'bed linen',
  );
  // Computer goods by the nomenclature's words: a tablet is a portable data processing machine
  // (8471.30; "tablet" found the video tablets of 8471.60), a mouse an input unit (8471.60; "computer
  // mouse" found computed tomography, 9022), a smart watch an apparatus for transmitting data
  // (8517.62, where CBP puts them; "watch" found the wrist-watches of 9102), an extension cord an
  // insulated conductor fitted with connectors (8544.42; "cord" found braided cords, 5604).
  replace(
    ['tablet computer', 'tablet pc', 'tablet pcs'].flatMap((phrase) => [phrase, `${phrase}s`]),
    'portable automatic data processing machine',
  );
  replace(
    ['computer mouse', 'computer mice', 'wireless mouse', 'optical mouse', 'gaming mouse'],
    'input units automatic data processing machines',
  );
  replace(
    ['smart watch', 'smart watches', 'smartwatch', 'smartwatches'],
    'machines for the reception conversion and transmission of data',
  );
  replace(
    ['extension cord', 'extension lead', 'power cord', 'power lead'].flatMap((phrase) => [
      phrase,
      `${phrase}s`,
    ]),
    'insulated electric conductors fitted with connectors',
  );
  // Strings for an instrument are musical instrument strings (9209.30), not the instrument; a
  // skateboard is sports equipment n.e.c. (9506.99; "board" found surf-boards, 9506.29); a vase an
  // article for indoor decoration (7013.99, 6913; "glass" alone found drinking glasses); polishes
  // by what they polish (3405; "polish" found the polishing machines of 8464.20).
  replace(
    ['guitar', 'violin', 'cello', 'piano', 'harp', 'ukulele', 'banjo'].map(
      (instrument) => `${instrument} strings`,
    ),
    'musical instrument strings',
  );
  replace(
    ['skateboard', 'skateboards', 'longboard', 'longboards'],
    'equipment for outdoor games and recreation',
  );
  rule(['vase', 'vases'], 'ornamental indoor decoration');
  replace(['car polish', 'car wax', 'auto polish'], 'polishes for coachwork');
  replace(['shoe polish', 'boot polish', 'leather polish'], 'polishes for footwear or leather');
  replace(
    ['furniture polish', 'furniture wax', 'floor polish'],
    'polishes for wooden furniture floors',
  );
  // Office goods: staplers and hole punches are the office machines of 8472 (the heading names
  // "perforating or stapling machines"; "stapler" found nothing), sticky notes memorandum pads
  // (4820.10; "notes" found the colour lakes of 3205), envelopes of paper unless said otherwise
  // ("envelopes" found the glass envelopes of lamps, 8475).
  replace(
    ['stapler', 'staplers', 'desk stapler', 'desk staplers'],
    'office machines stapling machines',
  );
  replace(
    ['hole punch', 'hole puncher', 'paper punch', 'hole punches', 'hole punchers', 'paper punches'],
    'office machines perforating machines',
  );
  replace(['paper shredder', 'paper shredders'], 'office machines');
  replace(
    ['sticky notes', 'sticky note pads', 'post-it notes', 'memo pads'],
    'memorandum pads of paper',
  );
  rule(['envelope', 'envelopes'], 'paper envelopes');
  // Toiletries and household chemicals: hair gel and wax are hair preparations (3305.90; "gel" found
  // silica gel, 2811.22), baby and wet wipes nonwovens impregnated with soap or detergent (3401.11;
  // "baby" found prams), deodorants personal ones (3307.20), dish soap a washing preparation
  // (3402; "soap" found soap bars), bleach a hypochlorite (2828.90; "bleach" found bleached pulp).
  replace(
    ['hair gel', 'hair gels', 'hair wax', 'hair pomade', 'hair mousse', 'styling gel'],
    'hair preparations for use on the hair',
  );
  replace(
    ['baby wipes', 'wet wipes', 'cleansing wipes', 'facial wipes'],
    'nonwovens impregnated with soap or detergent for toilet use',
  );
  rule(['deodorant', 'deodorants', 'antiperspirant', 'antiperspirants'], 'personal deodorants');
  replace(
    ['dish soap', 'dishwashing liquid', 'washing-up liquid', 'washing up liquid'],
    'washing preparations',
  );
  replace(['bleach', 'household bleach', 'chlorine bleach'], 'hypochlorites', { alone: true });
  // Food: fish oil is a fat or oil of fish (1504; "fish" found fish packed in oil, 1604), chicken
  // nuggets a meat preparation of poultry (1602.32; "nuggets" found platinum nuggets, 7110).
  replace(['fish oil', 'fish oils'], 'fats and oils of fish');
  rule(
    ['chicken nuggets', 'chicken nugget', 'chicken tenders', 'chicken strips'],
    'meat preparations of poultry',
  );
  // Tortilla chips are the US schedule's "corn chips and similar crisp savory snack foods"
  // (1905.90; "chips" found wood chips), plant milks non-alcoholic beverages (2202.99; "soy milk"
  // found milk powders and food preparations).
  rule(['tortilla chips', 'corn chips', 'nachos'], 'crisp savory snack foods');
  replace(
    ['soy', 'soya', 'almond', 'oat', 'rice'].map((plant) => `${plant} milk`),
    'nonalcoholic beverages',
  );
  // Protective spectacles and goggles (9004.90), not the safety glass of 7007.
  replace(
    ['safety glasses', 'safety goggles', 'protective glasses', 'protective goggles'],
    'protective spectacles goggles',
  );
  // Everyday goods whose names the texts lack, or which found other goods: earbuds are earphones
  // ("earbuds" was read as flower buds), a power bank a lithium-ion accumulator (8507.60), a juicer
  // a juice extractor (8509.40; WordNet's "reamer" found reaming tools), an air fryer a cooker or
  // roaster (8516.60), a thermos a vacuum flask (9617), condoms sheath contraceptives (4014.10;
  // WordNet's "safe" found safes), a phone's screen protector toughened safety glass (7007.19).
  replace(
    ['earbuds', 'earbud', 'ear buds', 'earphones', 'wireless earbuds'],
    'headphones and earphones',
  );
  replace(['power bank', 'power banks', 'portable charger'], 'lithium-ion accumulators');
  replace(['juicer', 'juicers', 'juice extractor'], 'fruit or vegetable juice extractors');
  replace(
    ['air fryer', 'air fryers', 'deep fryer', 'deep fryers'],
    'cookers grillers and roasters',
  );
  replace(['thermos', 'thermoses', 'thermos flask', 'vacuum bottle'], 'vacuum flasks');
  replace(['condom', 'condoms'], 'sheath contraceptives');
  replace(['screen protector', 'screen protectors'], 'toughened tempered safety glass');
  rule(['kettle', 'kettles'], 'teakettles');
  // Kitchen and baby goods: a wok is a cooking pan (7323, 7615), a lunchbox a food container of
  // plastics (3924), cotton swabs articles of cotton wadding (5601.21), adhesive bandages dressings
  // with an adhesive layer (3005.10), live chicks poultry (0105), a onesie a babies' garment
  // (6111), a fidget spinner a toy (9503; none of these was found at all), a hoodie a sweatshirt
  // (6110; it was read as a hood), leggings women's trousers (6104; "leggings" found legs of lamb).
  rule(['wok', 'woks'], 'kitchen articles cooking pans');
  replace(
    ['lunchbox', 'lunchboxes', 'lunch box', 'lunch boxes', 'bento box', 'bento boxes'],
    'plastics tableware and kitchenware',
  );
  replace(
    ['q-tips', 'q-tip', 'cotton swabs', 'cotton swab', 'cotton buds'],
    'articles of wadding of cotton',
  );
  replace(
    ['band-aid', 'band-aids', 'bandaid', 'bandaids', 'adhesive bandages', 'sticking plasters'],
    'adhesive dressings',
  );
  replace(['chicks', 'day-old chicks', 'day old chicks', 'baby chicks'], 'live poultry fowls');
  replace(['chick peas', 'chick pea'], 'chickpeas');
  rule(['onesie', 'onesies'], 'babies garments knitted');
  replace(['fidget spinner', 'fidget spinners', 'fidget toy', 'fidget toys'], 'toys');
  replace(['hoodie', 'hoodies', 'hoody', 'hooded sweatshirt'], 'jerseys pullovers sweatshirts');
  replace(['leggings', 'yoga pants'], "women's trousers knitted");
  // Industrial goods by the nomenclature's words: hot-rolled "steel coils" are flat-rolled products
  // in coils (7208; "coils" found the irregularly wound bars of 7221), extrusions profiles (7604),
  // HDPE and LDPE polyethylene (3901; "granules" found milk powders), PET poly(ethylene
  // terephthalate) (3907.6x; "resin" found rosin), LED drivers and servo motors what they are
  // (8504.40, 8501; "driver" found motor vehicles, "servo" servo-brakes), a gearbox a speed changer
  // (8483.40), shipping containers the containers of 8609 (they found ships), bubble wrap cellular
  // plastic film (3921), toner cartridges printer ink cartridges (8443.99; "cartridges" found
  // ammunition), rebar bars with deformations produced during rolling (7214.20; it was read as
  // "rebate"), pig iron in pigs and blocks (7201; "pig iron" found its powders).
  replace(
    ['steel coils', 'steel coil', 'hot-rolled coils', 'hot rolled coils'],
    'flat-rolled steel in coils',
  );
  rule(['extrusion', 'extrusions'], 'profiles');
  replace(['hdpe', 'ldpe', 'lldpe'], 'polyethylene');
  replace(
    ['pet resin', 'pet chips', 'pet flakes', 'pet granules', 'pet pellets'],
    'poly(ethylene terephthalate) in primary forms',
  );
  replace(['led driver', 'led drivers'], 'static converters power supplies');
  replace(
    ['servo motor', 'servo motors', 'servomotor', 'servomotors', 'stepper motor', 'stepper motors'],
    'electric motors and generators',
  );
  replace(
    ['gearbox', 'gearboxes', 'gear box', 'gear boxes'],
    'gear boxes and other speed changers',
  );
  replace(
    ['shipping', 'intermodal', 'cargo', 'freight'].flatMap((kind) => [
      `${kind} container`,
      `${kind} containers`,
    ]),
    'containers specially designed and equipped for carriage by one or more modes of transport',
  );
  replace(['bubble wrap', 'bubble film'], 'cellular plastic film');
  replace(['toner cartridge', 'toner cartridges'], 'printer ink cartridges');
  rule(['pig iron'], 'in pigs blocks or other primary forms');
  replace(
    ['rebar', 'rebars', 'reinforcing bar', 'reinforcing bars'],
    'bars and rods containing deformations produced during the rolling process',
  );
  // Car parts by the nomenclature's words: brake discs are parts of brakes (8708.30; "discs" found
  // the friction material of 6813), a car radiator a vehicle part (8708.91; "radiator" found the
  // instruments for ionising radiations), timing and drive belts endless transmission belts (4010;
  // "belt" found leather belts), headlights lighting equipment used on motor vehicles (8512.20;
  // "headlights" was read as heads and lights), side mirrors rear-view mirrors (7009.10), spark
  // plug wires ignition wiring sets (8544.30), a car alternator a generator for internal
  // combustion engines (8511.50). A beanie is knitted headgear (6505; it found nothing), and work
  // and hiking boots cover the ankle ("boots" found ski-boots, 6402.12).
  replace(
    ['brake disc', 'brake discs', 'brake rotor', 'brake rotors', 'brake drum', 'brake drums'],
    'vehicle parts brakes and parts thereof',
  );
  replace(
    ['car radiator', 'car radiators', 'engine radiator', 'engine radiators'],
    'vehicle parts radiators',
  );
  replace(
    ['timing belt', 'timing belts'],
    'endless synchronous transmission belts of vulcanised rubber',
  );
  replace(
    ['drive belt', 'drive belts', 'fan belt', 'fan belts', 'v-belt', 'v-belts', 'serpentine belt'],
    'endless transmission belts of vulcanised rubber',
  );
  replace(['headlight', 'headlights'], 'lighting equipment of a kind used on motor vehicles');
  replace(
    ['side mirror', 'side mirrors', 'wing mirror', 'wing mirrors', 'rearview mirror'],
    'rear-view mirrors for vehicles',
  );
  replace(
    ['spark plug wires', 'spark plug wire', 'ignition wires', 'ignition cables'],
    'ignition wiring sets',
  );
  replace(
    ['car alternator', 'car alternators', 'alternator for cars'],
    'generators of a kind used for internal combustion engines',
  );
  replace(['beanie', 'beanies'], 'hats and other headgear knitted');
  rule(
    ['work', 'hiking', 'rain', 'winter', 'ankle', 'combat', 'cowboy', 'chelsea'].map(
      (kind) => `${kind} boots`,
    ),
    'footwear covering the ankle',
  );
  // A bra is a brassiere (6212.10); a garden hose one of the tubes, pipes and hoses of 3917 or 4009,
  // not the panty hose of 6115.
  replace(['bra', 'bras', 'sports bra', 'sports bras'], 'brassieres');
  rule(
    ['garden', 'water', 'watering'].flatMap((use) => [`${use} hose`, `${use} hoses`]),
    'tubes pipes and hoses',
  );
  // Materials named by their trade names, read as the nomenclature's material words.
  const materials: Record<string, string[]> = {
    plastics: [
      'polypropylene',
      'polyethylene',
      'polyvinyl chloride',
      'pvc',
      'polycarbonate',
      'polystyrene',
      'polyurethane',
      'polyethylene terephthalate',
      'acrylonitrile butadiene styrene',
      'thermoplastic',
      'vinyl',
    ],
    'synthetic fibres': ['nylon', 'polyester', 'spandex', 'elastane', 'aramid', 'acrylic fibers'],
    'artificial fibres': ['rayon', 'viscose', 'modal', 'lyocell', 'acetate fibers'],
    leather: ['cowhide', 'calfskin', 'goatskin', 'sheepskin', 'suede'],
    ceramic: ['stoneware', 'earthenware', 'porcelain', 'dolomite ceramic'],
    wax: ['paraffin'],
  };
  for (const [material, names] of Object.entries(materials))
    for (const phrase of names) synonyms.push({ phrase, alternatives: [material] });
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
