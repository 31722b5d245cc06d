import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useEffectEvent, useRef } from 'react';

import type { PagedList } from '../../lib/paged-list';

const formatCount = (value: number) => value.toLocaleString('en-US');

/** '50 of 1,234 documents': how much of the list is on screen. */
export const countText = (shown: number, total: number, noun: string) =>
  `${formatCount(shown)} of ${formatCount(total)} ${noun}`;

type ListProgressProps = {
  list: Pick<PagedList<unknown>, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  shown: number;
  total: number;
  /** Plural noun after the count ('documents'). */
  noun: string;
};

/**
 * Below a paged list: 'N of TOTAL' and, while more pages exist, a sentinel that loads the next
 * page as it scrolls into view (of the page or of the list's own scroll box), with a Load more
 * button for keyboards and browsers without IntersectionObserver.
 */
export const ListProgress = ({ list, shown, total, noun }: ListProgressProps) => {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const load = useEffectEvent(() => fetchNextPage());

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, shown]);

  if (shown === 0) return null;
  return (
    <Box
      ref={sentinel}
      data-testid="list-progress"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        pt: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {countText(shown, total, noun)}
      </Typography>
      {hasNextPage && (
        <Button
          size="small"
          onClick={fetchNextPage}
          disabled={isFetchingNextPage}
          startIcon={isFetchingNextPage ? <CircularProgress size={14} /> : undefined}
        >
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </Box>
  );
};
