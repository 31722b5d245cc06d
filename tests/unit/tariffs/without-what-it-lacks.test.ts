import { describe, expect, it } from 'vitest';

import { withoutWhatItLacks } from '../../../core/src/tariffs/suggest';

/** The words left to search, one space apart. */
const searched = (description: string) =>
  withoutWhatItLacks(description.toLowerCase()).replace(/\s+/g, ' ').trim();

describe('withoutWhatItLacks', () => {
  it('leaves out what the goods lack, up to the end of the clause', () => {
    expect(searched('A desk clock with a rotary pendulum, without an alarm function')).toBe(
      'a desk clock with a rotary pendulum,',
    );
    expect(searched('A bicycle wheel rim without spokes or hub')).toBe('a bicycle wheel rim');
    // A list of what is missing stays one clause; what follows about the goods is searched.
    expect(
      searched('A dummy missile body, without warhead, motor or electronics, consisting of steel'),
    ).toBe('a dummy missile body, , consisting of steel');
  });

  it('ends the clause at a bracket, colon or semicolon, or at a new clause about the goods', () => {
    expect(searched('Open cube shelves (cabinets without fronts) of mahogany')).toBe(
      'open cube shelves (cabinets ) of mahogany',
    );
    expect(searched('A jacket without a hood; with a zipper closure')).toBe(
      'a jacket ; with a zipper closure',
    );
    expect(searched('A jacket without a hood, with a zipper closure')).toBe(
      'a jacket , with a zipper closure',
    );
    expect(searched('A jacket without a hood which is lined with polyester')).toBe(
      'a jacket which is lined with polyester',
    );
    expect(searched('A sieve without a handle designed for flour')).toBe(
      'a sieve designed for flour',
    );
  });

  it('keeps "with or without": the goods may have it', () => {
    expect(searched('A tote bag with or without a cotton lining')).toBe(
      'a tote bag with or without a cotton lining',
    );
  });
});
