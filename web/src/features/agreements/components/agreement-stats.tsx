import type { AgreementStats as Stats } from '@compliance/contracts';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { Stack } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';

import { LoadError } from '../../../components/load-error';
import { MetricCard, MetricGrid } from '../../../components/metric-card';
import { errorMessage } from '../../../lib/api-client';

type Tile = {
  key: keyof Stats;
  label: string;
  icon: ReactNode;
  tone?: ComponentProps<typeof MetricCard>['tone'];
  footer?: string;
};

const TILES: Tile[] = [
  { key: 'total', label: 'Total BOAs', icon: <HandshakeOutlinedIcon /> },
  { key: 'active', label: 'Active', icon: <VerifiedOutlinedIcon />, tone: 'success' },
  {
    key: 'digitalOrders',
    label: 'Digital Orders',
    icon: <ReceiptLongOutlinedIcon />,
    tone: 'info',
  },
  {
    key: 'iccCompliant',
    label: 'ICC Compliant',
    icon: <GavelOutlinedIcon />,
    tone: 'secondary',
    footer: 'Rules version 2024',
  },
];

// Four stat placeholders while loading. A failed load shows 'No data', never 0, and says it
// failed with Retry: four 'No data' tiles alone read like a platform without agreements.
export const AgreementStatsCards = ({
  stats,
  loading,
  error,
  onRetry,
}: {
  stats: Stats | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) => (
  <Stack spacing={2}>
    {Boolean(error) && (
      <LoadError onRetry={onRetry}>
        Failed to load the agreement figures. {errorMessage(error)}
      </LoadError>
    )}
    <MetricGrid>
      {TILES.map(({ key, ...tile }) => (
        <MetricCard
          key={key}
          {...tile}
          value={stats === undefined ? 'No data' : stats[key].toLocaleString()}
          loading={loading}
        />
      ))}
    </MetricGrid>
  </Stack>
);
