import { describe, expect, it } from 'vitest';

import { deniedBy, excludedBy } from '../../../core/src/tariffs/exclusions';

describe('excludedBy', () => {
  it('finds what a subheading excludes that the description says the goods are', () => {
    const vacuum = excludedBy('Slim vacuum cleaners with a wand, hose and a HEPA filter');
    expect(vacuum('Electro-mechanical domestic appliances (excluding vacuum cleaners)')).toBe(
      'vacuum cleaners',
    );
    expect(vacuum('Vacuum cleaners; with self-contained electric motor')).toBeUndefined();
    const chairs = excludedBy('upholstered chairs with metal frames');
    expect(chairs('Seats; with metal frames, not upholstered')).toBe('upholstered');
    expect(chairs('Seats; with metal frames, upholstered')).toBeUndefined();
    // One alternative of the exclusion is enough; each needs all its words.
    expect(
      excludedBy('self-tapping screws of steel')(
        'Screws (excluding coach screws and self-tapping screws)',
      ),
    ).toBe('self-tapping screws');
    expect(
      excludedBy('latex gloves')('Rubber; vulcanised (other than hard rubber), gloves'),
    ).toBeUndefined();
  });

  it('reads a phrase a synonym rule replaces in the words that stand in for it', () => {
    const clock = excludedBy('A battery operated analogue alarm clock in a metal case');
    expect(clock('Alarm clocks; other than electrically operated')).toBe('electrically operated');
    expect(clock('Alarm clocks; electrically operated')).toBeUndefined();
    expect(excludedBy('a battery powered desk fan')('Fans; other than electrically operated')).toBe(
      'electrically operated',
    );
    expect(
      excludedBy('a mechanical alarm clock')('Alarm clocks; other than electrically operated'),
    ).toBeUndefined();
  });

  it('reads "whether or not" as no exclusion, and neither what the goods are not nor their purpose as what they are', () => {
    expect(
      excludedBy('a stainless steel screw with a washer face')(
        'Screws and bolts, whether or not with their nuts or washers',
      ),
    ).toBeUndefined();
    expect(
      excludedBy('roasted coffee beans, not decaffeinated')('Coffee; roasted, not decaffeinated'),
    ).toBeUndefined();
    expect(excludedBy('decaffeinated roasted coffee')('Coffee; roasted, not decaffeinated')).toBe(
      'decaffeinated',
    );
    // The golf club and balls are what the accessory is for.
    expect(
      excludedBy('a golf accessory of plastic that clamps to a golf club to retrieve golf balls')(
        'Golf equipment; other than clubs and balls',
      ),
    ).toBeUndefined();
    const stoneware =
      'Ceramic tableware, kitchenware, other household articles and toilet articles; other than of porcelain or china';
    expect(excludedBy('porcelain teacup and saucer set')(stoneware)).toBe('porcelain');
    expect(excludedBy('stoneware teacup and saucer set')(stoneware)).toBeUndefined();
  });

  it('holds back no excluded material the goods have among others, and for sets and kits only a material', () => {
    const ownText = 'Jewellery; imitation, of other than base metal';
    expect(excludedBy('earrings of base metal')(ownText)).toBe('base metal');
    expect(
      excludedBy('earrings of base metal, glass stones and plastic beads')(ownText),
    ).toBeUndefined();
    expect(
      excludedBy('a golf travel kit of a putter and golf balls')(
        'Golf equipment; other than clubs and balls',
      ),
    ).toBeUndefined();
  });

  it('sets apart by heading only what words cannot tell: an exclusion of its own goods holds none back', () => {
    const ownText =
      'Clocks; with watch movements, electrically operated, excluding clocks of heading no. 9104';
    expect(
      excludedBy('a battery operated alarm clock with a watch movement')(ownText),
    ).toBeUndefined();
    // Goods the subheading is not about are still held back by the same kind of clause.
    expect(
      excludedBy('frozen fillets of Atlantic salmon')(
        'Fish; fresh or chilled, Atlantic salmon, excluding fillets, fish meat of 0304',
      ),
    ).toBe('fillets');
  });
});

describe('deniedBy', () => {
  const plate = deniedBy('hot-rolled non-alloy steel plate, 12 mm thick, not in coils');

  it('finds what a subheading says its goods are that the description says they are not', () => {
    expect(
      plate(
        'Iron or non-alloy steel; in coils, without patterns in relief, flat-rolled, of a width 600mm or more, hot-rolled, pickled, of a thickness of 4.75mm or more',
      ),
    ).toBe('in coils');
    expect(
      plate(
        'Iron or non-alloy steel; (not in coils), flat-rolled, of a width 600mm or more, hot-rolled, without patterns in relief, of a thickness exceeding 10mm',
      ),
    ).toBeUndefined();
    const coffee = deniedBy('roasted coffee beans, not decaffeinated');
    expect(coffee('Coffee; roasted, decaffeinated')).toBe('decaffeinated');
    expect(coffee('Coffee; roasted, not decaffeinated')).toBeUndefined();
    // One alternative of the denial is enough.
    expect(
      deniedBy('cotton shirts, not knitted or crocheted')('Shirts; knitted or crocheted'),
    ).toBe('knitted');
  });

  it('reads a limit as no denial, and an open alternative as no assertion', () => {
    expect(
      deniedBy('steel plate of a thickness not exceeding 10 mm')(
        'Iron or non-alloy steel; of a thickness exceeding 10mm',
      ),
    ).toBeUndefined();
    expect(
      deniedBy('cold-rolled steel sheet, not further worked than cold-rolled')(
        'Iron or non-alloy steel; in coils, cold-rolled (cold-reduced)',
      ),
    ).toBeUndefined();
    expect(
      deniedBy('orange juice, not containing added sugar')(
        'Juice; orange, frozen, whether or not containing added sugar or other sweetening matter',
      ),
    ).toBeUndefined();
    expect(
      deniedBy('orange juice, not containing added sugar')('Juice; orange, containing added sugar'),
    ).toBe('containing added sugar');
    // A phrase, not its words: sugar-free gum is still sugar confectionery.
    expect(
      deniedBy('chewing gum, not containing added sugar')(
        'Sugar confectionery; chewing gum, whether or not sugar-coated',
      ),
    ).toBeUndefined();
    expect(deniedBy('a stainless steel kitchen sink')('Sinks and wash basins')).toBeUndefined();
  });
});
