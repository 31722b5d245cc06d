import { API_PATHS, type SanctionsScreening } from '@compliance/contracts';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ListProgress } from '../../../components/paged/list-progress';
import { SearchField } from '../../../components/search-field';
import { ListSkeleton } from '../../../components/skeletons';
import { errorMessage } from '../../../lib/api-client';
import { useSearchableList } from '../../../lib/use-searchable-list';
import { SANCTIONS_PAGE_SIZE } from '../api/get-sanctions-screenings';
import { filterSanctionsScreenings } from '../sanctions-form';

import { SanctionsScreeningRow } from './sanctions-screening-row';

// 5 skeleton rows while loading; the list scrolls at about 24rem.
export const SANCTIONS_SKELETON_COUNT = 5;
const LIST_MAX_HEIGHT = '24rem';

export const RecentScreenings = ({ onOpen }: { onOpen: (id: number) => void }) => {
  const [search, setSearch] = useState('');
  const list = useSearchableList<SanctionsScreening>({
    path: API_PATHS.sanctionsScreening,
    pageSize: SANCTIONS_PAGE_SIZE,
    search,
    filter: filterSanctionsScreenings,
  });
  const { items: visible, isLoading, error, searching } = list;

  return (
    <Card component="section" aria-labelledby="recent-screenings-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="recent-screenings-title" sx={{ mb: 2 }}>
          Recent Screenings
        </Typography>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Search screenings..."
          aria-label="Search screenings"
          sx={{ mb: 2 }}
        />
        {error && (
          <LoadError onRetry={list.refetch} sx={{ mb: 2 }}>
            Could not load the screenings: {errorMessage(error)}
          </LoadError>
        )}
        {isLoading ? (
          <ListSkeleton count={SANCTIONS_SKELETON_COUNT} />
        ) : error && visible.length === 0 ? null : visible.length === 0 ? (
          <EmptyState
            dense
            icon={<ShieldOutlinedIcon />}
            title="No screenings found"
            description={
              searching
                ? 'No screenings match your search.'
                : 'Create your first screening to get started.'
            }
          />
        ) : (
          <Box
            component="ul"
            aria-label="Recent screenings"
            data-testid="recent-screenings"
            sx={{ m: 0, p: 0, maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', mx: -1.25 }}
          >
            {visible.map((screening) => (
              <SanctionsScreeningRow key={screening.id} screening={screening} onOpen={onOpen} />
            ))}
            <Box component="li" sx={{ listStyle: 'none', px: 1.25 }}>
              <ListProgress
                list={list}
                shown={visible.length}
                total={list.total}
                noun="screenings"
              />
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
