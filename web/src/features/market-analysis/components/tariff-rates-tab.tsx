import type { MarketAnalysisReport } from '@compliance/contracts';
import { Box, Card, CardContent, Typography } from '@mui/material';

import { EmptyState } from '../../../components/empty-state';
import { ListProgress } from '../../../components/paged/list-progress';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import {
  RECENT_RATES_SHOWN,
  searchableHsCode,
  useRecentTariffRates,
  useTariffRateSearch,
} from '../api/get-tariff-rates';

import { QueryState } from './query-state';
import { RateTable } from './rate-table';
import { TariffComparisonForm } from './tariff-comparison-form';

type Props = {
  hsCode: string;
  onHsCodeChange: (value: string) => void;
  onCreated: (report: MarketAnalysisReport) => void;
};

const SearchResults = ({ hsCode }: { hsCode: string }) => {
  const code = searchableHsCode(useDebouncedValue(hsCode));
  const search = useTariffRateSearch(code);
  if (code === null)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        Type at least 4 digits of an HS code to search the loaded tariff schedules.
      </Typography>
    );
  return (
    <QueryState
      isLoading={search.isLoading}
      error={search.error}
      onRetry={search.refetch}
      what="tariff rates"
      skeletonHeight={36}
    >
      {search.items.length ? (
        <>
          <RateTable rates={search.items} label="Search results" />
          {/* A code repeated per agreement fills a page with one market: the count and Load more
              keep the other markets' lines reachable. */}
          <ListProgress
            list={search}
            shown={search.items.length}
            total={search.total}
            noun="rates"
          />
        </>
      ) : (
        <EmptyState
          dense
          title="No tariff rates found"
          description={`No loaded line starts with ${code}.`}
        />
      )}
    </QueryState>
  );
};

/** The newest MFN lines: one row per tariff line (its preferences are in the search). */
const RecentRates = () => {
  const rates = useRecentTariffRates();
  return (
    <QueryState
      isLoading={rates.isLoading}
      error={rates.error}
      onRetry={() => void rates.refetch()}
      what="tariff rates"
      skeletons={RECENT_RATES_SHOWN}
      skeletonHeight={36}
    >
      {rates.data?.length ? (
        <RateTable
          rates={rates.data.slice(0, RECENT_RATES_SHOWN)}
          label="Recent tariff rates"
          preferential={false}
        />
      ) : (
        <EmptyState dense title="No tariff rates loaded" />
      )}
    </QueryState>
  );
};

/** Comparison form on the left; the HS code's search results and the 5 most recent rates. */
export const TariffRatesTab = ({ hsCode, onHsCodeChange, onCreated }: Props) => (
  <Box
    sx={{
      display: 'grid',
      gap: { xs: 2, md: 3 },
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 4fr) minmax(0, 8fr)' },
      alignItems: 'start',
    }}
  >
    <TariffComparisonForm hsCode={hsCode} onHsCodeChange={onHsCodeChange} onCreated={onCreated} />
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Card component="section" aria-labelledby="rate-search-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" id="rate-search-title" sx={{ mb: 1.5 }}>
            Search Results
          </Typography>
          <SearchResults hsCode={hsCode} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="recent-rates-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" id="recent-rates-title" sx={{ mb: 1.5 }}>
            Recent Tariff Rates
          </Typography>
          <RecentRates />
        </CardContent>
      </Card>
    </Box>
  </Box>
);
