export { expireToasts, nextToastExpiry } from './toast-expiry';
export type { Toast, ToastInput, ToastQueue, ToastValues } from './toast-queue';
export { addToast, dismissToast, emptyToastQueue } from './toast-queue';
export type { ToastVariant } from './toast-settings';
export { toastDuration, toastLimit, toastPosition, toastVariants } from './toast-settings';
export { toastSwipeDismisses, toastSwipeProgress, toastSwipeThreshold } from './toast-swipe';
