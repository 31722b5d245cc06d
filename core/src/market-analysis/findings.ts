// What a finished tariff comparison says in words, and its score. Only a market whose figure
// leaves nothing known out (an ad valorem effective rate, no uncounted duty, its preferences
// loaded) is ranked or scored: a market with an uncounted duty (a remedy whose rate is not loaded,
// the specific part of a compound duty) could cost more than its figure, one without its
// preferential rates less, so each is named as not ranked, never as the cheapest. Markets at the
// same rate are named together, and the score says which markets it covers. Caveats that hold for
// every market of a kind (IEEPA duties, trade defence measures not loaded) are in the notes and
// the scope finding, not in the ranking: counting them would leave nothing ever ranked.
//
// Competitiveness score (0-100): per such market, max(0, 100 - 2.5 x effective rate %);
// the report's score is the mean over those markets, rounded. None: no score (null).
import { isFullyCounted, type MarketComparisonResult } from '@compliance/contracts';

const round2 = (value: number) => Math.round(value * 100) / 100;
const names = (results: MarketComparisonResult[]) =>
  new Intl.ListFormat('en', { type: 'conjunction' }).format(results.map((r) => r.marketName));

/** 'section_232_aluminum' → 'Section 232 aluminum'. */
export const remedyName = (remedyType: string) =>
  remedyType.charAt(0).toUpperCase() + remedyType.slice(1).replace(/_/g, ' ');

const competitivenessScore = (results: MarketComparisonResult[]): number | null => {
  const rates = results.filter(isFullyCounted).map((r) => r.effectiveRate!);
  if (!rates.length) return null;
  return Math.round(
    rates.reduce((sum, rate) => sum + Math.max(0, 100 - 2.5 * rate), 0) / rates.length,
  );
};

/** Why a market is not in the ranking or the score; null when it is. */
const whyNotCounted = (r: MarketComparisonResult) =>
  r.status === 'no_data'
    ? 'no data'
    : r.effectiveRate === null
      ? 'no ad valorem rate'
      : r.uncounted.length
        ? 'duties not counted'
        : r.preferencesLoaded === false
          ? 'preferential rates not loaded'
          : null;

const money = (value: number, currency: string | null) =>
  currency
    ? new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value)
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The market's own goods: no duty, and the MFN rate only as what goods from outside pay. */
const homeMarketFinding = (r: MarketComparisonResult, currency: string | null) =>
  [
    `${r.marketName}: the origin's own market, no import duty`,
    r.dutyAmount != null ? `duty ${money(r.dutyAmount, currency)}` : null,
    r.mfn
      ? `goods from outside pay MFN ${r.mfn.text}${r.mfn.stale ? ` (stale, as of ${r.mfn.asOf})` : ''}`
      : null,
  ]
    .filter(Boolean)
    .join('; ');

const marketFinding = (r: MarketComparisonResult, currency: string | null) => {
  if (r.status === 'no_data')
    return `${r.marketName}: ${(r.noDataReason ?? 'No data').replace(/^No data: /, 'no data; ')}`;
  if (r.homeMarket) return homeMarketFinding(r, currency);
  const parts = [
    `${r.marketName}: MFN ${r.mfn?.text ?? 'n/a'}${r.mfn?.stale ? ` (stale, as of ${r.mfn.asOf})` : ''}`,
  ];
  if (r.preferential) parts.push(`${r.preferential.agreementName} ${r.preferential.rate.text}`);
  if (r.additionalDuties.length)
    parts.push(
      `additional duties: ${r.additionalDuties.map((d) => `${remedyName(d.remedyType).toLowerCase()} ${d.rate.adValorem != null ? `${d.rate.adValorem}%` : d.rate.text}`).join(', ')}`,
    );
  parts.push(
    r.effectiveRate != null ? `effective ${r.effectiveRate}%` : 'effective rate not ad valorem',
  );
  if (r.uncounted.length) parts.push(`not counted: ${r.uncounted.join('; ')}`);
  if (r.dutyAmount != null) parts.push(`duty ${money(r.dutyAmount, currency)}`);
  return parts.join('; ');
};

