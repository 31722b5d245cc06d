import { describe, expect, it } from 'vitest';

import { parseCsv } from '../../../core/src/tariffs/csv';
import {
  euCetRows,
  type HtsLine,
  japanRows,
  metalOfHeading,
  parseCorrelation,
  parseHtsLines,
  parseJapanCsv,
  section232MetalsByNumber,
  usRemedyRows,
} from '../../../core/src/tariffs/import/parse-sources';
import { readBundled } from '../../../core/src/tariffs/sources';

const heading = (number: string, description: string, general = 'Free'): [string, HtsLine] => [
  number,
  {
    code: number.replace(/\D/g, ''),
    description,
    general,
    special: '',
    column2: '',
    subLines: [],
  },
];

// Chapter 99 texts as the HTS prints them (shortened).
const chapter99 = new Map([
  heading(
    '9903.80.05',
    'Hot-rolled sheet, provided for in subheading 7208.10.60, 7208.26.00, 7208.27.00 or 7225.30.70',
  ),
  heading('9903.85.05', 'Unwrought aluminum, provided for in heading 7601'),
  heading(
    '9903.85.06',
    'Wrought aluminum, provided for in headings 7604, 7605, 7606, 7607, 7608, 7609 and castings and forgings of aluminum provided for in subheading 7616.99.51',
  ),
  heading(
    '9903.81.91',
    'Derivative iron or steel products enumerated in note 16, entered before 12:01 a.m. on June 4, 2025',
    'The duty provided in the applicable subheading + 50%',
  ),
  heading(
    '9903.85.07',
    'Derivative aluminum products enumerated in subdivision (j) of note 19',
    'The duty provided in the applicable subheading + 50%.',
  ),
  heading(
    '9903.78.01',
    'Semi-finished copper and intensive copper derivative products',
    'The duty provided in the applicable subheading + a duty of 50% upon the value of the copper content',
  ),
  heading('9903.88.03', 'Articles the product of China', 'The duty provided + 25%'),
]);

// Each list needs a data row: one ordinary line per list unless the test gives its own.
const remedies = ({
  annex = 'hts_prefix,annex,metal_type,source,effective_date\n87089900,1b,aluminum,proclamation,2026-04-06',
  derivative = 'hts_prefix,ch99_code,derivative_type,effective_date\n84314900,9903.81.91,steel,2025-08-18',
  copper = 'hts10,ch99_code\n74061000,9903.78.01',
  s301 = 'hts8,list,ch99_code\n01012100,4A,9903.88.15',
}: Partial<Record<'annex' | 'derivative' | 'copper' | 's301', string>>) =>
  usRemedyRows({
    s301,
    s232Derivative: derivative,
    s232Annex: annex,
    s232Copper: copper,
    chapter99,
    htsDescriptions: new Map(),
    source: 'us_remedies',
    asOf: '2026-04-06',
  });

const typeOf = (rows: ReturnType<typeof remedies>, hsCode: string) =>
  rows.filter((row) => row.hsCode === hsCode).map((row) => row.remedyType);

describe('US schedule lines', () => {
  // The schedule as the USITC prints it (shortened): rate lines at 8 digits, statistical suffixes
  // and unnumbered groupings below them.
  const csv = [
    'HTS Number,Indent,Description,Unit of Quantity,General Rate of Duty,Special Rate of Duty,Column 2 Rate of Duty',
    '"6109","0","T-shirts, singlets, tank tops and similar garments, knitted or crocheted:","","","",""',
    '"6109.10.00","1","Of cotton","","16.5%","Free (AU,BH)","90%"',
    '"","2","Men\'s or boys\':","","","",""',
    '"6109.10.00.11","3","Thermal undershirts (352)","[""doz."",""kg""]","","",""',
    '"","3","Other T-shirts:","","","",""',
    '"6109.10.00.12","4","Men\'s (338)","","","",""',
    '"6109.10.00.27","3","Other (338)","","","",""',
    '"6109.90","1","Of other textile materials:","","","",""',
    '"","2","Of man-made fibers:","","","",""',
    '"6109.90.10","3","Tank tops","","32%","",""',
    '"2201","0","Waters, including natural or artificial mineral waters:","","","",""',
    '"2201.10.00.00","1","Mineral waters and aerated waters","liters","Free","","Free"',
    '"","2","Sparkling:","","","",""',
  ].join('\n');
  const { lines } = parseHtsLines(csv);
  const line = (code: string) => lines.find((l) => l.code === code)!;

  it('describes each rate line by its indented parents', () => {
    expect(line('61091000').description).toBe(
      'T-shirts, singlets, tank tops and similar garments, knitted or crocheted › Of cotton',
    );
    expect(line('61099010').description).toMatch(
      /› Of other textile materials › Of man-made fibers › Tank tops$/,
    );
  });

  it('keeps the lines printed below a rate line, without category numbers or a bare "Other"', () => {
    expect(line('61091000').subLines).toEqual([
      "Men's or boys'",
      'Thermal undershirts',
      'Other T-shirts',
      "Men's",
    ]);
    // The next subheading's groupings are not the previous rate line's.
    expect(line('61099010').subLines).toEqual([]);
    // A statistical line printed without an 8-digit parent is the rate line; lines below it are its.
    expect(line('22011000')).toMatchObject({ general: 'Free', subLines: ['Sparkling'] });
  });
});

