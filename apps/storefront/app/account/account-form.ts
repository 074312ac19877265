import type { ShowToast } from '@vitrine/domain';

/**
 * A message of an account form: at a field (`''`: the form's own), a key of the domain's rules
 * (ui's catalogue) or of the storefront's texts (`ns: 'translation'`), with its values.
 */
export interface AccountFormMessage {
  readonly field: string;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly ns?: string;
}

/**
 * What an account page's form post came to (issue 19), for the page shown again without
 * JavaScript and for the fetcher that sent it: the messages at the fields (or at the form,
 * field `''`), the entries to show again, and the toast.
 */
export interface AccountFormResult {
  readonly ok: boolean;
  readonly errors: readonly AccountFormMessage[];
  /** The entries as typed, shown again after a refusal (never a password). */
  readonly values?: Readonly<Record<string, string>>;
  readonly toast?: ShowToast;
}

/** A refusal: the messages, and an error toast that says what to do. */
export function accountFormFailed(
  errors: readonly AccountFormMessage[],
  toastKey: string,
  values?: Readonly<Record<string, string>>,
): AccountFormResult {
  return {
    ok: false,
    errors,
    ...(values === undefined ? {} : { values }),
    toast: { type: 'toast.show', variant: 'error', message: toastKey },
  };
}

/** The messages at one field (`''`: the form's own). */
export function messagesAt(result: AccountFormResult | undefined, field: string) {
  return result?.errors.filter((error) => error.field === field) ?? [];
}
