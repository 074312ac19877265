import type { BasketRefusal, NotFound, ValidationFailure } from '@vitrine/commerce';
import { isValidationFailure } from '@vitrine/commerce';
import type { Request, Response } from 'express';
import { sendApiError, sendBadRequest, sendNotFound } from '../api-error';

/**
 * The payload of a call: the JSON (or form) body, or for a DELETE without a body its query,
 * since some clients cannot send a body with DELETE.
 */
export function payloadOf(request: Request): unknown {
  const body: unknown = request.body;
  const hasBody = typeof body === 'object' && body !== null && Object.keys(body).length > 0;
  if (hasBody || request.method !== 'DELETE') return body ?? {};
  const { locale: _locale, ...query } = request.query;
  return query;
}

/** Sends a service's failure: 400 with the fields, 404, or 409 for a refused change. */
export function sendFailure(
  response: Response,
  failure: NotFound | ValidationFailure | BasketRefusal,
): void {
  if (isValidationFailure(failure)) {
    sendBadRequest(response, failure.issues);
    return;
  }
  if (failure.kind === 'notFound') {
    sendNotFound(response);
    return;
  }
  sendApiError(response, 409, failure.key, [{ field: failure.field, key: failure.key }]);
}
