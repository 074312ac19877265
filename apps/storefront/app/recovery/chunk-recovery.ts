import { isChunkLoadFailure, mayReloadAfterChunkFailure } from '@vitrine/domain/recovery';
import { browserStorage } from '../browser-storage';
import { reportBrowserError } from '../telemetry/report-client-error';

/** When the page last reloaded for a failed chunk (ms since the epoch): the reload guard. */
const guardKey = 'vitrine:chunk-reload';
/** What the page held before that reload: its address and the values typed into its forms. */
const stateKey = 'vitrine:chunk-reload-state';

let reloading = false;

interface KeptState {
  readonly href: string;
  /** Per form (by its place in the document), the fields' names and values. */
  readonly forms: readonly (readonly (readonly [string, string])[])[];
}

/** The fields worth keeping: typed text and choices, never a password, a file or a token. */
function keptFields(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.elements].filter(
    (element): element is HTMLInputElement =>
      (element instanceof HTMLInputElement &&
        element.name !== '' &&
        !['password', 'hidden', 'file', 'submit', 'button', 'checkbox', 'radio'].includes(
          element.type,
        )) ||
      ((element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) &&
        element.name !== ''),
  );
}

function keepState(): void {
  const forms = [...document.forms].map((form) =>
    keptFields(form)
      .filter((field) => field.value !== field.defaultValue)
      .map((field) => [field.name, field.value] as const),
  );
  browserStorage('session')?.setItem(
    stateKey,
    JSON.stringify({ href: window.location.href, forms }),
  );
}

/**
 * After a reload for a failed chunk: the values the shopper had typed go back into the same
 * page's forms, before React hydrates (which takes them as typed). The scroll position is React
 * Router's own to restore (`<ScrollRestoration>` keeps it over a reload).
 */
export function restoreStateAfterReload(): void {
  const store = browserStorage('session');
  const kept = store?.getItem(stateKey);
  if (!store || !kept) return;
  store.removeItem(stateKey);
  try {
    const state = JSON.parse(kept) as KeptState;
    if (state.href !== window.location.href) return;
    state.forms.forEach((values, index) => {
      const form = document.forms[index];
      if (!form) return;
      const fields = keptFields(form);
      for (const [name, value] of values) {
        const field = fields.find((candidate) => candidate.name === name);
        if (field && field.value === field.defaultValue) field.value = value;
      }
    });
  } catch {
    // A state this page cannot read is not restored.
  }
}

/**
 * A chunk failed to load (§4, §7: a deploy removed it, or the network dropped it): the page
 * reloads once, its state kept, and loads the scripts it needs now. Within 10 s of such a
 * reload (§9 reload guard) it does not reload again — that would loop — and answers `guarded`:
 * the caller shows the error page, and the error is reported.
 */
export function recoverFromChunkFailure(error: unknown): 'reloading' | 'guarded' {
  // A chunk failing while the page already reloads (its other chunks, Vite's retry) is no news.
  if (reloading) return 'reloading';
  const store = browserStorage('session');
  const last = Number(store?.getItem(guardKey) ?? Number.NaN);
  const now = Date.now();
  if (store === null || !mayReloadAfterChunkFailure(Number.isNaN(last) ? null : last, now)) {
    reportBrowserError(
      error,
      { recovery: 'chunk load failed again within the reload guard' },
      'report',
    );
    return 'guarded';
  }
  store.setItem(guardKey, String(now));
  keepState();
  reloading = true;
  window.location.reload();
  return 'reloading';
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Chunks the page's own code loads (a block view, a dialog, the type-ahead): Vite's
 * `vite:preloadError` for a failed preload, and an import rejection nobody handled. Within the
 * guard the error goes on to the component that wanted the chunk (its error boundary).
 */
export function recoverFromFailedChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (recoverFromChunkFailure(payload) === 'reloading') event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(messageOf(event.reason))) recoverFromChunkFailure(event.reason);
  });
}
