import { describe, expect, it } from 'vitest';

import { excludedBy } from '../../../core/src/tariffs/exclusions';

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
