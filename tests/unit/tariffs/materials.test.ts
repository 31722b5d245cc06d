import { describe, expect, it } from 'vitest';

import { materialsNamed, materialsOf } from '../../../core/src/tariffs/materials';

describe('materialsNamed', () => {
  it('reads trade names and hyphenated words as the chapters’ materials', () => {
    expect([...materialsNamed('A polypropylene tote with a stainless-steel handle')]).toEqual([
      'plastics',
      'iron',
    ]);
    expect([...materialsNamed('Wooden shelves of mahogany and MDF')]).toEqual(['wood']);
    expect([...materialsNamed('a porcelain mug')]).toEqual(['ceramic']);
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

  it('leaves out the materials a text excludes, and answers none for goods of any material', () => {
    expect([...materialsOf('711790', 'Jewellery; imitation, of other than base metal')]).toEqual(
      [],
    );
    expect([...materialsOf('950300', 'Toys; tricycles, scooters, dolls')]).toEqual([]);
  });
});
