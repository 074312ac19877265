import { EventEmitter } from 'node:events';
import compression from 'compression';
import type { RequestHandler, Response } from 'express';

type Listener = (...args: unknown[]) => void;

/**
 * Routes a response's `drain` listeners through one emitter of its own. `compression` moves
 * `res.on('drain')` onto its zlib stream but leaves `once`, `off` and `removeListener` on the
 * response (expressjs/compression#135, #152): React Router waits for each drain with
 * `once('drain')` and removes the listener with `off`, so every wait left a listener on the
 * zlib stream — the `MaxListenersExceededWarning` under load (issue 12 item 8). Here
 * `compression`'s `on` is called once per response, and adding and removing go to the same
 * emitter, so a listener that is removed is gone.
 */
function relayDrain(response: Response): void {
  const drains = new EventEmitter();
  const compressionOn = response.on;
  const originalRemove = response.removeListener;
  let relaying = false;
  response.on = function on(this: Response, event: string | symbol, listener: Listener) {
    if (event !== 'drain') return compressionOn.call(this, event, listener);
    if (!relaying) {
      relaying = true;
      compressionOn.call(this, 'drain', () => drains.emit('drain'));
    }
    drains.on('drain', listener);
    return this;
  } as Response['on'];
  // `once` is EventEmitter's: it wraps the listener and calls `this.on`, so it lands above.
  response.addListener = response.on;
  const remove = function removeListener(
    this: Response,
    event: string | symbol,
    listener: Listener,
  ) {
    if (event !== 'drain') return originalRemove.call(this, event, listener);
    drains.removeListener('drain', listener);
    return this;
  } as Response['removeListener'];
  response.removeListener = remove;
  response.off = remove;
}

/**
 * Brotli and gzip for compressible answers (`compression`, which chooses by
 * `Accept-Encoding`), without its drain-listener leak on streamed pages.
 */
export function responseCompression(): RequestHandler {
  const compress = compression();
  return (request, response, next) => {
    compress(request, response, (error?: unknown) => {
      if (error === undefined) relayDrain(response);
      next(error as Error | undefined);
    });
  };
}
