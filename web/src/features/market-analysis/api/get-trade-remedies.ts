import {
  API_PATHS,
  REMEDY_HS_PREFIX_MAX_DIGITS,
  REMEDY_HS_PREFIX_MIN_DIGITS,
  RemedyHsPrefixSchema,
  type TradeRemedy,
} from '@compliance/contracts';

import { usePagedList } from '../../../lib/paged-list';

/** Remedies a page at a time: the US lists alone hold over ten thousand lines. */
export const REMEDY_PAGE_SIZE = 50;

/**
 * Key ['/api/trade-remedies', { hsCode?, limit }, 'pages']: the remedies on `hsPrefix`, the lines
 * under it and those listed at a broader code covering it (filtered on the server, every page), or
 * all of them when it is null.
 */
export const useTradeRemedies = (hsPrefix: string | null) =>
  usePagedList<TradeRemedy>(
    API_PATHS.tradeRemedies,
    { hsCode: hsPrefix ?? undefined },
    { pageSize: REMEDY_PAGE_SIZE },
  );

/** The typed prefix as the API takes it (2-10 digits, dots and spaces dropped), else null. */
export const remedyHsPrefix = (value: string): string | null => {
  const parsed = RemedyHsPrefixSchema.safeParse(value);
  return parsed.success && parsed.data !== '' ? parsed.data : null;
};

/** Why a typed prefix does not filter yet, or '' when it does (or nothing is typed). */
export const remedyHsPrefixHint = (value: string): { text: string; error: boolean } => {
  const digits = value.replace(/[.\s]/g, '');
  if (!digits || remedyHsPrefix(value)) return { text: '', error: false };
  if (!/^\d+$/.test(digits)) return { text: 'Digits only, e.g. 7208 or 8504.40', error: true };
  if (digits.length > REMEDY_HS_PREFIX_MAX_DIGITS)
    return { text: `At most ${REMEDY_HS_PREFIX_MAX_DIGITS} digits`, error: true };
  return { text: `Type at least ${REMEDY_HS_PREFIX_MIN_DIGITS} digits to filter`, error: false };
};
