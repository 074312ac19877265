import { guestSchema, registerSchemaWithLeakCheck } from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import { isStorableString } from '../../server/api/security/storable-input';
import { parseFields } from '../../server/api/user/parse-input';
import type { LoginFormResult } from './login-page.server';

/** The sign-up fields shown again after a refusal (never the password). */
const keptFields = ['first_name', 'last_name', 'gender', 'newsletter'] as const;

/** A posted text field as typed, cut to `max` characters; '' when missing or not storable. */
export function typedText(form: FormData, name: string, max = 200): string {
  const value = form.get(name);
  return typeof value === 'string' && isStorableString(value) ? value.slice(0, max) : '';
}

export type SignUpOutcome =
  | { readonly kind: 'signedIn'; readonly customerNo: string }
  | { readonly kind: 'refused'; readonly status: number; readonly result: LoginFormResult };

/**
 * Register or go on as a guest from a page's form (§5 groups `register` and `guest`), with
 * the schemas the /api calls apply: gender and newsletter required, the register password
 * held against the leak list (k-anonymity; a failed lookup counts as leaked). An address that
 * already has an account is said at the e-mail field, as the /api call says it.
 */
export async function signUp(
  intent: 'register' | 'guest',
  form: FormData,
  email: string,
  context: Readonly<RouterContextProvider>,
): Promise<SignUpOutcome> {
  const values = Object.fromEntries(keptFields.map((name) => [name, typedText(form, name)]));
  // A field not posted at all stays missing, so the schema says "required", not "invalid".
  const posted = Object.fromEntries(
    keptFields.flatMap((name) => (form.has(name) ? [[name, values[name]]] : [])),
  );
  const refused = (status: number, errors: LoginFormResult['errors']): SignUpOutcome => ({
    kind: 'refused',
    status,
    result: { form: intent, errors, email, values },
  });

  if (intent === 'guest') {
    const parsed = await parseFields(guestSchema, { ...posted, email });
    if (!parsed.ok) return refused(400, parsed.errors);
    const attempt = await context.account.guest(parsed.data);
    return { kind: 'signedIn', customerNo: attempt.result.customer.customerNo };
  }

  const { identity } = context.services.commerce;
  const schema = registerSchemaWithLeakCheck((prefix) => identity.leakedPasswords.suffixes(prefix));
  const password = form.get('register_password');
  const parsed = await parseFields(schema, {
    ...posted,
    email,
    // Not cut or cleaned: the password rules judge exactly what was typed.
    register_password: typeof password === 'string' ? password : '',
  });
  if (!parsed.ok) return refused(400, parsed.errors);
  const attempt = await context.account.register(parsed.data);
  if (attempt.kind === 'emailTaken') {
    return refused(409, [
      { field: 'email', key: 'signUp.emailTaken', params: {}, ns: 'translation' },
    ]);
  }
  return { kind: 'signedIn', customerNo: attempt.result.customer.customerNo };
}
