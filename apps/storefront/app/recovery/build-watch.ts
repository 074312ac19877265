import { buildPollIntervalMs } from '@vitrine/domain/recovery';
import { fetchWithRetry } from './retrying-fetch';

/** The running build's id (server/api/telemetry.ts). */
const buildEndpoint = '/api/build/';

/** The event a new build fires on `window` (§4), with the new id as its `detail`. */
export const manifestUpdateEvent = 'manifest-update';

export interface BuildWatch {
  /** Whether the server now runs another build than the one this page came from. */
  readonly changed: () => boolean;
}

/**
 * Asks for the running build's id every 5 minutes and whenever the tab is shown again (§4,
 * §7: the polled latest build): once it differs from the page's, `manifest-update` fires and
 * {@link BuildWatch.changed} is true — the next navigation loads its page whole, with the new
 * build's scripts. The page that is open stays as it is. A failed poll is tried at the next.
 */
export function watchBuild(pageBuild: string): BuildWatch {
  let latest = pageBuild;
  let asking = false;
  const ask = async () => {
    if (asking || latest !== pageBuild || document.visibilityState === 'hidden') return;
    asking = true;
    try {
      const answer = await fetchWithRetry(buildEndpoint, {
        cache: 'no-store',
        credentials: 'omit',
      });
      const body = answer.ok ? ((await answer.json()) as { id?: unknown }) : {};
      if (typeof body.id === 'string' && body.id !== pageBuild) {
        latest = body.id;
        window.clearInterval(timer);
        window.dispatchEvent(new CustomEvent(manifestUpdateEvent, { detail: latest }));
      }
    } catch {
      // Offline or restarting: the next poll asks again.
    } finally {
      asking = false;
    }
  };
  const timer = window.setInterval(() => void ask(), buildPollIntervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void ask();
  });
  return { changed: () => latest !== pageBuild };
}
