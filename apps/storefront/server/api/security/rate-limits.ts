import type { RequestHandler } from 'express';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { sendApiError } from '../api-error';

/**
 * The calls limited per client: sign-in, registration, reset, leak check and contact (issue 6),
 * and the newsletter, which sends mails too.
 */
export type RateLimitedCall =
  | 'login'
  | 'register'
  | 'reset'
  | 'checkPassword'
  | 'contact'
  | 'newsletter'
  | 'stockReminder'
  | 'pickupReservation'
  | 'suggestions'
  | 'webVitals'
  | 'consentRecords'
  | 'clientErrors'
  | 'analyticsEvents';

export interface RateLimit {
  /** Calls allowed per window. */
  readonly points: number;
  readonly windowSeconds: number;
}

/**
 * Defaults: enough for a person retyping a password or a form, far too little for guessing
 * passwords or flooding the outbox.
 */
export const defaultRateLimits: Readonly<Record<RateLimitedCall, RateLimit>> = {
  login: { points: 10, windowSeconds: 60 },
  register: { points: 5, windowSeconds: 600 },
  reset: { points: 5, windowSeconds: 900 },
  checkPassword: { points: 30, windowSeconds: 60 },
  contact: { points: 5, windowSeconds: 600 },
  newsletter: { points: 5, windowSeconds: 600 },
  // Product page forms that store a shopper's address and later mail it (issue 15).
  stockReminder: { points: 10, windowSeconds: 600 },
  pickupReservation: { points: 5, windowSeconds: 600 },
  // The header's type-ahead asks once per 300 ms pause (§9): a fast typist makes a few calls a
  // second at most; a script asking for the catalog word by word meets the limit.
  suggestions: { points: 60, windowSeconds: 10 },
  // A page view reports five metrics, a few more when the page stays open: a shopper browsing
  // fast stays far below; a script filling the table does not.
  webVitals: { points: 60, windowSeconds: 60 },
  // A visitor decides about consent a few times a visit at most (banner, settings, hash
  // commands); a script filling the proof-of-consent table meets the limit.
  consentRecords: { points: 20, windowSeconds: 60 },
  // A page reports one error in ten (§9), at most a few a minute; a loop or a script does not
  // fill the table.
  clientErrors: { points: 20, windowSeconds: 60 },
  // The analytics script sends a page view per page and one event per §4 data-layer push: a
  // shopper browsing fast sends a few dozen a minute; a script filling the counts meets the limit.
  analyticsEvents: { points: 120, windowSeconds: 60 },
};

/**
 * Failed logins per account, beside the per-client limits: a password guessed from many
 * addresses (a botnet, or addresses behind a trusted proxy) still meets a bound. Keyed on the
 * normalised e-mail whether or not an account has it, so the answer tells nothing about which
 * addresses are registered.
 */
export const defaultFailedLoginLimit: RateLimit = { points: 10, windowSeconds: 15 * 60 };

/** Whether a client may make a call now, and if not, when it may again. */
export type RateLimitDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimits {
  /** A middleware counting the call against the client; the 429 answer carries Retry-After. */
  limit(call: RateLimitedCall): RequestHandler;
  /**
   * Counts one call against the client (its address) outside /api: a page's form post without
   * JavaScript shares the limit of the call it stands in for.
   */
  consume(call: RateLimitedCall, client: string): Promise<RateLimitDecision>;
  /** The per-account limit on failed logins ({@link defaultFailedLoginLimit}). */
  readonly failedLogins: FailedLogins;
}

/**
 * Counts a login against its account before the password is checked (so that logins racing
 * for one account cannot all pass), and takes it back when it was not a failure.
 */
export interface FailedLogins {
  /** Counts an attempt for the (normalised) e-mail; refused once the account's failures are used up. */
  attempt(email: string): Promise<RateLimitDecision>;
  /** The password was right: the account's failures start again from none. */
  succeeded(email: string): Promise<void>;
  /** The password was not checked (the hashing queue was full, say): the attempt does not count. */
  notChecked(email: string): Promise<void>;
}

/** A limiter's refusal as a decision; anything else it throws is a store failure. */
function refusal(rejection: unknown): RateLimitDecision {
  if (!(rejection instanceof RateLimiterRes)) throw rejection;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
  };
}

/**
 * Per-client limits keyed by the client address (behind a trusted proxy, the forwarded one).
 * The default store is the process's memory; pass limiters built on a shared store
 * (rate-limiter-flexible's Redis or PostgreSQL limiters) when several servers run.
 */
export function createRateLimits(
  options: {
    readonly limits?: Partial<Record<RateLimitedCall, RateLimit>>;
    readonly limiters?: Partial<Record<RateLimitedCall, RateLimiterAbstract>>;
    readonly failedLogins?: RateLimit;
    /** A limiter on a shared store for the failed logins (its points and duration are its own). */
    readonly failedLoginLimiter?: RateLimiterAbstract;
  } = {},
): RateLimits {
  const limiters = new Map<RateLimitedCall, RateLimiterAbstract>();
  function limiterFor(call: RateLimitedCall): RateLimiterAbstract {
    let limiter = limiters.get(call) ?? options.limiters?.[call];
    if (limiter === undefined) {
      const limit = options.limits?.[call] ?? defaultRateLimits[call];
      limiter = new RateLimiterMemory({
        keyPrefix: call,
        points: limit.points,
        duration: limit.windowSeconds,
      });
    }
    limiters.set(call, limiter);
    return limiter;
  }
  async function consume(call: RateLimitedCall, client: string): Promise<RateLimitDecision> {
    try {
      await limiterFor(call).consume(client);
      return { allowed: true };
    } catch (rejection) {
      return refusal(rejection);
    }
  }
  const failedLoginLimit = options.failedLogins ?? defaultFailedLoginLimit;
  const failedLoginLimiter =
    options.failedLoginLimiter ??
    new RateLimiterMemory({
      keyPrefix: 'failedLogin',
      points: failedLoginLimit.points,
      duration: failedLoginLimit.windowSeconds,
    });
  const failedLogins: FailedLogins = {
    async attempt(email) {
      try {
        await failedLoginLimiter.consume(email);
        return { allowed: true };
      } catch (rejection) {
        return refusal(rejection);
      }
    },
    async succeeded(email) {
      await failedLoginLimiter.delete(email);
    },
    async notChecked(email) {
      await failedLoginLimiter.reward(email);
    },
  };
  return {
    consume,
    failedLogins,
    limit(call) {
      return async (request, response, next) => {
        let decision: RateLimitDecision;
        try {
          decision = await consume(call, request.ip ?? 'unknown');
        } catch (error) {
          next(error);
          return;
        }
        if (decision.allowed) {
          next();
          return;
        }
        response.setHeader('Retry-After', String(decision.retryAfterSeconds));
        sendApiError(response, 429, 'api.tooManyRequests', [
          { field: null, key: 'api.tooManyRequests' },
        ]);
      };
    },
  };
}
