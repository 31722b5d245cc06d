/**
 * In-process watchlist screening engine: pure TypeScript, no server infrastructure, so both the
 * API and the worker can import it (`@compliance/api/screening-engine`).
 */
export { buildIndex, type BuildIndexOptions, type ScreeningIndex } from './build-index';
export { DEFAULT_LIMIT, DEFAULT_THRESHOLD, REPORT_FLOOR } from './constants';
export { toIso2 } from './countries';
export { prepareName, reorderLastFirst, type NameToken, type PreparedName } from './normalize';
export * from './types';
export * from '../parsers';
