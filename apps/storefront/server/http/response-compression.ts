import { EventEmitter } from 'node:events';
import { constants } from 'node:zlib';
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
  const compress = compression({ flush: constants.Z_SYNC_FLUSH });
  return (request, response, next) => {
    compress(request, response, (error?: unknown) => {
      if (error === undefined) {
        relayDrain(response);
        keepDictionaryOnFlush(response);
      }
      next(error as Error | undefined);
    });
  };
}

/**
 * React Router flushes the response after every chunk of a streamed page (about 70 on a
 * listing). `compression`'s flush is zlib's full flush, which also empties gzip's dictionary:
 * every chunk was compressed as if it were the first, and gzip clients got twice the bytes of
 * a one-pass gzip. Each write already ends in a sync flush (`flush: Z_SYNC_FLUSH` above), which
 * sends what is compressed so far — the page still streams — and keeps the dictionary; the
 * full flush is dropped. Brotli's flush keeps its state: it stays, so brotli pages stream too.
 */
function keepDictionaryOnFlush(response: Response): void {
  const flush = response.flush;
  response.flush = function flushBrotliOnly(this: Response) {
    if (response.getHeader('Content-Encoding') === 'br') flush.call(this);
  };
}
