import type { CommoditySubcategory } from '@compliance/contracts';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ListProgress } from '../../../components/paged/list-progress';
import { SearchField } from '../../../components/search-field';
import { CardSkeleton, LoadingRegion } from '../../../components/skeletons';
import { errorMessage } from '../../../lib/api-client';
import type { PagedList } from '../../../lib/paged-list';

import { SubcategoryCard } from './subcategory-card';

// 6 skeleton cards while the subcategories load.
export const SUBCATEGORY_SKELETONS = 6;

const Grid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
    }}
  >
    {children}
  </Box>
);

type SubcategoryListProps = {
  search: string;
  onSearchChange: (value: string) => void;
  subcategories: CommoditySubcategory[] | undefined;
  /** All the server holds for this list or search, and how to load more of it. */
  total: number;
  paging: Pick<PagedList<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  searching: boolean;
  selectedId: number | null;
  onSelect: (subcategory: CommoditySubcategory) => void;
};

export const SubcategoryList = ({
  search,
  onSearchChange,
  subcategories,
  total,
  paging,
  isLoading,
  error,
  onRetry,
  searching,
  selectedId,
  onSelect,
}: SubcategoryListProps) => {
  const list = subcategories ?? [];
  return (
    <Box component="section" aria-labelledby="subcategories-title">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id="subcategories-title" variant="h6" component="h2">
          Subcategories
        </Typography>
        <SearchField
          value={search}
          onChange={onSearchChange}
          placeholder="Search subcategories..."
          aria-label="Search subcategories"
          sx={{ width: { xs: '100%', sm: 340 } }}
          fullWidth={false}
        />
      </Stack>
      {error && (
        <LoadError onRetry={onRetry} sx={{ mb: 2 }}>
          {searching ? 'Failed to search subcategories' : 'Failed to fetch subcategories'}.{' '}
          {errorMessage(error)}
        </LoadError>
      )}
      {isLoading ? (
        <LoadingRegion label="Loading subcategories">
          <Grid>
            {Array.from({ length: SUBCATEGORY_SKELETONS }, (_, index) => (
              <CardSkeleton key={index} />
            ))}
          </Grid>
        </LoadingRegion>
      ) : error && list.length === 0 ? null : list.length === 0 ? (
        <Card>
          <EmptyState
            dense
            icon={<SearchOffOutlinedIcon />}
            title="No subcategories found"
            description={
              searching
                ? 'No subcategory matches your search.'
                : 'This category has no subcategories yet.'
            }
          />
        </Card>
      ) : (
        <>
          <Grid>
            {list.map((subcategory) => (
              <SubcategoryCard
                key={subcategory.id}
                subcategory={subcategory}
                selected={subcategory.id === selectedId}
                onSelect={() => onSelect(subcategory)}
              />
            ))}
          </Grid>
          {total > list.length && (
            <ListProgress list={paging} shown={list.length} total={total} noun="subcategories" />
          )}
        </>
      )}
    </Box>
  );
};
