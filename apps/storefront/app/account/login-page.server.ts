import { PasswordHashingBusy } from '@vitrine/commerce';
import {
  type AuthAction,
  type AuthEvent,
  authEvent,
  type FieldError,
  loginSchema,
  passwordResetUrl,
  resetSchema,
  returnPathParameter,
  routePath,
  type ShowToast,
  safeReturnPath,
} from '@vitrine/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { LoginAttempt } from '../../server/account/sign-in-flow';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import type { RateLimitedCall } from '../../server/api/security/rate-limits';
import { parseFields } from '../../server/api/user/parse-input';
import { privatePageCache } from '../../server/http/cache-control';
import { readPageForm } from '../cms/cms-form-post.server';
import { addPageToast } from '../routing/page-guards.server';
import { type SignUpOutcome, signUp, typedText } from './sign-up-post.server';

/** The forms of the login pages, by the value of their `intent`. */
export type LoginPageForm = 'login' | 'register' | 'guest' | 'resetMail' | 'logout';

/**
 * A message at a field (`''`: the whole form): a validation rule's key (§5) or the page's own
 * (`login.invalidCredentials`, …), with its placeholder values; `ns` names the storefront's
 * catalogue for a page's own message at a field (ui's FieldError reads ui's by default).
 */
export interface FormMessage {
  readonly field: string;
  readonly key: string;
  readonly params: Readonly<Record<string, string | number>>;
  readonly ns?: string;
}

/** What a form of the login page came to, for the form that sent it. */
export interface LoginFormResult {
  readonly form: LoginPageForm;
  readonly errors: readonly (FieldError | FormMessage)[];
  /** The e-mail as typed, shown again; a password never is. */
  readonly email: string;
  /** The sign-up's other fields as typed (names, gender, newsletter), shown again. */
  readonly values?: Readonly<Record<string, string>>;
  /**
   * A sign-in posted by the page's script: the §4 auth event to put in the data layer and the
   * page to go on to (without a script the answer is that page's redirect, and no tag manager
   * runs to read an event).
   */
  readonly signedIn?: { readonly event: AuthEvent | null; readonly to: string };
}

export interface LoginPageData {
  /** Where a sign-in leads back to: the page the visitor wanted, or the shop's home. */
  readonly returnPath: string | null;
}

/** Sign-in is the visitor's own business: never stored by a CDN or the browser. */
const privateHeaders = { 'Cache-Control': privatePageCache };

const limits: Readonly<Record<Exclude<LoginPageForm, 'logout'>, RateLimitedCall>> = {
  login: 'login',
  // The /api calls count a guest sign-up against the register limit too.
  register: 'register',
  guest: 'register',
  resetMail: 'reset',
};

const loginPageForms: readonly unknown[] = ['login', 'register', 'guest', 'resetMail', 'logout'];

function isLoginPageForm(value: unknown): value is LoginPageForm {
  return loginPageForms.includes(value);
}

function returnPathOf(request: Request): string | null {
  return safeReturnPath(new URL(request.url).searchParams.get(returnPathParameter));
}

/**
 * The login page (§2 `/login/`): the forms. A signed-in customer has nothing to do here and
 * goes on to the page they wanted, else to the account (§2 the header's account entry leads a
 * customer to the account: the header, cached for everyone, links the login, and the login
 * knows). The sign-out is on the account home. Personal either way, so never cached.
 */
export async function loadLoginPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ReturnType<typeof data<LoginPageData>>> {
  const visitor = await context.visitor();
  const returnPath = returnPathOf(request);
  if (visitor.kind === 'registered' && visitor.customerId !== null) {
    throw redirect(returnPath ?? routePath('account', context.locale.pathPrefix), {
      headers: privateHeaders,
    });
  }
  return data({ returnPath }, { headers: privateHeaders });
}

function answer(
  context: Readonly<RouterContextProvider>,
  result: LoginFormResult,
  status: number,
  toast?: ShowToast,
  headers: Record<string, string> = {},
) {
  if (toast) addPageToast(context, toast);
  return data(result, { status, headers: { ...privateHeaders, ...headers } });
}

const formError = (field: string, key: string): FormMessage => ({ field, key, params: {} });

/** Where a sign-in leads: the login's way back (or home), the checkout from its login. */
export interface LoginPagePlace {
  readonly next: (request: Request) => string;
}

/** The login page's sign-in leads back to the page the visitor wanted, or home. */
export function loginPagePlace(context: Readonly<RouterContextProvider>): LoginPagePlace {
  return { next: (request) => returnPathOf(request) ?? `${context.locale.pathPrefix}/` };
}

