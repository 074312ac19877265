import { type CmsFormIntent, cmsFormFields, type FormOutcome } from '@vitrine/cms-blocks';
import { type FieldError, ruleMessageKeys } from '@vitrine/domain';
import { data } from 'react-router';
import { isOwnPagePost } from '../../server/api/security/origin-check';
import type { RateLimitedCall } from '../../server/api/security/rate-limits';
import { isStorableString } from '../../server/api/security/storable-input';
import { sendContactMessage } from '../../server/api/user/contact-message';
import { signUpForNewsletter } from '../../server/api/user/newsletter-subscription';
import type { ParsedFields } from '../../server/api/user/parse-input';
import { privatePageCache } from '../../server/http/cache-control';
import type { PageRequestContext } from '../load-context';

/** What a CMS form's post came to, for the block that sent it. */
export interface CmsFormResult {
  readonly block: string;
  readonly intent: CmsFormIntent;
  readonly outcome: FormOutcome;
}

/** A form's fields, each as the form names it, and how the call it stands in for names it. */
const forms: Readonly<
  Record<CmsFormIntent, { call: RateLimitedCall; fields: Readonly<Record<string, string>> }>
> = {
  contact: {
    call: 'contact',
    fields: {
      subject: 'subject',
      name: 'name',
      email: 'email',
      orderNumber: 'order_number',
      message: 'message',
    },
  },
  newsletter: { call: 'newsletter', fields: { email: 'email', source: 'source' } },
};

/** The /api calls' body limit: a form of a few fields never comes near it. */
const maxBodyBytes = 64 * 1024;
/** The outcome is the visitor's own: never stored by a CDN or the browser's cache. */
const noStore = { 'Cache-Control': privatePageCache };

function isIntent(value: unknown): value is CmsFormIntent {
  return value === 'contact' || value === 'newsletter';
}

function refuse(status: number): never {
  throw data(null, { status, headers: noStore });
}

/** What a browser posts a form as; a CMS page takes nothing else (a JSON call goes to /api). */
function isFormPost(request: Request): boolean {
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/**
 * The form a page was posted, as a browser posts one (a JSON call goes to /api): 415 for
 * anything else, 411 without a length, 413 over the body limit, 400 when it cannot be read.
 */
export async function readPageForm(request: Request): Promise<FormData> {
  if (!isFormPost(request)) refuse(415);
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!Number.isFinite(length)) refuse(411);
  if (length > maxBodyBytes) refuse(413);
  try {
    return await request.formData();
  } catch {
    return refuse(400);
  }
}

/** The form's own fields as text; anything else the browser sent is left out. */
function valuesOf(form: FormData, intent: CmsFormIntent): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Object.keys(forms[intent].fields)) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * The fields holding text the database cannot store (NUL; issue 12), refused as the /api
 * edge refuses them, each at its field. Their values are not shown again.
 */
function unstorableFields(values: Record<string, string>): {
  readonly errors: FieldError[];
  readonly values: Record<string, string>;
} {
  const errors: FieldError[] = [];
  const shown: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (isStorableString(value)) shown[field] = value;
    else errors.push({ field, key: ruleMessageKeys.invalid, params: {} });
  }
  return { errors, values: shown };
}

/** The call's body: its field names; an empty optional order number is none. */
function callBody(values: Record<string, string>, intent: CmsFormIntent): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    const name = forms[intent].fields[field];
    if (name !== undefined && !(name === 'order_number' && value.trim() === '')) body[name] = value;
  }
  return body;
}

/** The call's errors under the form's field names (`order_number` is the form's `orderNumber`). */
function formErrors(errors: readonly FieldError[], intent: CmsFormIntent): FieldError[] {
  const byCallName = new Map(
    Object.entries(forms[intent].fields).map(([form, call]) => [call, form]),
  );
  return errors.map((error) => ({ ...error, field: byCallName.get(error.field) ?? error.field }));
}

function answer(result: CmsFormResult, status: number, headers: Record<string, string> = {}) {
  return data(result, { status, headers: { ...noStore, ...headers } });
}

/**
 * A CMS form posted by the browser itself, without JavaScript (DESIGN.md: every journey works
 * without JavaScript): the contact form or the newsletter sign-up of a block on this page.
 * It is held to what its /api call is held to — the route guards, the same-origin check and
 * the call's rate limit — and sent through the same code as the call (`sendContactMessage`,
 * `signUpForNewsletter`), which validates with the same schemas. The page renders again with
 * the outcome for the block: the errors at their fields with the entered values, or the
 * success text. 400 for invalid input, 403 from a foreign page, 429 when over the limit, 415
 * for anything but a form.
 */
export async function handleCmsFormPost(
  request: Request,
  context: PageRequestContext,
  form: FormData,
) {
  const intent = form.get(cmsFormFields.intent);
  const block = form.get(cmsFormFields.block);
  if (
    !isIntent(intent) ||
    typeof block !== 'string' ||
    block === '' ||
    block.length > 100 ||
    !isStorableString(block)
  ) {
    return refuse(400);
  }
  const values = valuesOf(form, intent);
  const failed = (status: number, headers: Record<string, string> = {}) =>
    answer({ block, intent, outcome: { state: 'failed', values } }, status, headers);

  const { shop, locale, services, hostKind, port } = context;
  const ownOrigin = isOwnPagePost(request, shop);
  if (!ownOrigin) return failed(403);
  const limit = await context.rateLimits.consume(forms[intent].call, context.clientAddress);
  if (!limit.allowed) return failed(429, { 'Retry-After': String(limit.retryAfterSeconds) });

  const unstorable = unstorableFields(values);
  if (unstorable.errors.length > 0) {
    const { errors, values: shown } = unstorable;
    return answer({ block, intent, outcome: { state: 'invalid', errors, values: shown } }, 400);
  }
  const body = callBody(values, intent);
  let sent: ParsedFields<unknown>;
  if (intent === 'contact') {
    const visitor = await context.visitor();
    sent = await sendContactMessage(
      services,
      { shop, locale, customerId: visitor.kind === 'anonymous' ? null : visitor.customerId },
      body,
    );
  } else {
    sent = await signUpForNewsletter(services, { shop, locale, hostKind, port }, body);
  }
  if (!sent.ok) {
    const errors = formErrors(sent.errors, intent);
    return answer({ block, intent, outcome: { state: 'invalid', errors, values } }, 400);
  }
  return answer({ block, intent, outcome: { state: 'sent' } }, 200);
}
