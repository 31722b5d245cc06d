import { describe, expect, it } from 'vitest';

import { amountFor, amountsOf, holds, rangesOf } from '../../../core/src/tariffs/quantities';

/** Whether the description's figure lies in the range the legal text states. */
const fits = (legalText: string, description: string) => {
  const [range] = rangesOf(legalText);
  const amount = amountFor(range!, amountsOf(description));
  return amount && holds(range!, amount);
};

describe('rangesOf', () => {
  it('reads the ranges the nomenclature states, in base units', () => {
    expect(
      rangesOf('Electric motors; DC, of an output exceeding 750W but not exceeding 75kW'),
    ).toEqual([
      {
        dimension: 'power',
        min: { value: 750, inclusive: false },
        max: { value: 75_000, inclusive: true },
        text: 'exceeding 750W but not exceeding 75kW',
      },
    ]);
    // The unit of the first bound is the second's; thousands separators are dropped.
    expect(rangesOf('cylinder capacity over 1000 but not over 1500cc')[0]).toMatchObject({
      min: { value: 1000, inclusive: false },
      max: { value: 1500, inclusive: true },
    });
    expect(rangesOf('a power handling capacity exceeding 10,000kVA')[0]).toMatchObject({
      dimension: 'apparent power',
      min: { value: 10_000_000, inclusive: false },
    });
    expect(rangesOf('uncoated, weight 40-150g/m2, in sheets')[0]).toMatchObject({
      dimension: 'weight per m2',
      min: { value: 40, inclusive: true },
      max: { value: 150, inclusive: true },
    });
    expect(
      rangesOf('automatic circuit breakers, for a voltage of 72.5kV or more')[0],
    ).toMatchObject({ dimension: 'voltage', min: { value: 72_500, inclusive: true } });
    expect(rangesOf('transistors, with a dissipation rate of less than 1W')[0]).toMatchObject({
      max: { value: 1, inclusive: false },
    });
  });

  it('reads the share of a textile material, "such fibres" being the ones named before', () => {
    expect(
      rangesOf(
        'Fabrics, woven; of polyester staple fibres, containing less than 85% by weight of such fibres, mixed mainly or solely with cotton, not exceeding 170g/m2',
      ),
    ).toEqual([
      expect.objectContaining({ dimension: 'weight per m2', max: { value: 170, inclusive: true } }),
      expect.objectContaining({
        dimension: 'share by weight',
        max: { value: 85, inclusive: false },
        materials: ['polyester'],
      }),
    ]);
  });

  it('reads a thickness only where the text says thickness', () => {
    expect(
      rangesOf(
        'Iron or non-alloy steel; (not in coils), flat-rolled, of a width 600mm or more, hot-rolled, without patterns in relief, of a thickness exceeding 10mm',
      ),
    ).toEqual([
      {
        dimension: 'thickness',
        min: { value: 10, inclusive: false },
        text: 'thickness exceeding 10mm',
      },
    ]);
    expect(
      rangesOf(
        'Iron or non-alloy steel; in coils, flat-rolled, hot-rolled, of a thickness of 4.75mm or more but not exceeding 10mm',
      ),
    ).toEqual([
      {
        dimension: 'thickness',
        min: { value: 4.75, inclusive: true },
        max: { value: 10, inclusive: true },
        text: 'thickness 4.75mm or more but not exceeding 10mm',
      },
    ]);
    expect(
      rangesOf(
        'Aluminium foil; backed, of a thickness (excluding any backing) not exceeding 0.2mm',
      ),
    ).toEqual([expect.objectContaining({ max: { value: 0.2, inclusive: true } })]);
    // A width is no thickness, nor a length after the thickness clause.
    expect(rangesOf('Flat-rolled products; of a width of 600mm or more')).toEqual([]);
    expect(
      rangesOf('Copper; plates, of a thickness exceeding 0.15mm, widths of 600mm or more'),
    ).toEqual([
      {
        dimension: 'thickness',
        min: { value: 0.15, inclusive: false },
        text: 'thickness exceeding 0.15mm',
      },
    ]);
  });

  it('reads nothing where no quantity decides', () => {
    expect(
      rangesOf(
        'T-shirts, singlets; knitted or crocheted, of textile materials (other than cotton)',
      ),
    ).toEqual([]);
    // Shares of other things than textile materials are not read.
    expect(rangesOf('containing by weight 70% or more of petroleum oils')).toEqual([]);
  });
});

