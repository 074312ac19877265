import { checkoutFormInput, checkoutFormSchema } from '@vitrine/domain';

/** A message at a field of the form (`''`: the form's own), by its key. */
export interface CheckoutMessage {
  readonly field: string;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * What the checkout's one schema refuses in a posted or typed form (issue 18: the same schema in
 * the browser and on the server), each at its field. A form without its key or fingerprint is
 * an old or a forged one: shown again, anew. None when the order may be placed.
 */
export function checkoutRefusals(read: (name: string) => string | undefined): CheckoutMessage[] {
  const parsed = checkoutFormSchema.safeParse(checkoutFormInput(read));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field === 'idempotencyKey' || field === 'basketFingerprint'
      ? { field: '', key: 'checkout.formExpired' }
      : { field, key: issue.message };
  });
}
