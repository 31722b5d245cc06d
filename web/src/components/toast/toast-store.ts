// One toast at a time (a new one replaces the old), shown for 5000 ms; a dismissed toast
// leaves the store after TOAST_REMOVE_DELAY_MS. A module-level store lets code outside React
// (mutation callbacks, error handlers) raise toasts too.
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms; defaults to TOAST_DURATION_MS. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean; createdAt: number };

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

const emit = (next: readonly ToastItem[]) => {
  toasts = next;
  for (const listener of listeners) listener(toasts);
};

const scheduleRemoval = (id: string) => {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
};

export const dismissToast = (id?: string): void => {
  for (const item of toasts) if (!id || item.id === id) scheduleRemoval(item.id);
  emit(toasts.map((item) => (!id || item.id === id ? { ...item, open: false } : item)));
};

export const toast = (input: ToastInput): { id: string; dismiss: () => void } => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { ...input, id, open: true, createdAt: Date.now() };
  // Older toasts beyond the limit drop out at once, so exactly one is ever on screen.
  for (const old of toasts.slice(TOAST_LIMIT - 1)) {
    const timer = removeTimers.get(old.id);
    if (timer) clearTimeout(timer);
    removeTimers.delete(old.id);
  }
  emit([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
};

export const subscribeToasts = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToasts = (): readonly ToastItem[] => toasts;

/** Test helper: forget every toast and pending timer. */
export const resetToasts = (): void => {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit([]);
};
