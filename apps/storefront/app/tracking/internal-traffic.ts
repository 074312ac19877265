/** Where a tab keeps the answer, so the session's later pages know it from their start. */
const storageKey = 'vitrine:internal-traffic';
const endpoint = '/api/visitor/internal/';

let known: boolean | null = null;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function remember(internal: boolean): void {
  known = internal;
  try {
    sessionStore()?.setItem(storageKey, internal ? '1' : '0');
  } catch {
    // Refused storage: the answer holds for this page.
  }
}

/**
 * Whether this session is internal traffic (§6, §7), as far as known now: false until the
 * answer arrives, and false when the call failed (§8: a failed internal-traffic call means not
 * internal).
 */
export function isInternalTraffic(): boolean {
  if (known !== null) return known;
  if (typeof window === 'undefined') return false;
  try {
    const stored = sessionStore()?.getItem(storageKey);
    if (stored === '1' || stored === '0') known = stored === '1';
  } catch {
    known = null;
  }
  return known ?? false;
}

/** Asks the storefront once per session whether the visitor's address is the company's (§7). */
export function detectInternalTraffic(): void {
  try {
    const stored = sessionStore()?.getItem(storageKey);
    if (stored === '1' || stored === '0') {
      known = stored === '1';
      return;
    }
  } catch {
    // Ask below.
  }
  fetch(endpoint, { credentials: 'omit', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((answer: unknown) => {
      const internal =
        typeof answer === 'object' &&
        answer !== null &&
        (answer as { internal?: unknown }).internal === true;
      remember(internal);
    })
    .catch(() => remember(false));
}
