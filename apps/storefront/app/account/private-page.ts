import { pageTitle } from '@vitrine/domain';
import type { MetaDescriptor } from 'react-router';
import { translator } from '../i18n/translator';
import type { PageFrameData } from '../page-frame';

/**
 * The shape every private account page shares (the login, the new password, the checkout
 * login): its `private, no-store` from the loader or, after a form post, from the action; a
 * translated title; and no place in a search engine.
 */

/** The action's headers after a form post, else the loader's (both set `private, no-store`). */
export function privatePageHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  readonly actionHeaders: Headers;
  readonly loaderHeaders: Headers;
}): Headers {
  return actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;
}

/**
 * An account page's headers (§2 `/konto/…`): an error's (the guard's login, a 404) where there
 * is one, else the action's after a form post, else the loader's — `private, no-store` in each.
 */
export function accountPageHeaders(args: {
  readonly actionHeaders: Headers;
  readonly loaderHeaders: Headers;
  readonly errorHeaders: Headers | undefined;
}): Headers {
  return args.errorHeaders ?? privatePageHeaders(args);
}

/**
 * The page's title in the shop's language with the brand, and `noindex`: `follow` where the
 * page's links lead on to public pages (the login), `nofollow` where the address itself is a
 * secret (a reset link's token).
 */
export function privatePageMeta(
  matches: readonly ({ readonly loaderData?: unknown } | undefined)[],
  titleKey: string,
  links: 'follow' | 'nofollow' = 'follow',
): MetaDescriptor[] {
  const frame = matches[0]?.loaderData as PageFrameData | undefined;
  const t = translator(frame?.locale.language ?? 'de').t;
  return [
    { title: pageTitle(t(titleKey), frame?.shop.brandName) },
    { name: 'robots', content: `noindex,${links}` },
  ];
}
