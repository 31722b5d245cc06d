import type { MarketComparisonResult } from '@compliance/contracts';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

import { formatDutyPercent } from './market-result-figures';

/**
 * Bar labels are clipped to the plot area, so the room for them is headroom on the duty axis, not
 * the chart's margin. Phones: a narrower market axis and the floor written '≥27.6%' (the same
 * meaning as 'at least 27.6%'), the origin's own market '0.0% home', with the headroom sized for
 * the longest label on a ~190 px plot.
 */
export const dutyChartLayout = (phone: boolean) =>
  phone
    ? { axisWidth: 96, margin: { left: 4, right: 16 }, floor: '≥', home: ' home', plotWidth: 190 }
    : {
        axisWidth: 120,
        margin: { left: 8, right: 56 },
        floor: 'at least ',
        home: ' (home market)',
        plotWidth: 480,
      };

/**
 * A bar's label: a bar that leaves a duty out is a floor, and says so; the origin's own market says
 * why it is 0.
 */
export const dutyBarLabel = (
  result: MarketComparisonResult,
  layout: ReturnType<typeof dutyChartLayout>,
) =>
  `${result.uncounted.length ? layout.floor : ''}${formatDutyPercent(result.effectiveRate ?? 0)}${result.homeMarket ? layout.home : ''}`;

/** Caption-size characters are about 7 px wide; 8 px is the gap between a bar and its label. */
const labelWidth = (label: string) => label.length * 7 + 8;

/** The axis end: the highest bar plus room for the longest label past it (at most half the axis). */
export const dutyAxisMax = ({
  highest,
  labels,
  plotWidth,
}: {
  highest: number;
  labels: string[];
  plotWidth: number;
}) => {
  // Every market duty-free: an axis of 0-5% rather than a degenerate 0-0 scale.
  if (highest === 0) return 5;
  const room = Math.min(0.5, Math.max(0.15, Math.max(0, ...labels.map(labelWidth)) / plotWidth));
  return Math.ceil(highest / (1 - room));
};

/**
 * Effective duty per market next to its MFN rate. Only markets with an ad valorem figure are
 * drawn; the caller lists the others as 'no data' so a missing bar is never read as zero, and a
 * bar that leaves a duty out is labelled "at least".
 * Loaded lazily: the charts library is a chunk of its own.
 */
const DutyChart = ({ results }: { results: MarketComparisonResult[] }) => {
  const theme = useTheme();
  const layout = dutyChartLayout(useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true }));
  const charted = results.filter((result) => result.effectiveRate !== null);
  const highest = Math.max(
    0,
    ...charted.flatMap((result) => [result.effectiveRate ?? 0, result.mfn?.adValorem ?? 0]),
  );
  const labels = charted.map((result) => dutyBarLabel(result, layout));
  // A report that finishes while its card is still being laid out (a few pixels wide) would give
  // the plot a negative width, which the browser logs as an invalid SVG attribute: the chart is
  // never narrower than its axis, margins and a little plot.
  const minWidth = layout.axisWidth + layout.margin.left + layout.margin.right + 40;
  return (
    <Box sx={{ minWidth }}>
      <BarChart
        height={Math.max(160, 56 * charted.length + 60)}
        layout="horizontal"
        margin={layout.margin}
        dataset={charted.map((result) => ({
          market: result.marketName,
          effective: result.effectiveRate,
          mfn: result.mfn?.adValorem ?? null,
        }))}
        yAxis={[{ scaleType: 'band', dataKey: 'market', width: layout.axisWidth }]}
        xAxis={[
          {
            label: 'Duty (%)',
            min: 0,
            max: dutyAxisMax({ highest, labels, plotWidth: layout.plotWidth }),
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
            barLabel: (item) => (item.value === null ? null : (labels[item.dataIndex] ?? null)),
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
    </Box>
  );
};

export default DutyChart;
