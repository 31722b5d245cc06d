import { describe, expect, it } from 'vitest';

import { headWordsOf } from '../../../core/src/tariffs/lexicon';
import {
  constructionNamed,
  constructionOf,
  fibresNamed,
  fittingsOfArticle,
  formOf,
  linkedArticle,
  materialsNamed,
  materialsOf,
  namesAForm,
  partsOfArticle,
  textileNamed,
  upperMaterialsNamed,
  uppersOf,
} from '../../../core/src/tariffs/materials';
import { ruledOutBy, wearerNamed } from '../../../core/src/tariffs/suggest';

describe('materialsNamed', () => {
  it('reads trade names and hyphenated words as the chapters’ materials', () => {
    expect([...materialsNamed('A polypropylene tote with a stainless-steel handle')]).toEqual([
      'plastics',
      'iron',
    ]);
    expect([...materialsNamed('Wooden shelves of mahogany and MDF')]).toEqual(['wood']);
    expect([...materialsNamed('a porcelain mug')]).toEqual(['ceramic']);
    // China the country names no material; bone china does.
    expect([...materialsNamed('Cotton T-shirts made in China')]).toEqual([]);
    expect([...materialsNamed('a bone china teacup')]).toEqual(['ceramic']);
    expect([...materialsNamed('Glassware; of glass-ceramics')]).toEqual(['glass']);
  });

  it('reads "metal" as every base metal, and names nothing in a text without materials', () => {
    expect([...materialsNamed('a metal frame')]).toEqual([
      'iron',
      'copper',
      'nickel',
      'aluminium',
      'zinc',
    ]);
    expect(materialsNamed('Sebacyl chloride, a pharmaceutical intermediate').size).toBe(0);
  });

  it('reads precious metals apart from base metals, and a gold colour or plating as neither', () => {
    expect([...materialsNamed('a sterling silver pendant')]).toEqual(['precious metal']);
    expect([...materialsNamed('jewellery of precious metal')]).toEqual(['precious metal']);
    expect([...materialsNamed('a watch in a gold-plated case with a silver-tone dial')]).toEqual(
      [],
    );
    expect([...materialsNamed('a pendant of a gold finished coin')]).toEqual([]);
    expect([...materialsNamed('earrings of base metal decorated with gold paint')]).toEqual([
      'iron',
      'copper',
      'nickel',
      'aluminium',
      'zinc',
    ]);
  });
});

describe('textileNamed', () => {
  it('reads a fibre, a fabric or how one is made as textile, and other materials as none', () => {
    for (const description of [
      'polyester shower curtain',
      'a scarf of 100% cashmere',
      'knitted pullover',
      'tote bag of jute',
      'microfiber cleaning cloth',
      'nonwoven face masks',
    ])
      expect(textileNamed(description), description).toBe(true);
    for (const description of [
      'plastic shower curtain',
      'vinyl tablecloth',
      'steel garden shovel',
      'leather dog collar',
    ])
      expect(textileNamed(description), description).toBe(false);
  });
});

describe('fittingsOfArticle', () => {
  it('finds the article a text names fittings for, and not nouns listed beside fittings', () => {
    const plastics = 'Plastics; tube, pipe and hose fittings (e.g. joints, elbows, flanges)';
    expect(fittingsOfArticle(plastics, 'pipe')).toBe('pipe');
    expect(fittingsOfArticle(plastics, 'hoses')).toBe('hose');
    expect(fittingsOfArticle('Iron or steel; tube or pipe fittings, threaded', 'tubes')).toBe(
      'tube',
    );
    expect(fittingsOfArticle(plastics, 'flange')).toBeUndefined();
    expect(
      fittingsOfArticle('Base metal mountings, fittings and similar articles', 'mounting'),
    ).toBeUndefined();
    expect(
      fittingsOfArticle('Lamps and lighting fittings; electric table, desk lamps', 'lamp'),
    ).toBeUndefined();
    // Light fittings are luminaires, not fittings for a light or a ceiling.
    const luminaires = 'Chandeliers and electric ceiling or wall light fittings';
    expect(fittingsOfArticle(luminaires, 'light')).toBeUndefined();
    expect(fittingsOfArticle(luminaires, 'ceiling')).toBeUndefined();
    expect(fittingsOfArticle(undefined, 'pipe')).toBeUndefined();
  });
});

