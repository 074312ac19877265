import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isRouteErrorResponse } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { blockViewsOfPage } from './cms/block-views-meta';
import { loadLanguageTexts, pageLanguage } from './i18n/translator';
import { watchBuild } from './recovery/build-watch';
import { recoverFromFailedChunks, restoreStateAfterReload } from './recovery/chunk-recovery';
import { readClientSettings } from './recovery/client-settings';
import {
  loadWholeOnHistoryAfterDeploy,
  recoveringNavigation,
} from './recovery/recovering-navigation';
import { reportBrowserError, reportUncaughtErrors } from './telemetry/report-client-error';
import { whenIdle } from './when-idle';

/**
 * The block views a CMS page's story renders (their own chunks): loaded with the texts, so the
 * page hydrates whole. A view that fails to load here loads again when it renders.
 */
function loadBlockViews(components: readonly string[]): Promise<unknown> {
  if (components.length === 0) return Promise.resolve();
  return import('@vitrine/cms-blocks/block-view-chunks')
    .then((blocks) => blocks.preloadBlockViews(components))
    .catch(() => undefined);
}

/**
 * The web vitals reporter, loaded when the browser is idle after hydration: measuring is no
 * part of showing the page, and the entries it reads are kept for it (buffered observers).
 */
function reportWebVitalsWhenIdle(): void {
  const start = () => {
    import('./telemetry/web-vitals-reporter')
      .then((reporter) => reporter.reportWebVitals())
      .catch(() => undefined);
  };
  whenIdle(start, 5000, 1000);
}

// A client that recovers (issue 20): errors nobody caught are reported, a chunk that fails to
// load reloads the page once (its typed values kept), and a deploy the build poll notices makes
// the next navigation a full page load.
const settings = readClientSettings(document);
reportUncaughtErrors();
recoverFromFailedChunks();
restoreStateAfterReload();
const build = settings ? watchBuild(settings.build) : null;
loadWholeOnHistoryAfterDeploy(build);
const instrumentations = [recoveringNavigation(build)];

/** React Router's error boundaries caught it: reported unless it is a 4xx answer (a 404). */
function reportBoundaryError(error: unknown): void {
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportBrowserError(error, {}, 'boundary');
}

/**
 * Resolves once the browser has painted the server's page (issue 14). Modules that arrive
 * quickly would otherwise run hydration before the first frame, so the shopper saw nothing
 * until React was done, and a page's largest paint waited for all of its JavaScript. A tab
 * opened in the background paints nothing to wait for.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

// The page's texts are a chunk of their own (one language of three): loaded before React
// hydrates, so the first render in the browser reads the same texts as the server's.
void Promise.all([
  loadLanguageTexts(pageLanguage(document.documentElement.lang)),
  loadBlockViews(blockViewsOfPage(document)),
  afterFirstPaint(),
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={instrumentations} onError={reportBoundaryError} />
      </StrictMode>,
    );
  });
  reportWebVitalsWhenIdle();
});
