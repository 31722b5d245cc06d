export { Toaster, TOAST_HOTKEY } from './toaster';
export { useToast } from './use-toast';
export {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastVariant,
} from './toast-store';
