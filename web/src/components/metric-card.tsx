import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

import { errorMessage } from '../lib/api-client';
import type { BadgeTone } from './status-badge';

type MetricCardProps = {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  tone?: BadgeTone;
  /** A line under the value: a trend, a hint. */
  footer?: ReactNode;
  loading?: boolean;
};

/**
 * The value's type size: long figures ("$4,882,346.17") step down so they fit beside the icon on a
 * phone's two-column grid and a desktop's four.
 */
const valueSize = (value: ReactNode) => {
  const length = typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;
  if (length > 12) return { xs: '1.05rem', md: '1.25rem' };
  if (length > 8) return { xs: '1.2rem', md: '1.45rem' };
  return { xs: '1.5rem', md: '1.75rem' };
};

/** A labelled number with a tinted icon: the stat tiles of the dashboard and overview panels. */
export const MetricCard = ({
  label,
  value,
  icon,
  tone = 'primary',
  footer,
  loading = false,
}: MetricCardProps) => (
  <Card component="section" aria-label={label} data-testid="metric-card" sx={{ height: '100%' }}>
    <CardContent sx={{ p: { xs: 2, md: 2.5 }, '&:last-child': { pb: { xs: 2, md: 2.5 } } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: icon ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)',
          columnGap: 1.5,
          alignItems: { xs: 'start', sm: 'center' },
          // Phones: the label (two lines) beside the icon, the value below using the full width.
          // From sm up the label has the whole width, so 'Updated in Last 7 Days' stays on one line
          // on a desktop's four columns, and the icon sits beside the value.
          gridTemplateAreas: icon
            ? { xs: '"label icon" "value value"', sm: '"label label" "value icon"' }
            : '"label" "value"',
        }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            gridArea: 'label',
            fontWeight: 500,
            lineHeight: 1.35,
            minHeight: { xs: '2.7em', sm: 0 },
          }}
        >
          {label}
        </Typography>
        {loading ? (
          <Skeleton
            width={64}
            height={40}
            data-testid="metric-skeleton"
            sx={{ gridArea: 'value' }}
          />
        ) : (
          <Typography
            component="p"
            data-testid="metric-value"
            sx={{
              gridArea: 'value',
              fontSize: valueSize(value),
              fontWeight: 700,
              lineHeight: 1.3,
              // A figure longer than the space breaks rather than overflowing.
              overflowWrap: 'anywhere',
            }}
          >
            {value}
          </Typography>
        )}
        {icon && (
          <Box
            aria-hidden
            sx={(theme) => {
              const main = tone === 'default' ? theme.palette.grey[700] : theme.palette[tone].main;
              return {
                gridArea: 'icon',
                display: 'grid',
                placeItems: 'center',
                width: { xs: 34, md: 42 },
                height: { xs: 34, md: 42 },
                borderRadius: 2.5,
                '& svg': { fontSize: { xs: 20, md: 24 } },
                color: main,
                bgcolor: alpha(main, 0.1),
              };
            }}
          >
            {icon}
          </Box>
        )}
      </Box>
      {footer && <Box sx={{ mt: 1 }}>{footer}</Box>}
    </CardContent>
  </Card>
);

/** 2 columns on phones, 4 from md up: the spec's rows of four stat cards. */
export const MetricGrid = ({
  children,
  columns = 4,
}: {
  children: ReactNode;
  columns?: number;
}) => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 1.5, md: 2.5 },
      gridTemplateColumns: {
        xs: 'repeat(2, minmax(0, 1fr))',
        md: `repeat(${columns}, minmax(0, 1fr))`,
      },
      // An odd last tile spans both phone columns instead of leaving a hole.
      '& > :last-child:nth-of-type(odd)': { gridColumn: { xs: 'span 2', md: 'auto' } },
    }}
  >
    {children}
  </Box>
);

/**
 * A screen's summary cards, or, when their figures could not be loaded, an error with Retry in
 * their place: never zeros or skeletons that stay forever.
 */
export const MetricSummary = ({
  error,
  onRetry,
  children,
}: {
  error: Error | null;
  onRetry: () => void;
  children: ReactNode;
}) => (
  <Box sx={{ mb: 3 }}>
    {error ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Could not load the summary figures: {errorMessage(error)}
      </Alert>
    ) : (
      children
    )}
  </Box>
);
