import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { loadAllLanguageTexts } from './i18n/translator';
import { ClientSettingsContext } from './recovery/client-settings';
import { CspNonceContext } from './zod-without-eval';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Every language's texts, loaded once: the first page waits for them, the others do not.
  await loadAllLanguageTexts();
  // The Content-Security-Policy's nonce of this response (issue 12 item 8): React Router's
  // inline scripts, <Scripts>, <ScrollRestoration> and React's streaming scripts carry it.
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and no-JavaScript visitors get the whole document at once; browsers stream.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '')
      ? 'onAllReady'
      : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ClientSettingsContext.Provider value={loadContext.clientSettings}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ClientSettingsContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        // React moves a finished Suspense boundary (each block view in its own chunk has one)
        // out of line once the page passes this size, and shows it with a script: a visitor
        // without JavaScript would never see it. Every boundary is written where it stands.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Logs real failures; a 404 for an unknown URL is an answer, not an error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && /^No route matches URL/.test(error.message)) return;
  console.error(error);
};