describe('US remedy rows: which metal a Section 232 line is', () => {
  it('reads the metal from the chapter 99 heading', () => {
    expect(metalOfHeading('9903.80.01')).toBe('steel');
    expect(metalOfHeading('9903.81.91')).toBe('steel');
    expect(metalOfHeading('9903.85.08')).toBe('aluminium');
    expect(metalOfHeading('9903.78.01')).toBe('copper');
    expect(metalOfHeading('9903.88.03')).toBeNull();
  });

  it('collects the tariff numbers the metal headings name, not years or other headings', () => {
    const named = section232MetalsByNumber(chapter99);
    expect([...named.get('7601')!]).toEqual(['aluminium']);
    expect([...named.get('7609')!]).toEqual(['aluminium']);
    expect([...named.get('76169951')!]).toEqual(['aluminium']);
    expect([...named.get('72081060')!]).toEqual(['steel']);
    expect(named.has('2025')).toBe(false);
    expect([...named.keys()].some((number) => number.startsWith('99'))).toBe(false);
  });

  it('labels an annex aluminium heading aluminium even when the annex list says steel', () => {
    const rows = remedies({
      annex: [
        'hts_prefix,annex,metal_type,source,effective_date',
        '7601,1a,steel,proclamation,2026-04-06',
        '7607,1a,steel,proclamation,2026-04-06',
        '7616995160,1a,steel,proclamation,2026-04-06',
        '7208,1a,steel,proclamation,2026-04-06',
        '7406,1a,copper,proclamation,2026-04-06',
        '87031010,1b,steel,proclamation,2026-04-06',
        '76101000,1a,aluminum,proclamation,2026-04-06',
      ].join('\n'),
    });
    expect(typeOf(rows, '7601')).toEqual(['section_232_aluminium']);
    expect(typeOf(rows, '7607')).toEqual(['section_232_aluminium']);
    expect(typeOf(rows, '7616995160')).toEqual(['section_232_aluminium']);
    expect(typeOf(rows, '7208')).toEqual(['section_232_steel']);
    // Named by no heading: the list's own label stands.
    expect(typeOf(rows, '7406')).toEqual(['section_232_copper']);
    expect(typeOf(rows, '87031010')).toEqual(['section_232_steel']);
    expect(typeOf(rows, '76101000')).toEqual(['section_232_aluminium']);
    const unwrought = rows.find((row) => row.hsCode === '7601')!;
    expect(unwrought.key).toBe('us_s232_annex:7601:1a:aluminium');
    expect(unwrought.productDescription).toBe('Section 232 aluminium annex 1a');
  });

  it('keeps the list label when headings of two metals name the number', () => {
    const both = new Map([
      ...chapter99,
      heading('9903.81.50', 'Stranded wire with steel core, provided for in subheading 7614.10.10'),
      heading('9903.85.50', 'Stranded wire of aluminum, provided for in subheading 7614.10.10'),
    ]);
    const rows = usRemedyRows({
      s301: 'hts8,list,ch99_code\n01012100,4A,9903.88.15',
      s232Derivative:
        'hts_prefix,ch99_code,derivative_type,effective_date\n84314900,9903.81.91,steel,2025-08-18',
      s232Annex:
        'hts_prefix,annex,metal_type,source,effective_date\n76141010,1a,steel,proclamation,2026-04-06',
      s232Copper: 'hts10,ch99_code\n74061000,9903.78.01',
      chapter99: both,
      htsDescriptions: new Map(),
      source: 'us_remedies',
      asOf: '2026-04-06',
    });
    expect(typeOf(rows, '76141010')).toEqual(['section_232_steel']);
  });

  it('labels derivative and copper lines by their heading, with its rate', () => {
    const rows = remedies({
      derivative: [
        'hts_prefix,ch99_code,derivative_type,effective_date',
        '84314900,9903.81.91,steel,2025-08-18',
        // A heading of the aluminium derivatives wins over a wrong derivative_type.
        '76101000,9903.85.07,steel,',
      ].join('\n'),
      copper: 'hts10,ch99_code\n74061000,9903.78.01',
    });
    expect(typeOf(rows, '84314900')).toEqual(['section_232_steel']);
    expect(typeOf(rows, '76101000')).toEqual(['section_232_aluminium']);
    const copper = rows.find((row) => row.hsCode === '74061000')!;
    expect(copper.remedyType).toBe('section_232_copper');
    // 50% of the copper content is not a percentage of the goods' value.
    expect(copper.dutyAdValorem).toBeNull();
    expect(rows.find((row) => row.hsCode === '84314900')!.dutyAdValorem).toBe(50);
  });

  it('ends Section 232 on what Annex II removes, unless a more specific annex line keeps it', () => {
    const rows = remedies({
      annex: [
        'hts_prefix,annex,metal_type,source,effective_date',
        '8703,2,steel,proclamation,2026-04-06',
        '87031010,1b,steel,proclamation,2026-04-06',
      ].join('\n'),
      derivative: [
        'hts_prefix,ch99_code,derivative_type,effective_date',
        '87031010,9903.81.91,steel,2025-08-18',
        '87033101,9903.81.91,steel,2025-08-18',
        '84314900,9903.81.91,steel,2025-08-18',
      ].join('\n'),
    });
    const removal = rows.find((row) => row.key === 'us_s232_annex:8703:2:steel')!;
    expect(removal).toMatchObject({
      status: 'terminated',
      effectiveDate: null,
      expiryDate: new Date('2026-04-06T00:00:00Z'),
      caseNumber: '2026 metals proclamation, annex 2 (removed from Section 232)',
    });
    const derivative = (hsCode: string) =>
      rows.find((row) => row.hsCode === hsCode && row.caseNumber === '9903.81.91')!;
    expect(derivative('87033101')).toMatchObject({
      status: 'terminated',
      expiryDate: new Date('2026-04-06T00:00:00Z'),
    });
    expect(derivative('87031010')).toMatchObject({ status: 'active', expiryDate: null });
    expect(derivative('84314900')).toMatchObject({ status: 'active', expiryDate: null });
    expect(rows.find((row) => row.key === 'us_s232_annex:87031010:1b:steel')).toMatchObject({
      status: 'active',
      expiryDate: null,
    });
  });

  it('refuses a line whose metal cannot be told, naming it', () => {
    expect(() =>
      remedies({
        annex:
          'hts_prefix,annex,metal_type,source,effective_date\n8501,1b,zinc,proclamation,2026-04-06',
      }),
    ).toThrow(/8501 has an unknown metal_type \(zinc\)/);
    expect(() =>
      remedies({
        derivative: 'hts_prefix,ch99_code,derivative_type,effective_date\n8501,9903.88.03,zinc,',
      }),
    ).toThrow(/8501 has neither a Section 232 metal heading/);
  });

  it('labels Section 301 lines section 301 on China, List 4B suspended', () => {
    const rows = remedies({
      s301: 'hts8,list,ch99_code\n72081000,3,9903.88.03\n01019030,4B,9903.88.16',
    });
    expect(rows.find((row) => row.hsCode === '72081000')).toMatchObject({
      remedyType: 'section_301',
      targetedCountries: ['CN'],
      status: 'active',
      dutyAdValorem: 25,
    });
    expect(rows.find((row) => row.hsCode === '01019030')).toMatchObject({ status: 'suspended' });
  });
});

