import { Box, Portal } from '@mui/material';
import { useEffect, useState } from 'react';

import { ToastCard } from './toast-card';
import { useToast } from './use-toast';

export const TOAST_HOTKEY = 'F8';

/** The notification region (F8 focuses it). Rendered once by the app provider. */
export const Toaster = () => {
  const { toasts, dismiss } = useToast();
  // State, not a ref: the portal mounts the region after this component's first commit.
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      region?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [region]);

  // A modal hides its siblings from assistive technology (aria-hidden). Notifications must stay
  // perceivable above a dialog (an upload error is announced while the modal is still open).
  useEffect(() => {
    if (!region) return;
    const reveal = () => {
      if (region.hasAttribute('aria-hidden')) region.removeAttribute('aria-hidden');
    };
    const observer = new MutationObserver(reveal);
    observer.observe(region, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [region]);

  return (
    <Portal>
      <Box
        component="section"
        ref={setRegion}
        aria-label={`Notifications (${TOAST_HOTKEY})`}
        aria-live="polite"
        tabIndex={-1}
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.snackbar,
          top: { xs: 8, sm: 'auto' },
          bottom: { xs: 'auto', sm: 24 },
          right: { xs: 8, sm: 24 },
          left: { xs: 8, sm: 'auto' },
          width: { sm: 400 },
          outline: 'none',
          '&:focus-visible': {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: 4,
          },
          pointerEvents: toasts.some((item) => item.open) ? 'auto' : 'none',
        })}
      >
        <Box component="ol" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {toasts.map((item) => (
            <ToastCard key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </Box>
      </Box>
    </Portal>
  );
};
