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
  ceramic: ['ceramic', 'ceramics', 'porcelain', 'china', 'stoneware', 'earthenware', 'terracotta'],
  glass: ['glass'],
  iron: ['iron', 'steel', 'stainless'],
  copper: ['copper', 'brass', 'bronze'],
  nickel: ['nickel'],
  aluminium: ['aluminium', 'aluminum'],
  zinc: ['zinc'],
};

/** Words that name every base metal at once. */
const ANY_METAL = new Set(['metal', 'metals', 'metallic']);
const METALS = ['iron', 'copper', 'nickel', 'aluminium', 'zinc'];

const MATERIAL_OF_WORD = new Map(
  Object.entries(MATERIAL_WORDS).flatMap(([material, words]) =>
    words.map((word) => [word, material] as const),
  ),
);

const CHAPTER_MATERIAL: Record<string, string> = {
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
};

/** The materials of `CHAPTER_MATERIAL` a description names ("stainless-steel" names iron). */
export const materialsNamed = (description: string): Set<string> => {
  const named = new Set<string>();
  for (const word of description.toLowerCase().split(/[^a-z]+/)) {
    const material = MATERIAL_OF_WORD.get(word);
    if (material) named.add(material);
    else if (ANY_METAL.has(word)) for (const metal of METALS) named.add(metal);
  }
  return named;
};

/** What a text excludes ("of other than base metal", "not of wood"), up to its clause's end. */
const EXCLUDED = /\b(?:other than|not|excluding|excl\.|except)\b[^;,()]*/g;

/**
 * The materials a subheading is of: its chapter's, if that is a material's, and those its own text
 * names as what it is of ("Furniture; metal, …", "Tableware and kitchenware; of porcelain or
 * china"), not those it excludes.
 */
export const materialsOf = (code: string, ownText: string | undefined): Set<string> => {
  const materials = materialsNamed((ownText ?? '').toLowerCase().replace(EXCLUDED, ' '));
  const chapter = CHAPTER_MATERIAL[code.slice(0, 2)];
  if (chapter) materials.add(chapter);
  return materials;
};
