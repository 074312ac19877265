import { PasswordHashingBusy } from '@vitrine/commerce';
import type { ErrorRequestHandler } from 'express';
import { sendApiError } from '../api-error';

/**
 * The routes that hash or verify a password (login, registration, reset, password change,
 * deletion) end with this: when the hashing queue is full (a login storm), the call is
 * `503 api.busy` with `Retry-After` instead of a 500, and the pages stay fast. Other errors go on.
 */
export const answerHashingBusy: ErrorRequestHandler = (error, _request, response, next) => {
  if (!(error instanceof PasswordHashingBusy)) {
    next(error);
    return;
  }
  response.setHeader('Retry-After', String(error.retryAfterSeconds));
  sendApiError(response, 503, 'api.busy', [{ field: null, key: 'api.busy' }]);
};
