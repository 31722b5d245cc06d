// Jurisdictions under comprehensive US sanctions (an embargo on nearly all trade, not a list of
// named parties). Source: OFAC, "Sanctions Programs and Country Information" and 31 CFR parts
// 515 (Cuba), 560 (Iran), 510 (North Korea), 542 (Syria) and 589 with Executive Orders 13685
// and 14065 (the Crimea region of Ukraine and the so-called Donetsk and Luhansk People's
// Republics). A declaration whose origin, destination or party address names one is flagged.
// Kept in one place: the server raises the alert and workflow, the web app shows the flag.

export interface SanctionedJurisdiction {
  code: string;
  name: string;
  /** The programme that embargoes it. */
  programme: string;
  /** Lower-case words or phrases that name it in free text (country fields, addresses). */
  terms: readonly string[];
}

export const SANCTIONED_JURISDICTIONS_SOURCE =
  'OFAC comprehensive sanctions programmes (31 CFR 515, 560, 510, 542, 589; EO 13685, EO 14065)';

export const SANCTIONED_JURISDICTIONS: readonly SanctionedJurisdiction[] = [
  { code: 'CU', name: 'Cuba', programme: 'CACR (31 CFR 515)', terms: ['cuba', 'cu', 'cub'] },
  { code: 'IR', name: 'Iran', programme: 'ITSR (31 CFR 560)', terms: ['iran', 'ir', 'irn'] },
  {
    code: 'KP',
    name: 'North Korea',
    programme: 'NKSR (31 CFR 510)',
    terms: ['north korea', 'dprk', 'kp', 'prk', "democratic people's republic of korea"],
  },
  { code: 'SY', name: 'Syria', programme: 'SySR (31 CFR 542)', terms: ['syria', 'sy', 'syr'] },
  {
    code: 'UA-43',
    name: 'Crimea region of Ukraine',
    programme: 'EO 13685',
    terms: ['crimea', 'sevastopol', 'simferopol'],
  },
  {
    code: 'UA-14',
    name: "So-called Donetsk People's Republic",
    programme: 'EO 14065',
    terms: ['donetsk', 'dnr'],
  },
  {
    code: 'UA-09',
    name: "So-called Luhansk People's Republic",
    programme: 'EO 14065',
    terms: ['luhansk', 'lugansk', 'lnr'],
  },
];

const normalise = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z'\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

/**
 * The embargoed jurisdictions a text names. A country field may be a code, so two- and
 * three-letter codes count only when they are the whole field; names and regions count anywhere.
 */
export const sanctionedJurisdictionsIn = (
  text: string | null | undefined,
  { wholeFieldCodes = true }: { wholeFieldCodes?: boolean } = {},
): SanctionedJurisdiction[] => {
  if (!text) return [];
  const hay = normalise(text);
  return SANCTIONED_JURISDICTIONS.filter((j) =>
    j.terms.some((term) =>
      term.length <= 3
        ? wholeFieldCodes && hay.trim() === term
        : // A word starting with the term: "Crimea", "Crimean", "Iranian".
          hay.includes(` ${term}`),
    ),
  );
};

export interface DeclarationJurisdictionFlag {
  field: 'countryOfOrigin' | 'countryOfDestination' | 'consignorAddress' | 'consigneeAddress';
  code: string;
  name: string;
  programme: string;
}

/** Every embargoed jurisdiction a declaration ships from or to, by field. */
export const declarationJurisdictionFlags = (declaration: {
  countryOfOrigin?: string | null;
  countryOfDestination?: string | null;
  consignorAddress?: string | null;
  consigneeAddress?: string | null;
}): DeclarationJurisdictionFlag[] => {
  const fields = [
    ['countryOfOrigin', true],
    ['countryOfDestination', true],
    ['consignorAddress', false],
    ['consigneeAddress', false],
  ] as const;
  return fields.flatMap(([field, wholeFieldCodes]) =>
    sanctionedJurisdictionsIn(declaration[field], { wholeFieldCodes }).map((j) => ({
      field,
      code: j.code,
      name: j.name,
      programme: j.programme,
    })),
  );
};
