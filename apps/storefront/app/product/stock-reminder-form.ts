import type { FieldError, ShowToast } from '@vitrine/domain';

/** The remind-when-available form's field names and intent (issue 15), posted to the product page. */
export const stockReminderFields = {
  intent: 'intent',
  variantId: 'variantId',
  email: 'email',
} as const;

export const stockReminderIntent = 'remindWhenAvailable';

/** What the page answers the form with: the confirmation, the fields at fault, or a failure. */
export type StockReminderOutcome =
  | { readonly state: 'sent' }
  | { readonly state: 'invalid'; readonly errors: readonly FieldError[]; readonly email: string }
  | { readonly state: 'failed' };

export interface StockReminderResult {
  readonly intent: typeof stockReminderIntent;
  readonly variantId: number;
  readonly outcome: StockReminderOutcome;
  /** What the page's toast says (a fetcher's answer shows it in the page's toast region). */
  readonly toast: ShowToast | null;
}

/** Whether an action's answer (the page's or a fetcher's) is this form's. */
export function isStockReminderResult(data: unknown): data is StockReminderResult {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { intent?: unknown }).intent === stockReminderIntent
  );
}
