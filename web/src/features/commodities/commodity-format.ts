/** An average tariff rate as a percentage, or 'N/A' when unknown. */
export const formatTariff = (rate: number | null | undefined): string =>
  rate == null ? 'N/A' : `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;

/** Up to 5 compliance requirement badges, then '+N more'. */
export const MAX_REQUIREMENT_BADGES = 5;

export const splitRequirements = (requirements: readonly string[]) => ({
  shown: requirements.slice(0, MAX_REQUIREMENT_BADGES),
  more: Math.max(0, requirements.length - MAX_REQUIREMENT_BADGES),
});