describe('US remedy rows from the bundled files', () => {
  const { lines, chapter99: bundled99 } = parseHtsLines(readBundled('us_hts_2026_rev4.csv.gz'));
  const rows = usRemedyRows({
    s301: readBundled('us_s301_product_lists.csv.gz'),
    s232Derivative: readBundled('us_s232_derivative_products.csv.gz'),
    s232Annex: readBundled('us_s232_annex_products.csv.gz'),
    s232Copper: readBundled('us_s232_copper_products.csv.gz'),
    chapter99: bundled99,
    htsDescriptions: new Map(lines.map((line) => [line.code, line.description])),
    source: 'us_remedies',
    asOf: '2026-04-06',
  });
  const s232 = rows.filter((row) => row.remedyType.startsWith('section_232_'));

  it('labels unwrought and wrought aluminium (7601, 7604-7609) and its castings aluminium', () => {
    const aluminium = s232.filter((row) => /^760[1-9]|^7616995[16]/.test(row.hsCode));
    expect(aluminium.map((row) => row.hsCode)).toEqual(
      expect.arrayContaining(['7601', '7604', '7607', '7609', '7616995160', '7616995170']),
    );
    expect(aluminium.every((row) => row.remedyType === 'section_232_aluminium')).toBe(true);
    // The only steel lines of chapter 76: aluminium stranded wire with a steel core, which the
    // steel derivative lists name.
    expect(
      new Set(
        s232
          .filter((row) => row.hsCode.startsWith('76') && row.remedyType === 'section_232_steel')
          .map((row) => row.hsCode),
      ),
    ).toEqual(new Set(['76141010']));
  });

  it('labels every line with a chapter 99 heading by that heading, copper lines copper', () => {
    for (const row of s232.filter((row) => row.caseNumber?.startsWith('9903.'))) {
      expect(row.remedyType).toBe(`section_232_${metalOfHeading(row.caseNumber!)}`);
    }
    expect(
      s232.filter((row) => row.hsCode.startsWith('74')).map((row) => row.remedyType),
    ).toSatisfy((types: string[]) => types.length > 70 && types.every((t) => t.endsWith('copper')));
  });

  it('keeps every source line: 12,223 Section 301, 946 steel, 340 aluminium, 159 copper', () => {
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.remedyType] = (counts[row.remedyType] ?? 0) + 1;
    expect(counts).toEqual({
      section_301: 12_223,
      section_232_steel: 946,
      section_232_aluminium: 340,
      section_232_copper: 159,
    });
  });

  it('marks the 169 Annex II lines and the derivative lines they remove as ended', () => {
    const ended = s232.filter((row) => row.status === 'terminated');
    const annexII = ended.filter((row) => row.key.startsWith('us_s232_annex:'));
    expect(annexII).toHaveLength(169);
    expect(annexII.every((row) => /:2:(steel|aluminium)$/.test(row.key))).toBe(true);
    const derivatives = ended.filter((row) => row.key.startsWith('us_s232:'));
    expect(derivatives.length).toBeGreaterThan(150);
    expect(new Set(ended.map((row) => new Date(row.expiryDate!).toISOString()))).toEqual(
      new Set(['2026-04-06T00:00:00.000Z']),
    );
    // Milk preparations left the aluminium derivatives; copper lines are not touched by Annex II.
    expect(derivatives.map((row) => row.hsCode)).toContain('04029968');
    expect(
      s232
        .filter((row) => row.remedyType === 'section_232_copper')
        .every((row) => row.status === 'active'),
    ).toBe(true);
  });
});

