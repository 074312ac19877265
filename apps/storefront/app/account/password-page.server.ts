import { PasswordHashingBusy } from '@vitrine/commerce';
import { passwordChangeSchemaWithLeakCheck, routePath } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { parseFields } from '../../server/api/user/parse-input';
import { privatePageCache } from '../../server/http/cache-control';
import {
  accountFormDone,
  answerAccountForm,
  readAccountForm,
  refuseAccountFields,
  refuseAccountForm,
} from './account-form.server';
import { noFormOnThisPage, signedInCustomer } from './signed-in-customer.server';

export interface PasswordPageData {
  readonly myDataHref: string;
}

/** `/konto/passwort/` (issue 19): the change-password form. */
export async function loadPasswordPage(context: Readonly<RouterContextProvider>) {
  await signedInCustomer(context);
  const page: PasswordPageData = {
    myDataHref: routePath('accountMyData', context.locale.pathPrefix),
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}

/** Both fields may be refused; neither password is ever sent back. */
const passwordFields = ['current_password', 'new_password'] as const;

/**
 * Change password, posted without JavaScript or by the page's fetcher: the new password by the
 * §5 rules and the leak check register uses (a failed lookup counts as leaked), counted against
 * the login's rate limit (it tries a password), then the engine checks the current one. Every
 * other session of the customer ends; this one stays signed in.
 */
export async function handlePasswordPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const customer = await signedInCustomer(context);
  const form = await readAccountForm(request, context);
  if (form === null) return refuseAccountForm(context, 403, 'account.foreignPage');
  if (form.get('intent') !== 'passwordChange') throw noFormOnThisPage();
  const limit = await context.rateLimits.consume('login', context.clientAddress);
  if (!limit.allowed) {
    return refuseAccountForm(context, 429, 'login.tooManyRequests', {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
  const { identity } = context.services.commerce;
  // Not cut or cleaned: the password rules judge exactly what was typed.
  const typed = Object.fromEntries(
    passwordFields.flatMap((field) => {
      const value = form.get(field);
      return typeof value === 'string' ? [[field, value]] : [];
    }),
  );
  const schema = passwordChangeSchemaWithLeakCheck((prefix) =>
    identity.leakedPasswords.suffixes(prefix),
  );
  const parsed = await parseFields(schema, typed);
  if (!parsed.ok) return refuseAccountFields(context, parsed.errors);
  const visitor = await context.visitor();
  let outcome: 'changed' | 'wrongPassword';
  try {
    outcome = await identity.changePassword(
      customer.customerId,
      parsed.data.current_password,
      parsed.data.new_password,
      visitor.sessionId,
    );
  } catch (error) {
    // A login storm fills the hashing queue: "try again in a moment", never a 500.
    if (!(error instanceof PasswordHashingBusy)) throw error;
    return refuseAccountForm(context, 503, 'login.tooManyRequests', {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  if (outcome === 'wrongPassword') {
    return refuseAccountFields(context, [
      {
        field: 'current_password',
        key: 'accountData.wrongPassword',
        params: {},
        ns: 'translation',
      },
    ]);
  }
  return answerAccountForm(context, accountFormDone('accountData.passwordChanged'), 200);
}
