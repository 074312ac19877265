import { newPasswordSchema, type ShowToast } from '@vitrine/domain';
import { routePath } from '@vitrine/domain/routing';
import { data, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import { parseFields } from '../../server/api/user/parse-input';
import { privatePageCache } from '../../server/http/cache-control';
import { readPageForm } from '../cms/cms-form-post.server';
import { addPageToast } from '../routing/page-guards.server';
import type { FormMessage } from './login-page.server';

/**
 * What the page shows: the form for a live link, the note that the link no longer works
 * (used, expired or never sent), or the confirmation after the new password was set.
 */
export type NewPasswordState = 'form' | 'invalidLink' | 'done';

export interface NewPasswordPageData {
  readonly state: NewPasswordState;
  /** The link's token, carried by the form; empty unless the link is live. */
  readonly hash: string;
  /** The login page of the shop's locale (where a new link is asked for). */
  readonly loginHref: string;
}

export interface NewPasswordResult {
  readonly state: NewPasswordState;
  readonly errors: readonly FormMessage[];
}

/** The reset link's token is a secret of the visitor's: never stored by a CDN or a browser. */
const privateHeaders = { 'Cache-Control': privatePageCache, 'Referrer-Policy': 'no-referrer' };

/** The engine's tokens are far shorter; anything longer is no token of ours. */
const hashSchema = z.string().min(1).max(200);

function hashOf(value: unknown): string | null {
  const parsed = hashSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * §2 `/konto/neues-passwort/?hash=…`, reached from the reset mail without a login: the form
 * when the link is live, otherwise the note that it no longer works (with the way to a new one).
 */
export async function loadNewPasswordPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const hash = hashOf(new URL(request.url).searchParams.get('hash'));
  const live = hash !== null && (await context.services.commerce.identity.isResetTokenValid(hash));
  const loginHref = routePath('login', context.locale.pathPrefix);
  return data<NewPasswordPageData>(
    live ? { state: 'form', hash, loginHref } : { state: 'invalidLink', hash: '', loginHref },
    { headers: privateHeaders },
  );
}

/**
 * The new password posted from the page (with or without JavaScript): held to the rules of a
 * new password (§5, the same schema as the /api call), the same-origin check and the reset
 * call's rate limit. A link that stopped working meanwhile (used in another tab, expired)
 * shows its note; the customer's sessions end with the old password (engine).
 */
export async function handleNewPasswordPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const form = await readPageForm(request);
  const answer = (result: NewPasswordResult, status: number, toast?: ShowToast) => {
    if (toast) addPageToast(context, toast);
    return data(result, { status, headers: privateHeaders });
  };
  const refused = (status: number, key: string) =>
    answer({ state: 'form', errors: [{ field: '', key, params: {} }] }, status);
  if (!isOwnPagePost(request, context.shop)) return refused(403, 'login.foreignPage');
  const limit = await context.rateLimits.consume('reset', context.clientAddress);
  if (!limit.allowed) return refused(429, 'login.tooManyRequests');

  const hash = hashOf(form.get('hash'));
  if (hash === null) return answer({ state: 'invalidLink', errors: [] }, 400);
  const password = form.get('password');
  const parsed = await parseFields(z.object({ password: newPasswordSchema }), {
    password: typeof password === 'string' ? password : '',
  });
  if (!parsed.ok) return answer({ state: 'form', errors: parsed.errors }, 400);
  const outcome = await context.services.commerce.identity.resetPassword(
    hash,
    parsed.data.password,
  );
  if (outcome === 'invalidToken') return answer({ state: 'invalidLink', errors: [] }, 400);
  return answer({ state: 'done', errors: [] }, 200, {
    type: 'toast.show',
    variant: 'success',
    message: 'newPassword.done',
  });
}