describe('partsOfArticle', () => {
  it('finds the article a parts-only text names as a noun, and nothing in other texts', () => {
    const dryers =
      'Electro-thermic appliances; parts, of heating resistors, of water, space and soil heaters, hair-dressing apparatus, hand dryers, smoothing irons';
    expect(partsOfArticle(dryers, 'dryer')).toBe('dryers');
    expect(partsOfArticle(dryers, 'iron')).toBe('irons');
    expect(partsOfArticle('Parts of vacuum cleaners', 'cleaners')).toBe('cleaners');
    expect(partsOfArticle('Pumps; parts thereof', 'pump')).toBe('pumps');
    expect(
      partsOfArticle('Seats; parts, (of other than wood) for use in motor vehicles', 'seat'),
    ).toBe('seats');
    expect(partsOfArticle('Lamps and light fittings; parts thereof, of glass', 'lamp')).toBe(
      'lamps',
    );
    // "Piston" qualifies the engines; rims are named as the parts themselves.
    const engines =
      'Engines; parts for internal combustion piston engines (excluding spark-ignition)';
    expect(partsOfArticle(engines, 'piston')).toBeUndefined();
    expect(partsOfArticle(engines, 'engine')).toBe('engines');
    expect(partsOfArticle('Cycles; parts thereof, wheel rims and spokes', 'rim')).toBeUndefined();
    expect(
      partsOfArticle('Footwear; parts, outer soles and heels, of rubber or plastics', 'sole'),
    ).toBeUndefined();
    expect(partsOfArticle('Electro-thermic hair dryers', 'dryer')).toBeUndefined();
    expect(partsOfArticle(undefined, 'dryer')).toBeUndefined();
  });
});

