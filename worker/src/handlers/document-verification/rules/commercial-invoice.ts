import { checkFields } from '../findings';
import type { DocumentRule } from '../types';
import { findCurrency, findIdentifier, findParty, findTotal } from './common';

export const INVOICE_NUMBER_LABELS = [
  'invoice number',
  'invoice no.',
  'invoice nr.',
  'invoice #',
  'invoice ref.',
  'invoice reference',
  'invoice id',
  'inv. no.',
];
export const SELLER_LABELS = [
  'seller',
  'exporter',
  'shipper',
  'sold by',
  'vendor',
  'supplier',
  'seller/exporter',
  'exporter/seller',
  'shipper/exporter',
  'seller (exporter)',
];
export const BUYER_LABELS = [
  'buyer',
  'importer',
  'consignee',
  'sold to',
  'bill to',
  'billed to',
  'customer',
  'purchaser',
  'buyer/importer',
  'importer/buyer',
  'buyer (importer)',
];

/** Spec: a commercial invoice names an invoice number, seller, buyer, currency and total. */
export const checkCommercialInvoice: DocumentRule = ({ text }) => {
  const total = findTotal(text);
  const currency = findCurrency(text);
  return checkFields([
    {
      key: 'invoiceNumber',
      value: findIdentifier(text, INVOICE_NUMBER_LABELS),
      missing: 'Missing invoice number',
      describe: (value) => `invoice number ${value}`,
    },
    {
      key: 'seller',
      value: findParty(text, SELLER_LABELS),
      missing: 'Missing seller/exporter',
      describe: (value) => `seller ${value}`,
    },
    {
      key: 'buyer',
      value: findParty(text, BUYER_LABELS),
      missing: 'Missing buyer/importer',
      describe: (value) => `buyer ${value}`,
    },
    { key: 'currency', value: currency, missing: 'Missing currency' },
    {
      key: 'totalAmount',
      value: total,
      missing: 'Missing total amount',
      describe: (value) =>
        `total ${currency && !value.includes(currency) ? `${currency} ` : ''}${value}`,
    },
  ]);
};
