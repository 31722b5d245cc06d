import { checkFields, finding, mergeResults } from '../findings';
import { findCountry } from '../reference-data';
import { findLabelledValue } from '../text-fields';
import type { DocumentRule, RuleResult } from '../types';
import { findParty } from './common';

const ORIGIN_LABELS = [
  'country of origin',
  'country of origin of the goods',
  'country of origin of goods',
  'origin country',
  'origin of goods',
  'origin',
];
// Certificates often state origin in a sentence: "... the goods described above originate in Japan".
const ORIGIN_SENTENCE = /\boriginat(?:e|es|ed|ing)\s+(?:in|from)\s+(?:the\s+)?([^\n.;]{2,60})/i;

const checkOrigin = (text: string): RuleResult => {
  const written =
    findLabelledValue(text, ORIGIN_LABELS) ?? ORIGIN_SENTENCE.exec(text)?.[1]?.trim() ?? null;
  if (written === null) {
    return {
      findings: [finding.error('missing_country_of_origin', 'Missing country of origin')],
      extractedFields: {},
      summary: [],
    };
  }
  const country = findCountry(written);
  if (!country) {
    return {
      findings: [
        finding.error(
          'invalid_country_of_origin',
          `Country of origin "${written}" is not a recognised country`,
        ),
      ],
      extractedFields: { countryOfOriginText: written },
      summary: [],
    };
  }
  return {
    findings: [],
    extractedFields: { countryOfOrigin: country.name, countryOfOriginCode: country.iso2 },
    summary: [`origin ${country.name} (${country.iso2})`],
  };
};

/** Spec: the certificate names the country of origin; plus the exporter, consignee (warning). */
export const checkCertificateOfOrigin: DocumentRule = ({ text }) =>
  mergeResults(
    checkOrigin(text),
    checkFields([
      {
        key: 'exporter',
        value: findParty(text, ['exporter', 'consignor', 'shipper', 'seller', "exporter's name"]),
        missing: 'Missing exporter',
        describe: (value) => `exporter ${value}`,
      },
      {
        key: 'consignee',
        value: findParty(text, ['consignee', 'importer', 'buyer', "consignee's name"]),
        missing: 'Missing consignee',
        severity: 'warning',
        describe: (value) => `consignee ${value}`,
      },
    ]),
  );
