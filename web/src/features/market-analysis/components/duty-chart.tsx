import type { MarketComparisonResult } from '@compliance/contracts';
import { BarChart } from '@mui/x-charts/BarChart';

import { formatDutyPercent } from './market-result-figures';

/**
 * Effective duty per market next to its MFN rate. Only markets with an ad valorem figure are
 * drawn; the caller lists the others as 'no data' so a missing bar is never read as zero, and a
 * bar that leaves a duty out is labelled "at least".
 * Loaded lazily: the charts library is a chunk of its own.
 */
const DutyChart = ({ results }: { results: MarketComparisonResult[] }) => {
  const charted = results.filter((result) => result.effectiveRate !== null);
  const highest = Math.max(
    0,
    ...charted.flatMap((result) => [result.effectiveRate ?? 0, result.mfn?.adValorem ?? 0]),
  );
  return (
    <BarChart
      height={Math.max(160, 56 * charted.length + 60)}
      layout="horizontal"
      margin={{ left: 8, right: 56 }}
      dataset={charted.map((result) => ({
        market: result.marketName,
        effective: result.effectiveRate,
        mfn: result.mfn?.adValorem ?? null,
      }))}
      yAxis={[{ scaleType: 'band', dataKey: 'market', width: 120 }]}
      xAxis={[
        {
          label: 'Duty (%)',
          min: 0,
          // Every market duty-free: an axis of 0-5% rather than a degenerate 0-0 scale. Otherwise
          // room past the longest bar for its label, which the plot area would clip.
          max: highest === 0 ? 5 : Math.ceil(highest * 1.15),
          tickMinStep: 0.5,
          valueFormatter: (value: number) => `${Number(value.toFixed(2))}`,
        },
      ]}
      series={[
        {
          dataKey: 'effective',
          label: 'Effective duty',
          valueFormatter: (value) => (value === null ? 'no data' : formatDutyPercent(value)),
          color: '#2563eb',
          // A bar that leaves a duty out is a floor, and says so.
          barLabel: (item) =>
            item.value === null
              ? null
              : `${charted[item.dataIndex]?.uncounted.length ? 'at least ' : ''}${formatDutyPercent(item.value)}`,
          barLabelPlacement: 'outside',
        },
        {
          dataKey: 'mfn',
          label: 'MFN rate',
          valueFormatter: (value) => (value === null ? 'no data' : formatDutyPercent(value)),
          color: '#cbd5e1',
        },
      ]}
      grid={{ vertical: true }}
      borderRadius={4}
    />
  );
};

export default DutyChart;