describe('amountsOf', () => {
  it("reads the goods' own figures as descriptions write them", () => {
    expect(amountsOf('A DC motor of 1-watt output')).toEqual([
      { dimension: 'power', value: 1, text: '1-watt' },
    ]);
    expect(amountsOf('a 1.5 kW heater')[0]).toMatchObject({ value: 1500 });
    // An input range counts by its top.
    expect(amountsOf('a 100-240 V power adapter')[0]).toMatchObject({
      dimension: 'voltage',
      value: 240,
    });
    expect(amountsOf('a 4 wheeled cart')).toEqual([]);
    expect(amountsOf('hot-rolled steel plate, 12 mm thick, not in coils')).toEqual([
      { dimension: 'thickness', value: 12, text: '12 mm thick' },
    ]);
    expect(amountsOf('aluminium foil with a thickness of 0.05 mm')[0]).toMatchObject({
      dimension: 'thickness',
      value: 0.05,
    });
    expect(amountsOf('a 2 cm-thick oak board')[0]).toMatchObject({ value: 20 });
    // A bare length may be any of the goods' lengths.
    expect(amountsOf('a steel plate of 1250 mm')).toEqual([]);
    expect(amountsOf('91.1 percent acrylic and 8.9 percent nylon fibers')).toEqual([
      expect.objectContaining({ value: 91.1, materials: expect.arrayContaining(['acrylic']) }),
      expect.objectContaining({ value: 8.9, materials: expect.arrayContaining(['nylon']) }),
    ]);
  });
});

describe('holds', () => {
  it('compares figures with the bounds, open or closed', () => {
    expect(fits('of an output not exceeding 37.5W', 'a 1-watt motor')).toBe(true);
    expect(fits('of an output not exceeding 37.5W', 'a 40 watt motor')).toBe(false);
    expect(fits('weighing not more than 200g/m2', 'weighing 200 g/m2')).toBe(true);
    expect(fits('weighing more than 200g/m2', 'weighing 200 g/m2')).toBe(false);
    // No figure of that dimension: nothing to compare.
    expect(fits('of an output not exceeding 37.5W', 'weighing 200 g/m2')).toBeUndefined();
  });

  it('counts the shares of the materials a range names, as the nomenclature names them', () => {
    const cotton85 = 'containing 85% or more by weight of cotton';
    expect(fits(cotton85, 'of 97% cotton, 3% elastane')).toBe(true);
    // A whole composition without cotton is 0% cotton.
    expect(fits(cotton85, 'a 100% polyester satin')).toBe(false);
    // Polyester is a synthetic fibre.
    expect(
      fits('containing 85% or more by weight of synthetic staple fibres', '100% polyester'),
    ).toBe(true);
    // A composition that says too little says nothing.
    expect(fits(cotton85, 'with a 10% nylon trim')).toBeUndefined();
  });

  it('reads goods "of" a material as that material predominating', () => {
    const ofCotton = 'Jerseys, pullovers, cardigans; of cotton, knitted or crocheted';
    expect(rangesOf(ofCotton)).toEqual([
      { dimension: 'share by weight', text: 'of cotton', materials: ['cotton'], chief: true },
    ]);
    expect(fits(ofCotton, 'of 97% cotton, 3% elastane')).toBe(true);
    expect(fits(ofCotton, 'of 60% polyester and 40% cotton')).toBe(false);
    const ofWool = 'Carpets; woven, of wool or fine animal hair, made up';
    expect(fits(ofWool, '70% wool and 30% nylon')).toBe(true);
    // "other than …" names what the goods are not; a percentage is the share rule, not this one.
    expect(
      rangesOf('Twine; of synthetic fibres other than polyethylene or polypropylene')[0],
    ).toMatchObject({ materials: ['synthetic'], chief: true });
    expect(rangesOf('containing 85% or more by weight of cotton')[0]).not.toHaveProperty('chief');
  });

  it('needs the material of a "less than" share to predominate', () => {
    const under85 =
      'containing less than 85% by weight of cotton, mixed mainly with man-made fibres';
    expect(fits(under85, '60% cotton and 40% polyester')).toBe(true);
    expect(fits(under85, '52% filament polyester and 48% cotton')).toBe(false);
    expect(fits(under85, '100% polyester')).toBe(false);
  });
});
