/**
 * An average tariff rate as a percentage with one decimal ('0.0%' beside '4.0%', not '0%'). The
 * figure is derived from the loaded tariff schedules; without a loaded rate it reads 'N/A' (never
 * 0%).
 */
export const NO_TARIFF_DATA = 'N/A';
export const formatTariff = (rate: number | null | undefined): string =>
  rate == null ? NO_TARIFF_DATA : `${rate.toFixed(1)}%`;

/** Up to 5 compliance requirement badges, then '+N more'. */
export const MAX_REQUIREMENT_BADGES = 5;

export const splitRequirements = (requirements: readonly string[]) => ({
  shown: requirements.slice(0, MAX_REQUIREMENT_BADGES),
  more: Math.max(0, requirements.length - MAX_REQUIREMENT_BADGES),
});
