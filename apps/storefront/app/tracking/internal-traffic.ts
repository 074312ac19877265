import { internalTrafficOf } from '@vitrine/domain/tracking';
import { readStored, writeStored } from '../browser-storage';

/** Where a tab keeps the answer, so the session's later pages know it from their start. */
const storageKey = 'vitrine:internal-traffic';
const endpoint = '/api/visitor/internal/';

let known: boolean | null = null;

/** The answer this session already has: true, false, or null when it has not asked yet. */
function storedAnswer(): boolean | null {
  const stored = readStored('session', storageKey);
  return stored === '1' ? true : stored === '0' ? false : null;
}

function remember(internal: boolean): void {
  known = internal;
  // Refused storage: the answer holds for this page.
  writeStored('session', storageKey, internal ? '1' : '0');
}

/**
 * Whether this session is internal traffic (§6, §7), as far as known now: false until the
 * answer arrives, and false when the call failed (§8: a failed internal-traffic call means not
 * internal).
 */
export function isInternalTraffic(): boolean {
  known ??= storedAnswer();
  return known ?? false;
}

/** Asks the storefront once per session whether the visitor's address is the company's (§7). */
export function detectInternalTraffic(): void {
  const stored = storedAnswer();
  if (stored !== null) {
    known = stored;
    return;
  }
  fetch(endpoint, { credentials: 'omit', headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    // An error status, a broken body or no answer at all: not internal (§8).
    .then((answer: unknown) => remember(internalTrafficOf(answer)))
    .catch(() => remember(internalTrafficOf(null)));
}
