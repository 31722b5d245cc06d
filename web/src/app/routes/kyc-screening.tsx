import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { lazy, useState } from 'react';

import { DebouncedSearchField } from '../../components/debounced-search-field';
import { PageHeader } from '../../components/page-header';
import { ListProgress } from '../../components/paged/list-progress';
import { TableSuspense, useTableView } from '../../components/paged/table-view';
import {
  canSearchKyc,
  KYC_SEARCH_MIN_LENGTH,
  useKycScreenings,
  useKycSearch,
  useKycSummary,
} from '../../features/kyc/api/get-kyc-screenings';
import { KycDetailDialog } from '../../features/kyc/components/kyc-detail-dialog';
import { KycResults } from '../../features/kyc/components/kyc-results';
import { KycScreeningForm } from '../../features/kyc/components/kyc-screening-form';
import { KycSummaryCards } from '../../features/kyc/components/kyc-summary-cards';
import { WatchlistCoverage } from '../../features/watchlists/components/watchlist-coverage';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFocusParam } from '../../lib/use-focus-param';

const SEARCH_DEBOUNCE_MS = 250;

const KycTable = lazy(() => import('../../features/kyc/components/kyc-table'));

const KycScreeningRoute = () => {
  const [formOpen, setFormOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [focus, setFocus] = useFocusParam();
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const view = useTableView();
  const all = useKycScreenings();
  const results = useKycSearch(debounced);

  const searchActive = canSearchKyc(debounced);
  const summary = useKycSummary(all);
  const list = searchActive ? results : all;
  const shown = list.items;

  return (
    <>
      <PageHeader
        title="KYC/AML Screening"
        subtitle="Know Your Customer and Anti-Money Laundering compliance screening"
        actions={
          <Button
            variant={formOpen ? 'outlined' : 'contained'}
            startIcon={formOpen ? <CloseIcon /> : <AddIcon />}
            onClick={() => setFormOpen((open) => !open)}
            aria-expanded={formOpen}
          >
            {formOpen ? 'Cancel' : 'New Screening'}
          </Button>
        }
      />
      {formOpen && <KycScreeningForm onCreated={() => setFormOpen(false)} />}
      <KycSummaryCards state={summary} />
      <WatchlistCoverage />
      <Card component="section" aria-labelledby="kyc-results-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              justifyContent: 'space-between',
              alignItems: 'flex-start',
              mb: 2.5,
            }}
          >
            <Box>
              <Typography variant="h6" component="h2" id="kyc-results-title">
                Screening Results
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Recent KYC and AML screening results
              </Typography>
            </Box>
            <Box
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                width: { xs: '100%', sm: 'auto' },
              }}
            >
              {!view.table && (
                <DebouncedSearchField
                  value={search}
                  debouncedValue={debounced}
                  onChange={setSearch}
                  minLength={KYC_SEARCH_MIN_LENGTH}
                  fetching={results.isFetching}
                  placeholder="Search entities..."
                  aria-label="Search entities"
                  sx={{ width: { xs: '100%', sm: 320 } }}
                />
              )}
              {view.toggle}
            </Box>
          </Box>
          {view.table ? (
            <TableSuspense>
              <KycTable onOpen={setFocus} />
            </TableSuspense>
          ) : (
            <>
              <KycResults
                screenings={shown}
                isLoading={list.isLoading}
                error={list.error}
                onRetry={list.refetch}
                searching={searchActive}
                onOpen={setFocus}
              />
              {!list.isLoading && !list.error && (
                <ListProgress
                  list={list}
                  shown={shown.length}
                  total={list.total}
                  noun="screenings"
                />
              )}
            </>
          )}
        </CardContent>
      </Card>
      <KycDetailDialog id={focus} onClose={() => setFocus(null)} />
    </>
  );
};

export default KycScreeningRoute;