describe('linkedArticle', () => {
  const articleOf = (text: string | undefined, noun: string) => linkedArticle(text, noun)?.article;

  it('finds the article a text names only as what its goods are for', () => {
    expect(
      articleOf('Machinery; for preparing or making up tobacco, n.e.c. in this chapter', 'tobacco'),
    ).toBe('tobacco');
    const seed =
      'Machines; for cleaning, sorting or grading seed, grain or dried leguminous vegetables';
    expect(articleOf(seed, 'seed')).toBe('seed');
    expect(articleOf(seed, 'machine')).toBeUndefined();
    // Seats of a kind used for motor vehicles are seats.
    expect(articleOf('Seats; of a kind used for motor vehicles', 'seat')).toBeUndefined();
    expect(articleOf('Seats; of a kind used for motor vehicles', 'vehicle')).toBe('vehicles');
    // Reception apparatus for television is a television; flowers for bouquets make them up.
    expect(articleOf('Reception apparatus for television; colour', 'television')).toBeUndefined();
    expect(
      articleOf('Flowers, cut; roses, flowers and buds of a kind suitable for bouquets', 'bouquet'),
    ).toBeUndefined();
    // "Piston" qualifies the engines; parts are held back as parts.
    expect(articleOf('Tools for piston engines', 'piston')).toBeUndefined();
    expect(
      articleOf(
        'Engines; parts for internal combustion piston engines (excluding spark-ignition)',
        'engine',
      ),
    ).toBeUndefined();
  });

  it('ends a "for" phrase at a semicolon, a bracket or a comma that starts another item', () => {
    expect(articleOf('Footwear; for sports, ski-boots', 'boots')).toBeUndefined();
    expect(articleOf('Articles (for sports) of rubber; balls', 'balls')).toBeUndefined();
    const trucks =
      'Vehicles; (not electrical), self-propelled, without handling equipment, used for short distance transport of goods in factories, airports and such, and tractors of the type used on railway station platforms';
    expect(articleOf(trucks, 'tractor')).toBeUndefined();
    expect(articleOf(trucks, 'airport')).toBe('airports');
    expect(articleOf(undefined, 'tractor')).toBeUndefined();
  });

  it('links goods to what they have, incorporate or are powered by', () => {
    const housings = 'Bearing housings, incorporating ball or roller bearings';
    expect(linkedArticle(housings, 'bearings')).toEqual({
      link: 'incorporating',
      article: 'bearings',
    });
    expect(articleOf(housings, 'housing')).toBeUndefined();
    // What goods lack does not link them; "whether or not with" does.
    expect(
      articleOf('Bearing housings, not incorporating ball or roller bearings', 'bearing'),
    ).toBeUndefined();
    expect(articleOf('Screws and bolts, whether or not with their nuts or washers', 'nut')).toBe(
      'nuts',
    );
    expect(linkedArticle('Pulley tackle and hoists; powered by electric motor', 'motor')).toEqual({
      link: 'powered by',
      article: 'motor',
    });
    expect(articleOf('Hoists; powered motor', 'motor')).toBeUndefined();
    // A word before a hyphen qualifies the next ("light-emitting diode").
    expect(
      articleOf(
        'Lamps; designed for use solely with light-emitting diode (LED) light sources',
        'light',
      ),
    ).toBeUndefined();
    // Chemicals and food preparations are named by what they contain.
    expect(
      articleOf('Derivatives containing only sulpho groups, their salts and ethyl esters', 'salt'),
    ).toBeUndefined();
  });
});

describe('materialsOf', () => {
  it("takes the chapter's material and what the subheading's own text says it is of", () => {
    expect([...materialsOf('691110', 'Tableware and kitchenware; of porcelain or china')]).toEqual([
      'ceramic',
    ]);
    expect([...materialsOf('940360', 'Furniture; wooden, n.e.c. in heading 9403')]).toEqual([
      'wood',
    ]);
    expect([...materialsOf('392410', 'Plastics; tableware and kitchenware')]).toEqual(['plastics']);
  });

  it('reads the tools and miscellaneous articles of chapters 82 and 83 as of any base metal', () => {
    const shovels = 'Tools, hand; spades and shovels and parts thereof';
    expect([...materialsOf('820110', shovels)]).toEqual([
      'iron',
      'copper',
      'nickel',
      'aluminium',
      'zinc',
    ]);
    expect(ruledOutBy('snow shovel blades of molded plastic')('820110', shovels)).toEqual([
      'of base metal, a material the description does not name (it names plastics)',
    ]);
    expect(
      ruledOutBy('a snow shovel with an aluminium blade and a plastic grip')('820110', shovels),
    ).toEqual([]);
    expect(ruledOutBy('a metal snow shovel')('820110', shovels)).toEqual([]);
    // Handles, cases and the material a tool works are not what the tool is made of…
    const knives = 'Knives; table knives having fixed blades';
    expect(
      ruledOutBy('steak knives with plastic handles in a wooden block')('821191', knives),
    ).toEqual([]);
    const saws = 'Tools, hand; hand saws';
    expect(ruledOutBy('a hand saw for cutting wood')('820210', saws)).toEqual([]);
    // …but a subheading whose own text names its material keeps it.
    const blades =
      'Tools, hand; circular saw blades (including slitting or slotting saw blades), with working part of steel';
    expect(ruledOutBy('a hand saw for cutting wood')('820231', blades)).toEqual([
      'of iron, a material the description does not name (it names wood)',
    ]);
  });

  it('leaves out the materials a text excludes, and answers none for goods of any material', () => {
    expect([...materialsOf('711790', 'Jewellery; imitation, of other than base metal')]).toEqual(
      [],
    );
    expect([...materialsOf('950300', 'Toys; tricycles, scooters, dolls')]).toEqual([]);
    expect([
      ...materialsOf('711319', 'Jewellery; of other precious metal, whether or not plated'),
    ]).toEqual(['precious metal']);
    expect([
      ...materialsOf(
        '910111',
        'Wrist-watches; with case of precious metal or of metal clad with precious metal',
      ),
    ]).toEqual(['precious metal']);
  });
});

