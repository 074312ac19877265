import type { RequestHandler } from 'express';

/** A year: browsers keep to HTTPS for that long after one answer over HTTPS. */
const strictTransportSecurity = 'max-age=31536000';

/**
 * The headers every answer carries (issue 12 item 8), static files included, so it runs
 * before them: no content-type sniffing, the referrer's path kept to this origin, and over
 * HTTPS (`request.secure`: the connection's, or a trusted proxy's `X-Forwarded-Proto`) the
 * browser is told to stay on HTTPS. Over plain HTTP the header would be ignored, and on a
 * loopback address it would pin a developer's browser to HTTPS.
 */
export function securityHeaders(): RequestHandler {
  return (request, response, next) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (request.secure) response.setHeader('Strict-Transport-Security', strictTransportSecurity);
    next();
  };
}
