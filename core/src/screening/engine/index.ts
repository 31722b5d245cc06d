/**
 * In-process watchlist screening engine: pure TypeScript, no server infrastructure, so both the
 * API and the worker can import it (`@compliance/core/screening/engine`).
 */
export * from '../parsers';
export { buildIndex, type BuildIndexOptions, type ScreeningIndex } from './build-index';
export { DEFAULT_LIMIT, DEFAULT_THRESHOLD, REPORT_FLOOR } from './constants';
export { toIso2 } from './countries';
export { type NameToken, type PreparedName, prepareName, reorderLastFirst } from './normalize';
export * from './types';