describe('formOf', () => {
  it('names the headings of a material in a form, and only those', () => {
    expect(formOf('580220')?.name).toBe('a fabric');
    expect(formOf('551110')?.name).toBe('a yarn');
    expect(formOf('721310')?.name).toBe('a metal in a primary or semi-finished form');
    expect(formOf('390210')?.name).toBe('a plastic in a primary form');
    expect(formOf('630260')).toBeUndefined();
    expect(formOf('732399')).toBeUndefined();
  });
});

describe('headWordsOf', () => {
  it('takes the words that name the article, before what it is made of', () => {
    expect([
      ...headWordsOf('Washcloths of 100 percent cotton woven terry toweling fabric'),
    ]).toEqual(['washcloths']);
    expect([...headWordsOf('A pair of women’s shorts of woven polyester fabric')]).toEqual([
      'women',
      'shorts',
    ]);
    // A bracket glosses the head phrase; it does not end it.
    expect([
      ...headWordsOf('A polyester satin woven brushed (suede) fabric weighing 255 g/m2'),
    ]).toEqual(['polyester', 'satin', 'woven', 'brushed', 'fabric']);
    expect([...headWordsOf('A 3-ply multiple staple yarn of 91.1 percent acrylic')]).toEqual([
      '3-ply',
      'multiple',
      'staple',
      'yarn',
    ]);
  });
});

describe('uppers', () => {
  const named = (text: string) => [...upperMaterialsNamed(text)];

  // Chapter 64's upper materials by heading, and 6405's by subheading; none for other goods.
  it.each([
    ['640299', 'rubber or plastics'],
    ['640399', 'leather'],
    ['640419', 'textile materials'],
    ['640520', 'textile materials'],
    ['640590', undefined],
    ['610910', undefined],
  ])('reads the uppers of %s as %s', (code, uppers) => {
    expect(uppersOf(code)).toBe(uppers);
  });

  it("reads what a description's uppers are made of, not its soles", () => {
    expect(
      named(
        'A shoe with an upper of 80% cotton and 20% linen textile and a rubber/plastics outer sole',
      ),
    ).toEqual(['textile materials']);
    expect(
      named('Flat shoes, uppers of polyurethane plastic and rubber/plastics outer soles'),
    ).toEqual(['rubber or plastics']);
    expect(named('A boot with a leather upper and a rubber sole')).toEqual(['leather']);
    // Both when the upper is of both (a coated textile); nothing when the uppers are not described.
    expect(named('uppers of synthetic textile coated with thermoplastic polyurethane')).toEqual([
      'textile materials',
      'rubber or plastics',
    ]);
    expect(named("Men's leather belts")).toEqual([]);
  });

  it('reads the material the uppers are chiefly of, the words before "upper" and a one-word sole', () => {
    // Said to be chiefly of one material: that one, whatever else is named beside it.
    expect(
      named(
        'A boot with stitched leather and textile upper predominately leather and rubber/plastic traction outsole',
      ),
    ).toEqual(['leather']);
    expect(
      named(
        'Sport sandal with rubber or plastic sole and upper primarily of textile webbing with hook and loop closures and plastic fittings',
      ),
    ).toEqual(['textile materials']);
    // The words before "upper" count back to their clause; "outsoles" ends the uppers' words.
    expect(
      named(
        'Thong sandals with 100% textile Y-configured strap uppers plugged into rubber/plastic outsoles',
      ),
    ).toEqual(['textile materials']);
    expect(named('A sneaker with a rubber sole and leather upper')).toEqual(['leather']);
  });
});