describe('Japan rate rows from the bundled tariff', () => {
  const nodes = parseJapanCsv(readBundled('jp_customs_tariff_2026-07-09.csv.gz'));
  // Every subheading the file holds counts as an HS 2022 one here.
  const english = new Map(nodes.filter((node) => node.hs6).map((node) => [node.hs6!, 'HS']));
  const rows = [...japanRows(nodes, { source: 'jp_tariff', asOf: '2026-07-09', english })];
  const mfnOf = (code9: string) =>
    rows.find((row) => row.hsCode === code9 && row.tradeAgreement === '');

  it('takes the MFN rates of a line that carries agreement rates only from the line above', () => {
    // 7208.51.011: EPA columns only; the line above reads general 3.9%, WTO free.
    expect(mfnOf('720851011')).toMatchObject({ mfnRate: 'Free', mfnAdValorem: 0 });
    // Boneless beef lines: temporary 38.5% on the line above, under general and WTO (50%).
    expect(mfnOf('020130010')).toMatchObject({ mfnRate: '38.5%', mfnAdValorem: 38.5 });
    expect(rows.filter((row) => row.tradeAgreement === '' && row.mfnRate == null)).toEqual([]);
  });

  it('keeps every season of a line priced by the season of import, counting the higher', () => {
    // Oranges: 16% from June to November, 32% from December to May (the WTO column, below the
    // general rates); free under the EU EPA in both seasons.
    expect(mfnOf('080510000')).toMatchObject({
      mfnRate: '16% (1 Jun-30 Nov); 32% (1 Dec-31 May)',
      mfnAdValorem: 32,
    });
    const oranges = (agreement: string) =>
      rows.find((row) => row.hsCode === '080510000' && row.tradeAgreement === agreement);
    expect(oranges('JP-EU')).toMatchObject({ preferentialRate: 'Free', preferentialAdValorem: 0 });
    // Mexico's EPA: within its quota only, a different rate each season.
    expect(oranges('JP-MX')).toMatchObject({
      preferentialRate:
        'within the tariff quota: 5% (1 Jun-30 Nov); within the tariff quota: 10% (1 Dec-31 May)',
      preferentialAdValorem: 10,
    });
    // Australia's EPA frees oranges from June to September; the other season has no preference.
    expect(oranges('JP-AU')?.preferentialRate).toBe(
      '1 Jun-30 Sep: Free (1 Jun-30 Nov); no preference (1 Dec-31 May)',
    );
    // Grapes: the winter season is the cheaper one, and ends with February.
    expect(mfnOf('080610000')).toMatchObject({
      mfnRate: '17% (1 Mar-31 Oct); 7.8% (1 Nov-end Feb)',
      mfnAdValorem: 17,
    });
    expect(rows.filter((row) => row.hsCode === '080510000')).toHaveLength(
      new Set(rows.filter((row) => row.hsCode === '080510000').map((r) => r.tradeAgreement)).size,
    );
  });

  it('applies a free national rate over a specific WTO binding', () => {
    // Cigarettes: temporary rate free; gin: general rate free.
    expect(mfnOf('240220000')).toMatchObject({ mfnRate: 'Free', mfnAdValorem: 0 });
    expect(mfnOf('220850000')).toMatchObject({ mfnRate: 'Free', mfnAdValorem: 0 });
  });
});

