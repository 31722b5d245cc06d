import type { DocumentType } from '@compliance/contracts';

import type { DocumentRule } from '../types';
import { checkBillOfLading } from './bill-of-lading';
import { checkCertificateOfOrigin } from './certificate-of-origin';
import { checkCommercialInvoice } from './commercial-invoice';
import { checkExportLicense } from './export-license';
import { checkPackingList } from './packing-list';

/** One rule per document type; a new type fails type-checking until it has a rule. */
export const RULES: Record<DocumentType, DocumentRule> = {
  commercial_invoice: checkCommercialInvoice,
  bill_of_lading: checkBillOfLading,
  certificate_of_origin: checkCertificateOfOrigin,
  packing_list: checkPackingList,
  export_license: checkExportLicense,
};
