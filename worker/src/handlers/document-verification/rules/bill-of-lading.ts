import { checkFields } from '../findings';
import { findLabelledValue } from '../text-fields';
import type { DocumentRule } from '../types';
import { findIdentifier, findParty } from './common';

const BL_NUMBER_LABELS = [
  'b/l no.',
  'b/l number',
  'b/l #',
  'b/l ref.',
  'bl no.',
  'bl number',
  'bol no.',
  'bol number',
  'bill of lading no.',
  'bill of lading number',
  'bill of lading #',
];
const SHIPPER_LABELS = ['shipper', 'shipper/exporter', 'consignor', 'exporter'];
const CONSIGNEE_LABELS = ['consignee'];
const LOADING_LABELS = ['port of loading', 'loading port', 'pol', 'port of shipment'];
const DISCHARGE_LABELS = ['port of discharge', 'discharge port', 'pod', 'port of unloading'];

const findPort = (text: string, labels: string[]) =>
  findLabelledValue(text, labels, { accept: (value) => /\p{L}{3}/u.test(value) });

/** Spec: shipper, consignee, ports of loading and discharge; a missing B/L number only warns. */
export const checkBillOfLading: DocumentRule = ({ text }) =>
  checkFields([
    {
      key: 'blNumber',
      value: findIdentifier(text, BL_NUMBER_LABELS),
      missing: 'Missing B/L number',
      severity: 'warning',
      describe: (value) => `B/L ${value}`,
    },
    {
      key: 'shipper',
      value: findParty(text, SHIPPER_LABELS),
      missing: 'Missing shipper',
      describe: (value) => `shipper ${value}`,
    },
    {
      key: 'consignee',
      value: findParty(text, CONSIGNEE_LABELS),
      missing: 'Missing consignee',
      describe: (value) => `consignee ${value}`,
    },
    {
      key: 'portOfLoading',
      value: findPort(text, LOADING_LABELS),
      missing: 'Missing port of loading',
      describe: (value) => `from ${value}`,
    },
    {
      key: 'portOfDischarge',
      value: findPort(text, DISCHARGE_LABELS),
      missing: 'Missing port of discharge',
      describe: (value) => `to ${value}`,
    },
  ]);
