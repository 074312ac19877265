import { decodePath } from './url-path';

/** A server-defined redirect as the redirect lookup answers it (§3 Redirect result). */
export interface RedirectResult {
  readonly target: string;
  readonly statusCode: number;
}

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export interface RedirectDecision {
  readonly kind: 'redirect';
  readonly to: string;
  readonly status: RedirectStatus;
  /** An absolute target on another origin needs a full page load (§2). */
  readonly external: boolean;
}

const redirectStatuses: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** http(s) URLs and protocol-relative ones; browsers read `/\host` as `//host`. */
const absoluteTarget = /^(?:https?:)?[/\\]{2}/i;

/**
 * Turns a redirect rule (§2 rule-based redirect, §2 page resolution step 3) into a redirect, or
 * null when there is nothing safe to follow: no rule, an empty target, a target that is neither
 * a site path (`/…`) nor an http(s) URL (`javascript:…`, `mailto:…`), or a target equal to the
 * current path and query, which would loop. A status that is not a redirect code becomes 302, which
 * browsers and caches do not keep.
 *
 * @example
 * redirectFromRule({ target: 'https://magazin.example/', statusCode: 301 }, '/alt/')
 * // { kind: 'redirect', to: 'https://magazin.example/', status: 301, external: true }
 */
export function redirectFromRule(
  rule: RedirectResult | null | undefined,
  currentPath: string,
): RedirectDecision | null {
  // The lookup's answer is JSON: "empty" may be `{}` or a target that is not text.
  const target = typeof rule?.target === 'string' ? rule.target.trim() : '';
  if (!rule || target === '') return null;
  const external = absoluteTarget.test(target);
  if (!external && !target.startsWith('/')) return null;
  if (!external && decodePath(target) === decodePath(currentPath)) return null;
  const status = redirectStatuses.has(rule.statusCode) ? (rule.statusCode as RedirectStatus) : 302;
  return { kind: 'redirect', to: target, status, external };
}