describe('EU CET rows re-keyed to HS 2022', () => {
  const validHs6 = new Set(
    parseCsv(readBundled('harmonized-system.csv.gz'))
      .filter((row) => row.level === '6')
      .map((row) => row.hscode!),
  );
  const rows = euCetRows(readBundled('uk_global_tariff_2021_with_eu_cet_2020.csv.gz'), {
    source: 'eu_cet',
    asOf: '2020-12-02',
    correlation: parseCorrelation(readBundled('hs2022_hs2017_correlation.csv.gz')),
    validHs6,
  });

  it('prices a subheading HS 2022 kept with its own lines, not those of codes that gave it scope', () => {
    // HS 2022 added insects to 1601 (from 0410): turtles' eggs at 7.7% once priced sausages.
    const sausages = rows.filter((row) => row.hs6 === '160100');
    expect(sausages.length).toBeGreaterThan(0);
    expect(sausages.every((row) => row.hsCode.startsWith('1601'))).toBe(true);
    expect(sausages.some((row) => /re-keyed/.test(row.productDescription))).toBe(false);
    expect(sausages[0]!.mfnRate).toBe('15.4%');
  });

  it('prices a rate by season of import at its highest season', () => {
    // Roses: 8.5% from November to May, 12% from June to October.
    expect(rows.find((row) => row.hsCode === '06031100')).toMatchObject({
      mfnRate: '8.50% (01 JAN-31 MAY, 1 NOV-31 DEC), 12.00% (01 JUN-31 OCT)',
      mfnAdValorem: 12,
    });
  });
});
