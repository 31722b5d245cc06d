import { REGULATION_SEARCH_MIN_LENGTH } from '@compliance/contracts';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useMemo, useState } from 'react';

import { DebouncedSearchField } from '../../components/debounced-search-field';
import { PageHeader } from '../../components/page-header';
import {
  canSearchRegulations,
  useRegulations,
  useRegulationSearch,
} from '../../features/regulations/api/get-regulations';
import { RegulationFilters } from '../../features/regulations/components/regulation-filters';
import { RegulationForm } from '../../features/regulations/components/regulation-form';
import { RegulationResults } from '../../features/regulations/components/regulation-results';
import { RegulationSummaryCards } from '../../features/regulations/components/regulation-summary-cards';
import {
  applyFilters,
  filterOptions,
  summarizeRegulations,
  type RegulationFilters as Filters,
} from '../../features/regulations/regulation-summary';
import { useDebouncedValue } from '../../lib/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 250;

const RegulatoryDatabaseRoute = () => {
  const [formOpen, setFormOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>({ country: '', type: '' });
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const all = useRegulations();
  const results = useRegulationSearch({ q: debounced, country: filters.country });

  const searchActive = canSearchRegulations(debounced);
  const summary = useMemo(
    () => (all.data ? summarizeRegulations(all.data) : undefined),
    [all.data],
  );
  const options = useMemo(() => filterOptions(all.data ?? []), [all.data]);
  const shown = applyFilters(searchActive ? (results.data ?? []) : (all.data ?? []), filters);

  return (
    <>
      <PageHeader
        title="Regulatory Database"
        subtitle="Search import, export, customs, safety and environmental regulations"
        actions={
          <Button
            variant={formOpen ? 'outlined' : 'contained'}
            startIcon={formOpen ? <CloseIcon /> : <AddIcon />}
            onClick={() => setFormOpen((open) => !open)}
            aria-expanded={formOpen}
          >
            {formOpen ? 'Cancel' : 'Add Regulation'}
          </Button>
        }
      />
      {formOpen && <RegulationForm />}
      <RegulationSummaryCards
        state={{ data: summary, error: all.error, retry: () => void all.refetch() }}
      />
      <Card component="section" aria-labelledby="regulation-results-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" id="regulation-results-title" sx={{ mb: 2 }}>
            Regulations
          </Typography>
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
          >
            <DebouncedSearchField
              value={search}
              debouncedValue={debounced}
              onChange={setSearch}
              minLength={REGULATION_SEARCH_MIN_LENGTH}
              fetching={results.isFetching}
              placeholder="Search regulations..."
              aria-label="Search regulations"
              sx={{ flex: 1, minWidth: { xs: '100%', sm: 260 } }}
            />
            <RegulationFilters
              value={filters}
              onChange={setFilters}
              countries={options.countries}
              types={options.types}
            />
          </Box>
          <RegulationResults
            regulations={shown}
            isLoading={searchActive ? results.isLoading : all.isLoading}
            error={searchActive ? results.error : all.error}
            onRetry={() => void (searchActive ? results.refetch() : all.refetch())}
            narrowed={searchActive || Boolean(filters.country || filters.type)}
          />
        </CardContent>
      </Card>
    </>
  );
};

export default RegulatoryDatabaseRoute;
