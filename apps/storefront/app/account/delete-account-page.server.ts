import { PasswordHashingBusy } from '@vitrine/commerce';
import { accountDeletedRedirectPath, accountDeletionSchema, routePath } from '@vitrine/domain';
import { data, type RouterContextProvider, redirectDocument } from 'react-router';
import { parseFields } from '../../server/api/user/parse-input';
import { privatePageCache } from '../../server/http/cache-control';
import { readAccountForm, refuseAccountFields, refuseAccountForm } from './account-form.server';
import { deleteAccountIntent } from './delete-account';
import { noFormOnThisPage, signedInCustomer } from './signed-in-customer.server';

export interface DeleteAccountPageData {
  readonly myDataHref: string;
}

/** `/konto/account-loeschen/` (§2, issue 19): what deleting means, and the form that does it. */
export async function loadDeleteAccountPage(context: Readonly<RouterContextProvider>) {
  await signedInCustomer(context);
  const page: DeleteAccountPageData = {
    myDataHref: routePath('accountMyData', context.locale.pathPrefix),
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}

/**
 * Delete account, posted without JavaScript or, once the delete-account dialog was confirmed,
 * by the page's script: the password again (counted against the login's rate limit, as it tries
 * one), then the engine deletes the account and leaves no personal data, every session of the
 * customer ends with it, and this visitor is signed out to the home page with `redirect=goodbye`
 * (§2: external, replace), whose guards show the goodbye toast. A wrong or missing password is
 * said at its field (400); nothing is deleted.
 */
export async function handleDeleteAccountPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const customer = await signedInCustomer(context);
  const form = await readAccountForm(request, context);
  if (form === null) return refuseAccountForm(context, 403, 'account.foreignPage');
  if (form.get('intent') !== deleteAccountIntent) throw noFormOnThisPage();
  const limit = await context.rateLimits.consume('login', context.clientAddress);
  if (!limit.allowed) {
    return refuseAccountForm(context, 429, 'login.tooManyRequests', {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
  // Not cut or cleaned: the password is judged exactly as typed.
  const password = form.get('password');
  const parsed = await parseFields(
    accountDeletionSchema,
    typeof password === 'string' ? { password } : {},
  );
  if (!parsed.ok) return refuseAccountFields(context, parsed.errors);
  const { identity, account } = context.services.commerce;
  let confirmed: boolean;
  try {
    confirmed = await identity.checkPassword(customer.customerId, parsed.data.password);
  } catch (error) {
    // A login storm fills the hashing queue: "try again in a moment", never a 500.
    if (!(error instanceof PasswordHashingBusy)) throw error;
    return refuseAccountForm(context, 503, 'login.tooManyRequests', {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  if (!confirmed) {
    return refuseAccountFields(context, [
      { field: 'password', key: 'accountDelete.wrongPassword', params: {}, ns: 'translation' },
    ]);
  }
  await account.deleteAccount(customer.customerId);
  await context.account.logout();
  // A full page load, as the app's state in the browser knew the customer; the page's script
  // submits with `replace`, so Back does not return to the page of an account that is gone.
  return redirectDocument(accountDeletedRedirectPath(context.locale.pathPrefix), {
    status: 303,
    headers: { 'Cache-Control': privatePageCache },
  });
}
