import { useSyncExternalStore } from 'react';

import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

export const useToast = () => {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
};
