import { describe, expect, it } from 'vitest';

import { organicHeadingOf, organicReason } from '../../../core/src/tariffs/organic';

const headingOf = (description: string) => organicHeadingOf(description)?.heading ?? null;

describe('organicHeadingOf', () => {
  it('reads the functions a systematic name carries and takes the last heading that applies', () => {
    const reading = organicHeadingOf('2-Cyano-5-aminopyridine (CAS 55338-73-3)');
    expect(reading?.heading).toBe('2933');
    expect(reading?.functions.map((f) => f.heading)).toEqual(['2921', '2926', '2933']);
    expect(reading?.functions.every((f) => f.word === '2-cyano-5-aminopyridine')).toBe(true);
    expect(headingOf('5-Hexyn-1-ol (CAS 928-90-5)')).toBe('2905');
    expect(headingOf('2,6-Dichlorophenylacetonitrile (CAS 3215-64-3)')).toBe('2926');
    expect(headingOf('p-Toluene sulfonic acid monohydrate (CAS 6192-52-5)')).toBe('2904');
  });

  it('gives the headings chapter 29 makes of two functions their due', () => {
    // An amino group with an oxygen function: oxygen-function amino-compounds.
    expect(headingOf('2-(Dimethylamino)ethanol (CAS 108-01-0)')).toBe('2922');
    // A halogenated phenol is neither a halogenated hydrocarbon nor a plain phenol.
    expect(headingOf('2,4-Dichlorophenol (CAS 120-83-2)')).toBe('2908');
    // An oxygen function on the acid itself makes 2918; an alcohol it is esterified with does not.
    expect(headingOf('3-Hydroxy-2-naphthoic acid (CAS 92-70-6)')).toBe('2918');
    expect(headingOf('Diethylene glycol dibenzoate (CAS 120-55-8)')).toBe('2916');
    expect(headingOf('Trichloroacetaldehyde (CAS 75-87-6), a chemical compound')).toBe('2913');
  });

  it('reads the class a description names beside a drug imported in bulk', () => {
    expect(
      headingOf('Halcinonide in bulk form, a synthetic halogenated corticosteroid for dermatoses'),
    ).toBe('2937');
    expect(
      headingOf('Cefotaxime Sodium, a semisynthetic cephalosporin antibiotic, in bulk form'),
    ).toBe('2941');
    // "Nonsteroidal" names no steroid, and one drug name alone says nothing of its functions...
    expect(
      headingOf('Nabumetone, imported in bulk form, a nonsteroidal anti-inflammatory drug'),
    ).toBeNull();
    expect(headingOf('Buspirone (CAS 36505-84-7), a tranquilizer in bulk form')).toBeNull();
  });

  it('reads a drug by the stem of its INN where the family falls in one heading, a salt by its base', () => {
    // ...unless it is built on the stem of a family: the oxicams are thiazines or thiazoles.
    expect(headingOf('Meloxicam in bulk form, a nonsteroidal anti-inflammatory drug')).toBe('2934');
    expect(headingOf('Clonazepam')).toBe('2933');
    expect(headingOf('Ciprofloxacin (CAS 85721-33-1) in bulk form, an antibacterial drug')).toBe(
      '2933',
    );
    // The base's heading comes after the acid's: with the base.
    const metoprolol = organicHeadingOf('Metoprolol tartrate in bulk form');
    expect(metoprolol?.heading).toBe('2922');
    expect(metoprolol?.functions.map((f) => f.heading)).toEqual(['2922', '2918']);
    // A base whose name has no such stem is not read by its acid.
    expect(
      headingOf('Escitalopram oxalate (CAS 219861-08-2), an antidepressant imported in bulk form'),
    ).toBeNull();
    // Long descriptions that do not say the drug comes in bulk, dose forms and feed are not read.
    expect(
      headingOf('Amoxicillin for oral suspension in bottles for reconstitution by a pharmacist'),
    ).toBeNull();
    expect(headingOf('Chlortetracycline and oxytetracycline feed grade materials')).toBeNull();
  });

  it('reads a salt of a metal with an organic acid, or an ester of a plain alcohol, by the acid', () => {
    expect(headingOf('Calcium lactate (CAS 814-80-2)')).toBe('2918');
    expect(headingOf('Methyl salicylate (CAS 119-36-8)')).toBe('2918');
  });

  it('reads nothing in goods that are no single organic compound', () => {
    for (const description of [
      'Red table wines under 14 percent alcohol in 750-ml bottles',
      '8-inch foam mattress of polyurethane foam wrapped in knit fabric',
      'Carbon slurry combining 1-methyl-2-pyrrolidone and carbon black, for battery cathodes',
      'Brightener 140 (7-diethylamino-4-methyl-2H-benzopyran-2-one)',
      'Potassium tetrathionate (CAS 13932-13-3), for use as a pharmaceutical intermediate',
      'White granular powder containing 90% acetaminophen, an analgesic drug, in bulk form',
      'Veterinary topical cream with 8-hydroxyquinoline for horses',
    ])
      expect(headingOf(description), description).toBeNull();
  });

  it('names the words it read and the heading in its reason', () => {
    expect(organicReason(organicHeadingOf('2,4-Dichlorophenol (CAS 120-83-2)')!)).toBe(
      "'2,4-dichlorophenol' names a halogenated derivative (2903) and a phenol (2907): chapter 29 takes the last heading that applies, 2908",
    );
    expect(organicReason(organicHeadingOf('Metoprolol tartrate in bulk form')!)).toBe(
      "'metoprolol' names a beta blocker, an amino-alcohol, by its INN stem -olol (2922); 'tartrate' names a carboxylic acid with another oxygen function (2918): chapter 29 takes the last heading that applies, 2922",
    );
    expect(organicReason(organicHeadingOf('Tobramycin sulfate in bulk form, an antibiotic')!)).toBe(
      "'tobramycin' names an antibiotic: heading 2941",
    );
  });
});
