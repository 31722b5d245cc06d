import {
  resolveTariffMarket,
  TARIFF_MARKETS,
  type TariffComparisonRequest,
} from '@compliance/contracts';

export const MARKET_NAMES = TARIFF_MARKETS.map((market) => market.name);

export const marketName = (code: string): string =>
  TARIFF_MARKETS.find((market) => market.code === code)?.name ?? code;

/**
 * Adding a market to the chips: an empty entry or a market already listed is refused with a
 * message; names and codes of the known markets are accepted ('Japan', 'jp').
 */
export const addMarket = (
  markets: readonly string[],
  entry: string,
): { ok: true; markets: string[] } | { ok: false; error: string } => {
  const text = entry.trim();
  if (!text) return { ok: false, error: 'Enter a market to add' };
  const code = resolveTariffMarket(text);
  if (!code) return { ok: false, error: `Unknown market '${text}'. Pick one from the list.` };
  if (markets.includes(code)) return { ok: false, error: `${marketName(code)} is already added` };
  return { ok: true, markets: [...markets, code] };
};

export type ComparisonOptions = {
  originCountry: string;
  customsValue: string;
  currency: string;
  incoterm: string;
};

export const EMPTY_OPTIONS: ComparisonOptions = {
  originCountry: '',
  customsValue: '',
  currency: '',
  incoterm: '',
};

/** The request body: hsCode and targetMarkets, plus the optional figures the user gave. */
export const buildComparisonRequest = ({
  hsCode,
  markets,
  options,
}: {
  hsCode: string;
  markets: readonly string[];
  options: ComparisonOptions;
}): TariffComparisonRequest => {
  const value = Number(options.customsValue);
  return {
    hsCode: hsCode.trim(),
    targetMarkets: [...markets],
    ...(options.originCountry.trim() && {
      originCountry: options.originCountry.trim().toUpperCase(),
    }),
    ...(options.customsValue.trim() && Number.isFinite(value) && { customsValue: value }),
    ...(options.currency && {
      currency: options.currency as TariffComparisonRequest['currency'],
    }),
    ...(options.incoterm && {
      incoterm: options.incoterm as TariffComparisonRequest['incoterm'],
    }),
  };
};
