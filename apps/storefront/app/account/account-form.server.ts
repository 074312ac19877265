import type { ShowToast } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { privatePageCache } from '../../server/http/cache-control';
import { readPageForm } from '../cms/cms-form-post.server';
import { addPageToast } from '../routing/page-guards.server';
import { type AccountFormMessage, type AccountFormResult, accountFormFailed } from './account-form';

const privateHeaders = { 'Cache-Control': privatePageCache };

/**
 * The answer to an account page's form (issue 19: every change answers with a toast): its
 * toast joins the page's toasts, so a browser without JavaScript sees it on the page the post
 * returns, and the fetcher that sent it shows the same one from the answer. Always
 * `private, no-store`.
 */
export function answerAccountForm(
  context: Readonly<RouterContextProvider>,
  result: AccountFormResult,
  status: number,
  headers: Readonly<Record<string, string>> = {},
) {
  if (result.toast !== undefined) {
    addPageToast(context, result.toast);
  }
  return data(result, { status, headers: { ...privateHeaders, ...headers } });
}

/** A refusal of the form as a whole: the toast, and the message at the top of the form. */
export function refuseAccountForm(
  context: Readonly<RouterContextProvider>,
  status: number,
  key: string,
  headers: Readonly<Record<string, string>> = {},
) {
  return answerAccountForm(
    context,
    accountFormFailed([{ field: '', key, params: {}, ns: 'translation' }], key),
    status,
    headers,
  );
}

/** The fields at fault, each at its field, with the toast that says to look at them. */
export function refuseAccountFields(
  context: Readonly<RouterContextProvider>,
  errors: readonly AccountFormMessage[],
  values?: Readonly<Record<string, string>>,
) {
  return answerAccountForm(
    context,
    accountFormFailed(errors, 'accountData.checkFields', values),
    400,
  );
}

/** The success toast of a change. */
export function accountFormDone(
  message: string,
  values?: Record<string, string>,
): AccountFormResult {
  const toast: ShowToast = {
    type: 'toast.show',
    variant: 'success',
    message,
    ...(values === undefined ? {} : { values }),
  };
  return { ok: true, errors: [], toast };
}

/**
 * The posted form of an account page, or null when it came from another site (answered 403
 * by the caller). A body that is no form, too large or broken is the 4xx of `readPageForm`.
 */
export async function readAccountForm(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readPageForm(request);
  return isOwnPagePost(request, context.shop) ? form : null;
}
