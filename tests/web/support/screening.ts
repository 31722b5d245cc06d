import type {
  InternalListEntry,
  KycScreeningDetail,
  ListVersion,
  SanctionsCheckResponse,
  SanctionsScreeningDetail,
  ScreeningMatch,
  ScreeningRun,
  WatchlistListsResponse,
  WatchlistSourceStatus,
} from '@compliance/contracts';
import { http, HttpResponse } from 'msw';

import { server } from './server';

let nextId = 1;
const at = '2025-03-14T09:30:00.000Z';

export const buildMatch = (overrides: Partial<ScreeningMatch> = {}): ScreeningMatch => ({
  entityId: 'us_ofac_sdn:22790',
  list: 'us_ofac_sdn',
  entityType: 'individual',
  name: 'MADURO MOROS, Nicolas',
  matchedName: 'MADURO MOROS, Nicolas',
  score: 0.97,
  match: true,
  programs: ['VENEZUELA'],
  countries: ['VE'],
  explanation: {
    list: 'us_ofac_sdn',
    matchedName: 'MADURO MOROS, Nicolas',
    nameKind: 'primary',
    nameScore: 0.97,
    tokenPairs: [
      { query: 'nicolas', candidate: 'nicolas', similarity: 1, weight: 0.8, method: 'exact' },
      { query: 'maduro', candidate: 'maduro', similarity: 1, weight: 1.4, method: 'exact' },
    ],
    unmatchedQueryTokens: [],
    unmatchedCandidateTokens: ['moros'],
    adjustments: [
      { factor: 'country', delta: 0.02, detail: 'Country Venezuela matches the listed VE' },
    ],
    summary: 'Strong match on the primary name: 2 of 3 listed tokens agree exactly.',
  },
  ...overrides,
});

export const buildListVersion = (overrides: Partial<ListVersion> = {}): ListVersion => ({
  source: 'us_ofac_sdn',
  kind: 'official',
  category: 'sanctions',
  versionId: 1,
  asOf: '2023-01-10',
  loadedAt: at,
  entityCount: 8123,
  ...overrides,
});

const base = () => {
  const id = nextId++;
  return { id, screenedAt: at, updatedAt: at, matchCount: 0, candidateCount: 0, topScore: null };
};

export const buildKycScreening = (
  overrides: Partial<KycScreeningDetail> = {},
): KycScreeningDetail => ({
  ...base(),
  entityName: 'Acme Trading GmbH',
  entityType: 'company',
  identificationNumber: null,
  country: 'Germany',
  address: null,
  dateOfBirth: null,
  notes: null,
  screeningResult: 'clear',
  riskLevel: 'low',
  isPEP: false,
  isBlacklisted: false,
  sanctionsMatch: false,
  amlFlags: [],
  matches: [],
  listVersions: [buildListVersion()],
  reasons: ['No candidate reached the match threshold on any loaded list.'],
  ...overrides,
});

export const buildSanctionsScreening = (
  overrides: Partial<SanctionsScreeningDetail> = {},
): SanctionsScreeningDetail => ({
  ...base(),
  entityName: 'Blue Ocean Shipping',
  entityType: 'company',
  screeningResult: 'clear',
  riskLevel: 'low',
  notes: null,
  overrideReason: null,
  decidedBy: null,
  suggestedResult: 'clear',
  suggestedRiskLevel: 'low',
  overridden: false,
  matches: [],
  listVersions: [buildListVersion()],
  reasons: [],
  ...overrides,
});

export const buildCheck = (
  overrides: Partial<SanctionsCheckResponse> = {},
): SanctionsCheckResponse => ({
  suggestedResult: 'blocked',
  suggestedRiskLevel: 'high',
  reasons: ['Strong match (97%) on the OFAC SDN list.'],
  candidates: [buildMatch()],
  threshold: 0.85,
  listVersions: [buildListVersion()],
  ...overrides,
});

export const buildSource = (
  overrides: Partial<WatchlistSourceStatus> = {},
): WatchlistSourceStatus => ({
  id: 'us_ofac_sdn',
  name: 'OFAC Specially Designated Nationals (SDN) List',
  kind: 'official',
  category: 'sanctions',
  description: null,
  entityCount: 8123,
  current: {
    id: 1,
    sha256: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    entityCount: 8123,
    nameCount: 20000,
    asOf: '2023-01-10',
    origin: 'bundled',
    loadedAt: at,
  },
  ageDays: 800,
  stale: true,
  staleReason: 'The snapshot is 800 days old (limit 30).',
  bundled: true,
  ...overrides,
});

export const buildRun = (overrides: Partial<ScreeningRun> = {}): ScreeningRun => ({
  id: 41,
  kind: 'watchlist_refresh',
  status: 'running',
  total: 5,
  processed: 2,
  hits: 0,
  progress: 40,
  error: null,
  results: null,
  createdAt: at,
  updatedAt: at,
  finishedAt: null,
  ...overrides,
});

export const buildLists = (
  overrides: Partial<WatchlistListsResponse> = {},
): WatchlistListsResponse => ({
  sources: [
    buildSource(),
    buildSource({
      id: 'un_sc',
      name: 'UN Security Council Consolidated List',
      entityCount: 1002,
      stale: false,
      staleReason: null,
      bundled: false,
      ageDays: 3,
    }),
  ],
  internalLists: { blacklist: 1, pep: 0 },
  staleAfterDays: 30,
  lastRefresh: null,
  ...overrides,
});

export const buildEntry = (overrides: Partial<InternalListEntry> = {}): InternalListEntry => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    list: 'blacklist',
    entityId: `internal_blacklist:${id}`,
    name: 'Shady Imports Ltd',
    entityType: 'company',
    country: 'PA',
    dateOfBirth: null,
    aliases: ['Shady Imports'],
    identifiers: [],
    notes: 'Payment fraud in 2024',
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
};

/** The lists call every screening screen makes (coverage line, source names). */
export const serveLists = (lists: WatchlistListsResponse = buildLists()) => {
  server.use(
    http.get('/api/screening/lists', () => HttpResponse.json(lists)),
    // No decisions recorded yet on any screening's matches.
    http.get('/api/screening/reviews', () => HttpResponse.json([])),
  );
};
