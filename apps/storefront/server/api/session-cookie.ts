import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import { shopContextOf } from './request-shop';

/** The session cookie's name. */
export const sessionCookieName = 'vitrine_session';

/**
 * The secret the cookie is signed with; tokens alone are unguessable, the signature is defence
 * in depth. `SESSION_SECRET` (≥ 32 characters, checked at start in server/env.ts) wins. Without
 * it the embedded default keeps a random secret in a file of the data folder (made on first
 * start, owner-only), so `npm start` needs no set-up and sessions survive restarts; in memory
 * (tests) it is random per process. Several instances behind a load balancer must share
 * `SESSION_SECRET`.
 */
export function sessionSecret(
  options: {
    /** `SESSION_SECRET`, when it is set. */
    readonly configured?: string | undefined;
    /** Where the embedded default keeps its secret; null keeps it in memory. */
    readonly secretFile?: string | null;
  } = {},
): string {
  if (options.configured !== undefined) return options.configured;
  const file = options.secretFile ?? null;
  if (file === null) return randomBytes(32).toString('hex');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const created = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${created}\n`, { mode: 0o600 });
  return created;
}

function signature(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

/** `token.signature`. */
export function signToken(token: string, secret: string): string {
  return `${token}.${signature(token, secret)}`;
}

/** The token of a signed cookie value, or null when the signature does not match. */
export function unsignToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(token, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session cookie's raw value, or null. A malformed Cookie header counts as none. */
export function readSessionCookie(request: Request): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return null;
  try {
    return parse(header)[sessionCookieName] ?? null;
  } catch {
    return null;
  }
}

/**
 * The cookie's flags: http-only, SameSite=Lax, path /, Secure everywhere but on local
 * development hosts (plain http there).
 */
function flags(response: Response, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: shopContextOf(response).hostKind !== 'local',
    maxAge: maxAgeSeconds,
  };
}

/** Sets the signed session cookie, expiring with the session row. */
export function setSessionCookie(
  response: Response,
  token: string,
  expiresAt: Date,
  secret: string,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  response.append(
    'Set-Cookie',
    serialize(sessionCookieName, signToken(token, secret), flags(response, maxAge)),
  );
}

/** Removes the session cookie. */
export function clearSessionCookie(response: Response): void {
  response.append(
    'Set-Cookie',
    serialize(sessionCookieName, '', { ...flags(response, 0), expires: new Date(0) }),
  );
}
