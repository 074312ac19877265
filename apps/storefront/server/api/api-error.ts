import type { Response } from 'express';
import { noStore } from '../http/cache-control';

/** One problem with a request: the field it concerns (null for the request as a whole) and a message key. */
export interface ApiIssue {
  readonly field: string | null;
  /** A message key the storefront translates, e.g. `validation.email` or `api.notFound`. */
  readonly key: string;
}

/**
 * The body of every failed /api answer:
 * `{ "statusCode": 400, "error": "api.badRequest", "issues": [{ "field": "email", "key": "validation.email" }] }`.
 * Clients read `statusCode` (§7) and show the issues' keys next to their fields.
 */
export interface ApiErrorBody {
  readonly statusCode: number;
  readonly error: string;
  readonly issues: readonly ApiIssue[];
}

export function apiErrorBody(
  statusCode: number,
  error: string,
  issues: readonly ApiIssue[] = [],
): ApiErrorBody {
  return { statusCode, error, issues };
}

/** Sends an error answer that is never cached. */
export function sendApiError(
  response: Response,
  statusCode: number,
  error: string,
  issues: readonly ApiIssue[] = [],
): void {
  response
    .status(statusCode)
    .setHeader('Cache-Control', noStore)
    .json(apiErrorBody(statusCode, error, issues));
}

/** 400 with the fields at fault. */
export function sendBadRequest(response: Response, issues: readonly ApiIssue[]): void {
  sendApiError(response, 400, 'api.badRequest', issues);
}

/** 404: what is asked for does not exist, or is not the caller's (no difference is shown). */
export function sendNotFound(response: Response): void {
  sendApiError(response, 404, 'api.notFound');
}
