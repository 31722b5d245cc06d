import { checkFields, finding, mergeResults } from '../findings';
import { findLabelledValue, hasAny } from '../text-fields';
import type { DocumentRule, RuleResult } from '../types';

const PACKAGE_LABELS = [
  'total packages',
  'number of packages',
  'no. of packages',
  'total no. of packages',
  'packages',
  'total cartons',
  'number of cartons',
  'no. of cartons',
  'cartons',
  'total pallets',
  'no. of pallets',
  'pallets',
  'total pkgs',
  'pkgs',
  'total ctns',
  'ctns',
];
const PACKAGE_WORDS =
  'cartons?|packages?|pkgs?|ctns?|pallets?|cases?|boxes|crates?|drums?|bags?|bales?|rolls?';
const COUNT_WITH_NOUN = new RegExp(`\\b(\\d[\\d,]*)[ \\t]*(?:x[ \\t]*)?(${PACKAGE_WORDS})\\b`, 'i');

const findPackages = (text: string): string | null => {
  const labelled = findLabelledValue(text, PACKAGE_LABELS, {
    value: `\\d[\\d,]*(?:\\s*(?:${PACKAGE_WORDS}))?`,
    colonOptional: true,
  });
  if (labelled) return labelled;
  const counted = COUNT_WITH_NOUN.exec(text);
  return counted ? `${counted[1]} ${counted[2]}` : null;
};

const UNIT = '(kgs?|kilograms?|lbs?|pounds?|tonnes?|mt)\\b';
const WEIGHT_LABELS = {
  grossWeight: ['gross weight', 'total gross weight', 'g.w.', 'gw', 'gross wt.', 'gross mass'],
  netWeight: ['net weight', 'total net weight', 'n.w.', 'nw', 'net wt.', 'net mass'],
};

/** "1,152.5 kg", with the unit after the number or in the label ("Gross Weight (kg): 1,152.5"). */
const findWeight = (text: string, labels: string[]): { value: string; hasUnit: boolean } | null => {
  const value = findLabelledValue(text, labels, {
    value: `\\d[\\d,.]*(?:\\s*${UNIT})?`,
    colonOptional: true,
  });
  if (value === null) return null;
  if (new RegExp(UNIT, 'i').test(value)) return { value, hasUnit: true };
  const labelUnit = new RegExp(
    `(?:${labels.map((label) => label.replace(/[.]/g, '\\.?').replace(/ /g, '\\s+')).join('|')})\\s*\\(\\s*${UNIT}\\s*\\)`,
    'i',
  ).exec(text)?.[1];
  return labelUnit ? { value: `${value} ${labelUnit}`, hasUnit: true } : { value, hasUnit: false };
};

const checkWeights = (text: string): RuleResult => {
  const result: RuleResult = { findings: [], extractedFields: {}, summary: [] };
  for (const [key, labels] of Object.entries(WEIGHT_LABELS)) {
    const weight = findWeight(text, labels);
    if (weight === null) continue;
    result.extractedFields[key] = weight.value;
    result.summary.push(`${key === 'grossWeight' ? 'gross' : 'net'} ${weight.value}`);
    if (!weight.hasUnit) {
      result.findings.push(
        finding.error('weight_without_unit', `Weight ${weight.value} has no unit (kg or lbs)`),
      );
    }
  }
  if (Object.keys(result.extractedFields).length === 0) {
    result.findings.push(finding.error('missing_weight', 'Missing gross or net weight'));
  }
  return result;
};

const DIMENSIONS = [
  /\d+(?:[.,]\d+)?\s*(?:cm|mm|m|in)?\s*[x×*]\s*\d+(?:[.,]\d+)?\s*(?:cm|mm|m|in)?\s*[x×*]\s*\d+/i,
  /\b(?:dimensions?|measurements?)\s*(?:\([^)]*\))?\s*:?\s*\d/i,
  /\d+(?:[.,]\d+)?\s*(?:cbm|m3|m³)\b/i,
];

/** Spec: a packing list lists packages and weights; dimensions are expected but only warn. */
export const checkPackingList: DocumentRule = ({ text }) => {
  const dimensions = hasAny(text, DIMENSIONS);
  return mergeResults(
    checkFields([
      {
        key: 'packages',
        value: findPackages(text),
        missing: 'Missing number of packages',
        describe: (value) => `${value}${/^\d[\d,]*$/.test(value) ? ' packages' : ''}`,
      },
    ]),
    checkWeights(text),
    dimensions
      ? { findings: [], extractedFields: { dimensions: 'present' }, summary: [] }
      : {
          findings: [finding.warning('missing_dimensions', 'Missing package dimensions')],
          extractedFields: {},
          summary: [],
        },
  );
};
