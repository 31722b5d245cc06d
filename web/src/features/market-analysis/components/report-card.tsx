import { formatHsCode, isFullyCounted } from '@compliance/contracts';
import type { MarketAnalysisReport } from '@compliance/contracts';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { lazy, Suspense } from 'react';

import { Badge, SpecBadge, type BadgeTone } from '../../../components/status-badge';
import { countryName, formatDateTime } from '../../../lib/format';
import { marketName } from '../comparison-form';

import { MarketResults } from './market-results';

const DutyChart = lazy(() => import('./duty-chart'));

const STATUS_TONES: Record<string, BadgeTone> = {
  pending: 'default',
  running: 'info',
  completed: 'success',
  failed: 'error',
};

/** "2 of 5 markets" when the score leaves markets out (no data, or duties not counted). */
const scoreCoverage = (report: MarketAnalysisReport) => {
  const scored = report.results.filter(isFullyCounted).length;
  const total = report.results.length;
  return scored > 0 && scored < total ? `${scored} of ${total} markets` : null;
};

/** Competitiveness score: above 70 default, above 40 secondary, otherwise destructive. */
export const ScoreBadge = ({
  score,
  coverage = null,
}: {
  score: number | null;
  coverage?: string | null;
}) => {
  if (score === null) return <Badge appearance="outlined" label="No score" />;
  const variant = score > 70 ? 'default' : score > 40 ? 'secondary' : 'destructive';
  return (
    <SpecBadge
      variant={variant}
      label={`Score ${Math.round(score)}${coverage ? ` · ${coverage}` : ''}`}
    />
  );
};

const Progress = ({ report }: { report: MarketAnalysisReport }) => {
  const total = report.targetMarkets.length;
  const done = Math.min(total, Math.round((report.progress / 100) * total));
  return (
    <Box role="status" aria-label="Comparison progress">
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.75 }}>
        <Typography variant="body2">
          {report.status === 'pending'
            ? 'Queued: waiting for a worker...'
            : `Comparing markets: ${done} of ${total} done`}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {report.progress}%
        </Typography>
      </Stack>
      <LinearProgress
        variant={report.status === 'pending' ? 'indeterminate' : 'determinate'}
        value={report.progress}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
};

const TextList = ({ title, items }: { title: string; items: string[] }) =>
  items.length === 0 ? null : (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Stack>
    </Box>
  );

const Completed = ({ report }: { report: MarketAnalysisReport }) => {
  const noData = report.results.filter((result) => result.effectiveRate === null);
  const mfnOnly = report.results.filter(
    (result) => result.effectiveRate !== null && result.preferencesLoaded === false,
  );
  const partial = report.results.filter(
    (result) => result.effectiveRate !== null && result.uncounted.length > 0,
  );
  const charted = report.results.length - noData.length;
  return (
    <Stack spacing={2.5}>
      <Box component="figure" aria-label="Effective duty by market" sx={{ m: 0 }}>
        <Typography variant="subtitle2" component="figcaption" sx={{ mb: 0.5 }}>
          Effective duty by market
        </Typography>
        {charted > 0 ? (
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
            <DutyChart results={report.results} />
          </Suspense>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No market has an ad valorem figure to chart.
          </Typography>
        )}
        {noData.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="div">
            Not charted (no data or not ad valorem):{' '}
            {noData.map((result) => result.marketName).join(', ')}
          </Typography>
        )}
        {mfnOnly.length > 0 && (
          <Typography variant="caption" color="warning.main" component="div">
            MFN rate only, preferential rates not loaded:{' '}
            {mfnOnly.map((result) => result.marketName).join(', ')}
          </Typography>
        )}
        {partial.length > 0 && (
          <Typography variant="caption" color="warning.main" component="div">
            Bars marked &ldquo;at least&rdquo; (&ldquo;&ge;&rdquo; on a phone) leave duties out:{' '}
            {partial.map((result) => result.marketName).join(', ')}
          </Typography>
        )}
      </Box>
      <MarketResults report={report} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' },
        }}
      >
        <TextList title="Findings" items={report.findings} />
        <TextList title="Recommendations" items={report.recommendations} />
      </Box>
    </Stack>
  );
};

type Props = { report: MarketAnalysisReport; expanded: boolean; onToggle: () => void };

export const ReportCard = ({ report, expanded, onToggle }: Props) => {
  const origin = report.originCountry ? ` · from ${countryName(report.originCountry)}` : '';
  // The value the duty is taken on, and the Incoterm it is quoted on: '$10,000.00 EXW'.
  const value =
    report.customsValue !== null
      ? ` · ${new Intl.NumberFormat('en-US', { style: 'currency', currency: report.currency ?? 'USD' }).format(report.customsValue)}${report.incoterm ? ` ${report.incoterm}` : ''}`
      : '';
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      data-testid="report-card"
      data-report-id={report.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, '&::before': { display: 'none' } }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, width: '100%', pr: 1 }}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {report.analysisName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {report.hsCode && `HS ${formatHsCode(report.hsCode)} · `}
              {report.targetMarkets.map(marketName).join(', ')}
              {origin}
              {value} · {formatDateTime(report.generatedAt ?? report.createdAt)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <Badge tone={STATUS_TONES[report.status] ?? 'default'} label={report.status} />
            {report.status === 'completed' && (
              <ScoreBadge score={report.competitivenessScore} coverage={scoreCoverage(report)} />
            )}
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {report.productDescription && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {report.productDescription}
          </Typography>
        )}
        {report.status === 'failed' ? (
          <Alert severity="error">
            The comparison failed: {report.error ?? 'no reason was recorded'}
          </Alert>
        ) : report.status === 'completed' ? (
          <Completed report={report} />
        ) : (
          <Progress report={report} />
        )}
      </AccordionDetails>
    </Accordion>
  );
};
