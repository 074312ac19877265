/** Toast settings of spec §9: bottom-center, 5000 ms, at most 20, four styles. */

export const toastVariants = ['info', 'success', 'warning', 'error'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** Where toasts appear (§9). */
export const toastPosition = 'bottom-center';
/** Time in ms a toast stays before it is dismissed by timeout (§9). */
export const toastDuration = 5000;
/** Most toasts kept at once (§9); older ones are dropped first. */
export const toastLimit = 20;
