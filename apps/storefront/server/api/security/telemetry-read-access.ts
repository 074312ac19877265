import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { sendApiError } from '../api-error';

/** What decides who may read the shoppers' web vitals and error reports. */
export interface TelemetryReadSettings {
  readonly NODE_ENV?: 'development' | 'production' | 'test' | undefined;
  readonly VITRINE_TELEMETRY_READ_TOKEN?: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Guards the telemetry's read calls (`GET /api/metrics/web-vitals/`, `GET /api/client-errors/`,
 * `GET /api/analytics/events/`, issue 20). Error reports carry stack traces and the pages
 * shoppers were on, and the figures are the business's own, so production does not hand them
 * to anyone. There a read needs `Authorization: Bearer <VITRINE_TELEMETRY_READ_TOKEN>`
 * (a wrong or missing token is 401 `api.unauthorized`). Without a token set, the calls are the
 * 404 of any unknown call. Outside production they are open, as `/_dev/metrics` is.
 */
export function telemetryReadAccess(settings: TelemetryReadSettings): RequestHandler {
  const token = settings.VITRINE_TELEMETRY_READ_TOKEN;
  const expected = token ? digest(`Bearer ${token}`) : null;
  return (request, response, next) => {
    if (settings.NODE_ENV !== 'production') {
      next();
      return;
    }
    if (expected === null) {
      sendApiError(response, 404, 'api.notFound', [{ field: null, key: 'api.notFound' }]);
      return;
    }
    // Digests of equal length, so the comparison takes the same time for every guess.
    if (timingSafeEqual(digest(request.get('authorization') ?? ''), expected)) {
      next();
      return;
    }
    response.setHeader('WWW-Authenticate', 'Bearer');
    sendApiError(response, 401, 'api.unauthorized', [{ field: null, key: 'api.unauthorized' }]);
  };
}