/** Which markets the score covers, which it leaves out and why, and which rates are stale. */
const scoreCoverage = (results: MarketComparisonResult[], score: number | null) => {
  const left = results.filter((r) => whyNotCounted(r) !== null);
  const leftOut = left.map((r) => `${r.marketName} (${whyNotCounted(r)})`).join(', ');
  if (score === null)
    return `No competitiveness score: every figure leaves something out (${leftOut}).`;
  const scored = results.filter(isFullyCounted);
  // The market's own goods pay nothing there, however old its MFN rate.
  const stale = scored.filter((r) => r.mfn?.stale && !r.homeMarket);
  return [
    `Competitiveness score ${score} covers ${scored.length} of ${results.length} market${results.length === 1 ? '' : 's'}`,
    left.length ? `; not scored: ${leftOut}` : '',
    stale.length
      ? `; scored on a stale rate: ${stale.map((r) => `${r.marketName} (as of ${r.mfn!.asOf})`).join(', ')}`
      : '',
    '.',
  ].join('');
};

/** The lowest and highest fully counted markets, ties named together, and what is not ranked. */
const ranking = (results: MarketComparisonResult[]) => {
  if (results.length < 2) return [];
  const lines: string[] = [];
  const full = results.filter(isFullyCounted).sort((a, b) => a.effectiveRate! - b.effectiveRate!);
  if (full.length === 1) {
    lines.push(
      `Only ${full[0]!.marketName}'s figure leaves out no known duty or preference: ${full[0]!.effectiveRate}%.`,
    );
  } else if (full.length > 1) {
    const best = full[0]!.effectiveRate!;
    const worst = full.at(-1)!.effectiveRate!;
    const among =
      full.length < results.length
        ? ` among the ${full.length} markets whose figures leave nothing known out`
        : '';
    const lowest = full.filter((r) => r.effectiveRate === best);
    if (best === worst) {
      lines.push(`Same effective duty in ${names(full)}: ${best}%.`);
    } else {
      lines.push(
        `Lowest effective duty${among}: ${names(lowest)} at ${best}%${lowest.length > 1 ? ', tied' : ''}.`,
      );
      const highest = full.filter((r) => r.effectiveRate === worst);
      lines.push(
        `Highest${among}: ${names(highest)} at ${worst}% (${round2(worst - best)} points more).`,
      );
    }
  } else {
    lines.push(
      'Every figure leaves a known duty or a preference out, so none is named the lowest.',
    );
  }
  for (const r of results) {
    if (r.effectiveRate !== null && r.uncounted.length)
      lines.push(
        `${r.marketName} is not ranked: its ${r.effectiveRate}% leaves out ${r.uncounted.join('; ')}.`,
      );
    else if (r.effectiveRate !== null && r.preferencesLoaded === false)
      lines.push(
        `${r.marketName} is not ranked: its ${r.effectiveRate}% is the MFN rate; its preferential rates are not loaded, and the origin may pay less.`,
      );
  }
  return lines;
};

export const writeFindings = (results: MarketComparisonResult[], currency: string | null) => {
  const score = competitivenessScore(results);
  const findings = results.map((r) => marketFinding(r, currency));
  if (results.some((r) => r.status === 'ok'))
    findings.push(
      "Scope: customs duties (MFN, and preferential where the schedule holds them) and the trade remedies loaded for each market; each market's notes name what is not counted.",
    );
  if (results.length) findings.push(scoreCoverage(results, score));
  const recommendations = ranking(results);
  for (const r of results) {
    if (
      r.preferential &&
      r.mfn?.adValorem != null &&
      r.preferential.rate.adValorem != null &&
      r.preferential.rate.adValorem < r.mfn.adValorem
    ) {
      recommendations.push(
        `${r.marketName}: claim ${r.preferential.agreementName} (${r.preferential.rate.text} instead of ${r.mfn.text}) with proof of origin.`,
      );
    }
    if (r.additionalDuties.some((d) => d.remedyType === 'section_301')) {
      recommendations.push(
        `${r.marketName}: Section 301 duties apply to this origin; check the exclusions and consider another origin.`,
      );
    }
    if (r.mfn?.stale && !r.homeMarket)
      recommendations.push(
        `${r.marketName}: the rate is from ${r.mfn.asOf}; confirm against the current tariff before pricing.`,
      );
    if (r.status === 'no_data')
      recommendations.push(
        `${r.marketName}: no rate loaded; obtain the national tariff before quoting.`,
      );
  }
  return { competitivenessScore: score, findings, recommendations };
};
