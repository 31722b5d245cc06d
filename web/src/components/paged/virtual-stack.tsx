import { Box, Stack } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** From this many loaded rows a card list renders only the cards near the viewport. */
export const VIRTUALIZE_FROM = 200;
const GAP_PX = 12;

type VirtualStackProps<T> = {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** A first guess of a card's height; each card is measured once rendered. */
  estimateSize?: number;
  /** A card to bring into view (a deep link's focus): it is rendered, then scrolls itself. */
  focusKey?: string | number | null;
  /** Space between cards, in pixels. */
  gap?: number;
  /** Window from this many items (rows of a card grid are few but each holds several cards). */
  virtualizeFrom?: number;
};

/**
 * A column of cards. Short lists render every card; a long one (scrolled far with "load more")
 * renders the cards in and near the viewport and keeps the page's height, so thousands of
 * loaded rows cost the browser no more than a screenful.
 */
export const VirtualStack = <T,>(props: VirtualStackProps<T>) =>
  props.items.length < (props.virtualizeFrom ?? VIRTUALIZE_FROM) ? (
    <Stack spacing={`${props.gap ?? GAP_PX}px`} component="section" aria-label={props.label}>
      {props.items.map((item) => (
        <Box key={props.getKey(item)}>{props.renderItem(item)}</Box>
      ))}
    </Stack>
  ) : (
    <WindowedStack {...props} />
  );

const WindowedStack = <T,>({
  items,
  getKey,
  renderItem,
  label,
  estimateSize = 140,
  focusKey = null,
  gap = GAP_PX,
}: VirtualStackProps<T>) => {
  const listRef = useRef<HTMLElement>(null);
  // Where the list starts on the page: the virtualizer works in page coordinates.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize + gap,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => getKey(items[index]!),
  });
  const focusIndex = focusKey === null ? -1 : items.findIndex((item) => getKey(item) === focusKey);
  useLayoutEffect(() => {
    if (focusIndex >= 0) virtualizer.scrollToIndex(focusIndex, { align: 'center' });
  }, [focusIndex, virtualizer]);
  return (
    <Box
      component="section"
      aria-label={label}
      ref={listRef}
      data-virtualized="true"
      sx={{ position: 'relative' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <Box
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          sx={{ position: 'absolute', top: 0, left: 0, width: '100%', pb: `${gap}px` }}
          style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderItem(items[row.index]!)}
        </Box>
      ))}
    </Box>
  );
};
