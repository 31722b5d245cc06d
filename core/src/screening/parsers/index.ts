export { dplRowKey, parseBisDpl } from './bis-dpl';
export { parseDelimited, parseDelimitedWithHeader } from './csv';
export { parseDateOrRange, parseSingleDate } from './dates';
export { loadWatchlistDirectory } from './load-directory';
export { type OfacLegacyFiles, type OfacSource, parseOfacLegacy } from './ofac-csv';
export { parseIdentifierSegment, parseOfacRemarks } from './ofac-remarks';
export { parseOpenSanctionsFtm } from './opensanctions-ftm';
export { parseUnConsolidatedXml } from './un-xml';
export { parseCslIds, parseUsCsl } from './us-csl';