/**
 * A form of a login page posted by the browser itself or by the page's script: sign in,
 * register, go on as a guest, ask for a password-reset mail, or sign out. Held to what the
 * /api calls are held to (the same-origin check, the call's rate limit per client, the
 * failed-login limit per account, the same schemas and leak check) and signed in through the
 * same steps (account/sign-in-flow.ts: session, basket merge, newsletter call). A sign-in
 * leads on to `place.next` (a path of this site only); a failure renders the page again with
 * the message at its field and the typed values kept, never a password.
 */
export async function handleLoginPagePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
  place: LoginPagePlace = loginPagePlace(context),
) {
  const form = await readPageForm(request);
  const intent = form.get('intent');
  if (!isLoginPageForm(intent)) throw data(null, { status: 400, headers: privateHeaders });
  const { shop, locale, services, hostKind, port } = context;
  const email = typedText(form, 'email', 320);
  const home = `${locale.pathPrefix}/`;
  const failed = (status: number, key: string, headers: Record<string, string> = {}) =>
    answer(
      context,
      { form: intent, errors: [formError('', key)], email },
      status,
      undefined,
      headers,
    );

  if (!isOwnPagePost(request, shop)) return failed(403, 'login.foreignPage');

  if (intent === 'logout') {
    await context.account.logout();
    throw redirect(home, { status: 303, headers: privateHeaders });
  }

  const limit = await context.rateLimits.consume(limits[intent], context.clientAddress);
  if (!limit.allowed) {
    return failed(429, 'login.tooManyRequests', { 'Retry-After': String(limit.retryAfterSeconds) });
  }

  if (intent === 'resetMail') {
    const parsed = await parseFields(resetSchema, { email });
    if (!parsed.ok) return answer(context, { form: intent, errors: parsed.errors, email }, 400);
    // The same answer whether or not an account has the address (no account enumeration);
    // the mail goes out after the answer.
    services.commerce.identity
      .requestPasswordReset({
        shop,
        language: locale.language,
        email: parsed.data.email,
        resetUrl: (hash) => passwordResetUrl(shop, locale, hash, hostKind, port),
      })
      .catch((error: unknown) => console.error('Sending a password-reset mail failed', error));
    return answer(context, { form: intent, errors: [], email: '' }, 200, {
      type: 'toast.show',
      variant: 'success',
      message: 'login.resetMailSent',
    });
  }

  const enhanced = form.get('enhanced') === '1';
  const signedIn = (action: AuthAction, customerNo: string) => {
    const to = place.next(request);
    if (!enhanced) throw redirect(to, { status: 303, headers: privateHeaders });
    const event = authEvent({ action, customerNo }, { internalTraffic: false });
    return answer(context, { form: intent, errors: [], email: '', signedIn: { event, to } }, 200);
  };

  // A login storm fills the password hashing's queue: the page says "try again in a moment"
  // (503 with Retry-After, as the /api calls answer), never a 500.
  const busy = (error: unknown) => {
    if (!(error instanceof PasswordHashingBusy)) throw error;
    return failed(503, 'login.tooManyRequests', {
      'Retry-After': String(error.retryAfterSeconds),
    });
  };

  if (intent === 'register' || intent === 'guest') {
    let outcome: SignUpOutcome;
    try {
      outcome = await signUp(intent, form, email, context);
    } catch (error) {
      return busy(error);
    }
    if (outcome.kind === 'refused') return answer(context, outcome.result, outcome.status);
    return signedIn(intent, outcome.customerNo);
  }

  const password = form.get('password');
  const parsed = await parseFields(loginSchema, {
    email,
    password: typeof password === 'string' ? password : '',
  });
  if (!parsed.ok) return answer(context, { form: intent, errors: parsed.errors, email }, 400);
  let attempt: LoginAttempt;
  try {
    attempt = await context.account.login(parsed.data);
  } catch (error) {
    return busy(error);
  }
  if (attempt.kind === 'tooManyFailedLogins') {
    return answer(
      context,
      { form: intent, errors: [formError('', 'login.tooManyFailedLogins')], email },
      429,
      undefined,
      { 'Retry-After': String(attempt.retryAfterSeconds) },
    );
  }
  if (attempt.kind === 'invalidCredentials') {
    return answer(
      context,
      { form: intent, errors: [formError('', 'login.invalidCredentials')], email },
      401,
    );
  }
  return signedIn('login', attempt.result.customer.customerNo);
}