describe('wearerNamed', () => {
  it('names the one wearer a description is for, and none for both or neither', () => {
    expect(wearerNamed("a men's woven cotton shirt")).toBe('men');
    expect(wearerNamed("a girl's blouse of man-made fibres")).toBe('women');
    expect(wearerNamed('a woman’s jacket')).toBe('women');
    expect(wearerNamed("men's and women's trousers")).toBeNull();
    expect(wearerNamed('a scarf of man-made fibres')).toBeNull();
    // "male" and "female" name connectors and threads far more often than wearers.
    expect(wearerNamed('a female connector')).toBeNull();
  });
});

describe('ruledOutBy', () => {
  const babies = "Garments and clothing accessories; babies', of cotton, knitted or crocheted";
  it("holds back babies' garments and animal feed unless the description names a baby or an animal", () => {
    expect(ruledOutBy('a romper of knitted cotton')('611120', babies)).toEqual([
      'for babies, and the description names none',
    ]);
    expect(ruledOutBy('an infant romper of knitted cotton')('611120', babies)).toEqual([]);
    expect(ruledOutBy('vitamin E softgels')('230990', 'Dog or cat food')).toEqual([
      'for feeding animals, and the description names none',
    ]);
    expect(ruledOutBy('chews for dogs of rawhide')('230910', 'Dog or cat food')).toEqual([]);
  });

  it('holds back the parts of an article the description names in other words', () => {
    const parts = 'Machines for additive manufacturing; parts';
    expect(ruledOutBy('3d printer', ['machines'])('848590', parts)).toEqual([
      'parts of machines (8485.90), which the article the description names is not',
    ]);
    expect(ruledOutBy('3d printer')('848590', parts)).toEqual([]);
    expect(ruledOutBy('3d printer parts', ['machines'])('848590', parts)).toEqual([]);
  });

  it('holds back filament and discharge lamps for LED goods', () => {
    const filament =
      'Lamps; filament, of a power not exceeding 200W, for a voltage exceeding 100 volts';
    expect(ruledOutBy('led light bulbs')('853922', filament)).toEqual([
      "filament or discharge lamps (chapter 85), and the goods are 'led'",
    ]);
    expect(
      ruledOutBy('led light bulbs')('853952', 'Lamps; light-emitting diode (LED) lamps'),
    ).toEqual([]);
    expect(ruledOutBy('halogen light bulbs')('853922', filament)).toEqual([]);
  });

  it('holds back the chemical and its vials for a medicament put up in measured doses', () => {
    const capsules = ruledOutBy(
      'loperamide hydrochloride imported in 2 mg capsules, an anti-diarrheal agent for the relief of diarrhea',
    );
    expect(capsules('293399', 'Heterocyclic compounds; other')).toEqual([
      "chemicals as such (chapter 29), and the goods are 'capsules'",
    ]);
    expect(capsules('300490', 'Medicaments; put up in measured doses, other')).toEqual([]);
    const vials = ruledOutBy(
      'bumetanide imported in dosage vials of 1 mg/4 ml, a loop diuretic drug',
    );
    expect(vials('701090', 'Carboys, bottles, flasks, jars, pots, phials, ampoules')).toEqual([
      "glass containers (chapter 70), and the goods are 'imported in dosage vials'",
    ]);
    // Tablets that are no medicament stay chemicals; empty vials stay glassware.
    expect(
      ruledOutBy('trichloroisocyanuric acid tablets for swimming pool sanitation')('293369', ''),
    ).toEqual([]);
    expect(
      ruledOutBy('clear glass vials of 2 ml for pharmaceutical use')('701090', 'phials, ampoules'),
    ).toEqual([]);
    // An injection-molded case is no injection.
    expect(ruledOutBy('an injection molded plastic pill case for medicines')('293399', '')).toEqual(
      [],
    );
  });

  it('holds back meat and fish as such when the goods are prepared, not when dried, smoked or cooked in shell', () => {
    const breaded = ruledOutBy('breaded frozen cod fillets');
    expect(breaded('030471', 'Fish fillets; frozen, cod')).toEqual([
      "meat or fish as such (chapter 03), and the goods are 'breaded'",
    ]);
    expect(breaded('030549', 'Fish; smoked, whether or not cooked')).toEqual([]);
    expect(breaded('160419', 'Fish preparations')).toEqual([]);
    expect(ruledOutBy('cooked shrimp in shell')('030617', 'Crustaceans; frozen, shrimps')).toEqual(
      [],
    );
    expect(ruledOutBy('frozen cod fillets')('030471', 'Fish fillets; frozen, cod')).toEqual([]);
  });

  it('holds back vegetables, fruit and nuts as such when the goods are pickled, canned or roasted', () => {
    expect(ruledOutBy('pickled cucumbers in vinegar')('070700', 'Vegetables; cucumbers')).toEqual([
      "vegetables, fruit or nuts as such (chapter 07), and the goods are 'pickled'",
    ]);
    expect(ruledOutBy('roasted salted peanuts')('120242', 'Ground-nuts; shelled')).toEqual([
      "vegetables, fruit or nuts as such (chapter 12), and the goods are 'roasted'",
    ]);
    expect(ruledOutBy('dried apricots')('081310', 'Fruit, edible; apricots, dried')).toEqual([]);
  });

  it('holds back ores, waste and scrap and metal oxides unless the description names such goods', () => {
    const sign = ruledOutBy('aluminum sign');
    expect(sign('260600', 'Aluminium ores and concentrates')).toEqual([
      'ores, slag or ash (heading 2606), and the description names none',
    ]);
    expect(sign('760200', 'Aluminium; waste and scrap')).toEqual([
      'waste and scrap (heading 7602), and the description names none',
    ]);
    expect(sign('281830', 'Aluminium hydroxide')).toEqual([
      'metal oxides or hydroxides (heading 2818), and the description names none',
    ]);
    expect(sign('831000', 'Sign-plates, name-plates … of base metal')).toEqual([]);
    expect(ruledOutBy('bauxite, calcined')('260600', 'Aluminium ores')).toEqual([]);
    expect(ruledOutBy('broken PET bottle preforms')('391590', 'Waste of plastics')).toEqual([]);
    expect(ruledOutBy('synthetic titanium dioxide')('282300', 'Titanium oxides')).toEqual([]);
  });
});

