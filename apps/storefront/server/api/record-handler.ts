import { isValidationFailure } from '@vitrine/commerce';
import type { RequestHandler } from 'express';
import { sendBadRequest } from './api-error';

/**
 * The handler of a call that hands the engine one thing to keep (a web vital, a consent
 * decision, a browser's error): the body goes to `record` as sent, the engine validates it; a
 * malformed one is a 400 with each field's message key, a kept one a 204 with no body.
 */
export function recordHandler(record: (body: unknown) => Promise<unknown>): RequestHandler {
  return async (request, response, next) => {
    try {
      const recorded = await record(request.body);
      if (isValidationFailure(recorded)) {
        sendBadRequest(response, recorded.issues);
        return;
      }
      response.status(204).end();
    } catch (error) {
      next(error);
    }
  };
}
