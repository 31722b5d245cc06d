import AllInclusiveOutlinedIcon from '@mui/icons-material/AllInclusiveOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import StarOutlineOutlinedIcon from '@mui/icons-material/StarOutlineOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { Card, Stack } from '@mui/material';
import { useMemo, useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { MetricCard, MetricGrid } from '../../components/metric-card';
import { PageHeader } from '../../components/page-header';
import { CardGridSkeleton } from '../../components/skeletons';
import { useIncoterms } from '../../features/incoterms/api/get-incoterms';
import { IncotermFiltersBar } from '../../features/incoterms/components/incoterm-filters';
import { IncotermSections } from '../../features/incoterms/components/incoterm-sections';
import { ResponsibilityMatrix } from '../../features/incoterms/components/responsibility-matrix';
import {
  filterIncoterms,
  incotermStats,
  type IncotermFilters,
} from '../../features/incoterms/incoterm-groups';
import { errorMessage } from '../../lib/api-client';

// 6 skeleton cards while the rules load.
export const INCOTERM_SKELETONS = 6;

const IncotermsRoute = () => {
  const { data, isLoading, error, refetch } = useIncoterms();
  const [filters, setFilters] = useState<IncotermFilters>({
    category: 'all',
    transportMode: 'all',
  });
  const incoterms = useMemo(() => data ?? [], [data]);
  const stats = incotermStats(incoterms);
  const visible = useMemo(() => filterIncoterms(incoterms, filters), [incoterms, filters]);
  const filtered = filters.category !== 'all' || filters.transportMode !== 'all';
  // Figures counted from a list that failed to load would be zeros, not "no data": none are shown.
  const failed = Boolean(error) && incoterms.length === 0;

  return (
    <>
      <PageHeader
        title="Incoterms 2020"
        subtitle="International Commercial Terms: who delivers, insures and clears, and where risk passes"
      />
      <Stack spacing={{ xs: 2.5, md: 3 }}>
        {!failed && (
          <MetricGrid>
            <MetricCard
              label="Total Rules"
              value={stats.total}
              loading={isLoading}
              icon={<MenuBookOutlinedIcon />}
            />
            <MetricCard
              label="Commonly Used"
              value={stats.commonlyUsed}
              loading={isLoading}
              tone="success"
              icon={<StarOutlineOutlinedIcon />}
            />
            <MetricCard
              label="Sea Transport"
              value={stats.sea}
              loading={isLoading}
              tone="info"
              icon={<DirectionsBoatOutlinedIcon />}
            />
            <MetricCard
              label="Multimodal"
              value={stats.multimodal}
              loading={isLoading}
              tone="secondary"
              icon={<AllInclusiveOutlinedIcon />}
            />
          </MetricGrid>
        )}
        {error && (
          <LoadError onRetry={() => void refetch()}>
            Failed to fetch Incoterms. {errorMessage(error)}
          </LoadError>
        )}
        <IncotermFiltersBar value={filters} onChange={setFilters} />
        {isLoading ? (
          <CardGridSkeleton count={INCOTERM_SKELETONS} />
        ) : failed ? null : visible.length === 0 ? (
          <Card>
            <EmptyState
              icon={<TravelExploreOutlinedIcon />}
              title="No Incoterms Found"
              description={
                filtered
                  ? 'No rule matches this category and transport mode.'
                  : 'The Incoterms reference has not been loaded.'
              }
            />
          </Card>
        ) : (
          <IncotermSections incoterms={visible} />
        )}
        {incoterms.length > 0 && <ResponsibilityMatrix incoterms={incoterms} />}
      </Stack>
    </>
  );
};

export default IncotermsRoute;