describe('constructionOf', () => {
  it.each([
    ['610910', 'T-shirts, singlets and other vests; knitted or crocheted, of cotton', 'knitted'],
    ['620821', "Nightdresses and pyjamas; women's or girls', of cotton", 'woven'],
    ['630210', 'Bed linen; knitted or crocheted', 'knitted'],
    ['630221', 'Bed linen; of cotton, printed, not knitted or crocheted', 'woven'],
    ['630231', 'Bed linen; of cotton (not printed, knitted or crocheted)', 'woven'],
    ['621220', 'Girdles and panty-girdles; whether or not knitted or crocheted', undefined],
    ['630790', 'Textiles; made up articles (including dress patterns), n.e.c.', undefined],
  ])('reads %s (%s) as %s', (code, ownText, made) => {
    expect(constructionOf(code, ownText)).toBe(made);
  });

  it('holds back knitted goods for a woven description and the other way round, not for both', () => {
    const pajamas = "Nightdresses and pyjamas; women's or girls', of cotton";
    expect(ruledOutBy("women's pajamas of cotton knit fabric")('620821', pajamas)).toEqual([
      "not knitted or crocheted (chapter 62), and the goods are 'knit'",
    ]);
    expect(
      ruledOutBy('pillowcases of woven cotton')('630210', 'Bed linen; knitted or crocheted'),
    ).toEqual(["knitted or crocheted (6302.10), and the goods are 'woven'"]);
    expect(
      ruledOutBy('a knit shirt with a woven label')('620520', "Shirts; men's or boys', of cotton"),
    ).toEqual([]);
    expect(
      ruledOutBy('a girdle of knitted nylon')(
        '621220',
        'Girdles and panty-girdles; whether or not knitted or crocheted',
      ),
    ).toEqual([]);
  });
});

