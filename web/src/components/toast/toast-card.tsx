import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Box, IconButton, Paper, Slide, Typography } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

import { TOAST_DURATION_MS, type ToastItem } from './toast-store';

// A swipe to the right of at least 50 px dismisses the toast.
export const SWIPE_THRESHOLD_PX = 50;

type ToastCardProps = { item: ToastItem; onDismiss: (id: string) => void };

export const ToastCard = ({ item, onDismiss }: ToastCardProps) => {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);
  const destructive = item.variant === 'destructive';

  // The display timer pauses while the user hovers or focuses the toast, and restarts after.
  useEffect(() => {
    if (!item.open || paused) return;
    const timer = setTimeout(() => onDismiss(item.id), item.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.open, item.id, item.duration, paused, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const endSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (distance >= SWIPE_THRESHOLD_PX) {
      onDismiss(item.id);
      return;
    }
    setOffset(0);
  };

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Slide in={item.open} direction="left" appear unmountOnExit>
        <Paper
          role="status"
          aria-atomic="true"
          data-variant={item.variant ?? 'default'}
          elevation={8}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endSwipe}
          onPointerCancel={() => {
            startX.current = null;
            setOffset(0);
          }}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1.5,
            p: 2,
            pr: 1,
            width: '100%',
            touchAction: 'pan-y',
            userSelect: 'none',
            transform: offset ? `translateX(${offset}px)` : undefined,
            opacity: offset ? Math.max(0.2, 1 - offset / 200) : 1,
            transition: offset ? 'none' : undefined,
            border: `1px solid ${destructive ? theme.palette.error.dark : theme.palette.divider}`,
            bgcolor: destructive ? 'error.main' : 'background.paper',
            color: destructive ? 'error.contrastText' : 'text.primary',
          })}
        >
          {destructive && <ErrorOutlineIcon sx={{ mt: 0.25 }} />}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {item.title && (
              <Typography variant="subtitle2" component="div" sx={{ fontWeight: 600 }}>
                {item.title}
              </Typography>
            )}
            {item.description && (
              <Typography
                variant="body2"
                component="div"
                sx={{ opacity: destructive ? 0.95 : 0.8, wordBreak: 'break-word' }}
              >
                {item.description}
              </Typography>
            )}
          </Box>
          <IconButton
            size="small"
            aria-label="Close notification"
            onClick={() => onDismiss(item.id)}
            sx={{ color: 'inherit', mt: -0.5 }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      </Slide>
    </Box>
  );
};
