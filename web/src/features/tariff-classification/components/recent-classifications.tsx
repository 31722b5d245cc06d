import { formatHsCode } from '@compliance/contracts';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';

import { DebouncedSearchField } from '../../../components/debounced-search-field';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/skeletons';
import { errorMessage } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useClassifications } from '../api/get-classifications';

import { ClassificationRow } from './classification-row';

// 5 skeleton rows while loading; the list scrolls at 24rem.
export const CLASSIFICATION_SKELETON_COUNT = 5;
const LIST_MAX_HEIGHT = '24rem';

type Props = {
  /** HS code prefix from the address (a commodity's quick link); cleared with its chip. */
  hsCodeFilter: string;
  onClearHsCodeFilter: () => void;
};

/** Recent classifications, searched on the server by product description or HS code. */
export const RecentClassifications = ({ hsCodeFilter, onClearHsCodeFilter }: Props) => {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const { data, isLoading, error, refetch, isFetching } = useClassifications({
    q,
    hsCode: hsCodeFilter,
  });
  const filtered = q !== '' || hsCodeFilter !== '';

  return (
    <Card component="section" aria-labelledby="recent-classifications-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="recent-classifications-title" sx={{ mb: 2 }}>
          Recent Classifications
        </Typography>
        <DebouncedSearchField
          value={search}
          debouncedValue={q}
          onChange={setSearch}
          minLength={1}
          fetching={isFetching && !isLoading}
          placeholder="Search by product or HS code..."
          aria-label="Search classifications"
        />
        {hsCodeFilter && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              Filtered by
            </Typography>
            <Chip
              size="small"
              color="primary"
              label={`HS ${formatHsCode(hsCodeFilter)}`}
              onDelete={onClearHsCodeFilter}
            />
          </Stack>
        )}
        {isLoading ? (
          <ListSkeleton count={CLASSIFICATION_SKELETON_COUNT} />
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Retry
              </Button>
            }
          >
            Failed to load classifications. {errorMessage(error)}
          </Alert>
        ) : !data?.length ? (
          <EmptyState
            dense
            icon={<CategoryOutlinedIcon />}
            title="No classifications found"
            description={
              filtered
                ? 'No classifications match your search.'
                : 'Classify your first product to get started.'
            }
          />
        ) : (
          <Box
            component="ul"
            aria-label="Recent classifications"
            data-testid="recent-classifications"
            sx={{ m: 0, p: 0, maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', mx: -1.25 }}
          >
            {data.map((classification) => (
              <ClassificationRow key={classification.id} classification={classification} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