describe('ruledOutBy, woven fabrics', () => {
  const cotton = 'Fabrics, woven; containing 85% or more by weight of cotton';
  it('holds back fabrics in another state or of another weave than the description says', () => {
    const dyed = ruledOutBy('a dyed plain woven fabric of 100% cotton weighing 262 g/m2');
    expect(dyed('520931', `${cotton}, dyed, plain weave, weighing more than 200g/m2`)).toEqual([]);
    expect(
      dyed('520911', `${cotton}, unbleached, plain weave, weighing more than 200g/m2`),
    ).toEqual(["unbleached (5209.11), and the goods are 'dyed'"]);
    expect(
      dyed('520932', `${cotton}, dyed, 3-thread or 4-thread twill, including cross twill`),
    ).toEqual(["twill (5209.32), and the goods are 'plain woven'"]);
  });

  it('reads "yarn dyed" as of yarns of different colours and leaves what a subheading excludes', () => {
    const yarnDyed = ruledOutBy('a yarn-dyed woven fabric of 100% cotton');
    expect(yarnDyed('520941', `${cotton}, of yarns of different colours, plain weave`)).toEqual([]);
    expect(yarnDyed('520931', `${cotton}, dyed, plain weave`)).toEqual([
      "dyed (5209.31), and the goods are 'yarn-dyed'",
    ]);
    const printed = ruledOutBy('a printed plain weave fabric of 95.8% polyester staple fibers');
    expect(
      printed(
        '551219',
        'Fabrics, woven; of polyester staple fibres, other than unbleached or bleached',
      ),
    ).toEqual([]);
  });
});

describe('fibresNamed', () => {
  it('names the fibre families of chapters 50-63, or the one that predominates by weight', () => {
    expect([...fibresNamed('a merino woollen scarf with a linen lining')]).toEqual([
      'wool',
      'flax',
    ]);
    expect([...fibresNamed("Women's pants of 64% polyester, 34% rayon, 2% spandex")]).toEqual([
      'synthetic',
    ]);
    expect([...fibresNamed('a fabric of 35 percent cotton and 65 percent polyester')]).toEqual([
      'synthetic',
    ]);
    expect([
      ...fibresNamed('pants of wool, polyester and metallic yarn fabric in chief weight of wool'),
    ]).toEqual(['wool']);
    expect([...fibresNamed('a cashmere sweater')]).toEqual(['fine animal hair']);
    expect([...fibresNamed('a stainless steel kitchen sink')]).toEqual([]);
  });
});

describe('constructionNamed', () => {
  it('tells knitted goods from woven ones, and nonwovens from both', () => {
    expect([...constructionNamed("men's cotton jersey knit T-shirt")]).toEqual(['knitted']);
    expect([...constructionNamed('a woven polyester skirt')]).toEqual(['woven']);
    expect([...constructionNamed('a nonwoven polypropylene gown')]).toEqual([]);
  });
});

describe('namesAForm', () => {
  it('tells goods named as a material in a form from articles made of it', () => {
    expect(namesAForm(headWordsOf('woven cotton terry towelling fabric'))).toBe(true);
    expect(namesAForm(headWordsOf('hot-rolled steel bars'))).toBe(true);
    expect(namesAForm(headWordsOf('hand towels of cotton terry fabric'))).toBe(false);
  });
});
