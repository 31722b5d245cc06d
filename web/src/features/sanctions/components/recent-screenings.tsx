import { API_PATHS, type SanctionsScreening } from '@compliance/contracts';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useState } from 'react';

import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ListProgress } from '../../../components/paged/list-progress';
import { VIRTUALIZE_FROM } from '../../../components/paged/virtual-stack';
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

/** A first guess of a row's height; each row is measured once rendered. */
const ROW_ESTIMATE_PX = 62;

/**
 * The rows of the box. From VIRTUALIZE_FROM loaded screenings (scrolled far with "load more")
 * only the rows in and near the box's view are rendered, between two spacers that keep the
 * scrollbar the whole list's.
 */
const ScreeningRows = ({
  screenings,
  onOpen,
  scrollElement,
}: {
  screenings: SanctionsScreening[];
  onOpen: (id: number) => void;
  scrollElement: HTMLUListElement | null;
}) => {
  const windowed = screenings.length >= VIRTUALIZE_FROM;
  // The rows follow the virtualizer on every scroll: nothing here is worth memoizing.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: windowed ? screenings.length : 0,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    getItemKey: (index) => screenings[index]!.id,
  });
  if (!windowed)
    return screenings.map((screening) => (
      <SanctionsScreeningRow key={screening.id} screening={screening} onOpen={onOpen} />
    ));
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);
  return (
    <>
      <Box component="li" aria-hidden sx={{ listStyle: 'none' }} style={{ height: before }} />
      {rows.map((row) => (
        <SanctionsScreeningRow
          key={row.key}
          ref={virtualizer.measureElement}
          index={row.index}
          screening={screenings[row.index]!}
          onOpen={onOpen}
        />
      ))}
      <Box component="li" aria-hidden sx={{ listStyle: 'none' }} style={{ height: after }} />
    </>
  );
};

export const RecentScreenings = ({ onOpen }: { onOpen: (id: number) => void }) => {
  const [search, setSearch] = useState('');
  // Held in state: the rows re-render once the box exists, so the virtualizer finds it.
  const [scrollElement, setScrollElement] = useState<HTMLUListElement | null>(null);
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
            ref={setScrollElement}
            aria-label="Recent screenings"
            data-testid="recent-screenings"
            data-virtualized={visible.length >= VIRTUALIZE_FROM ? 'true' : undefined}
            sx={{ m: 0, p: 0, maxHeight: LIST_MAX_HEIGHT, overflowY: 'auto', mx: -1.25 }}
          >
            <ScreeningRows screenings={visible} onOpen={onOpen} scrollElement={scrollElement} />
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
