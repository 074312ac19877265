import { availableParallelism } from 'node:os';
import { createBoundedQueue, QueueFull } from '../limits/bounded-queue';
import { type WholeNumberSetting, wholeNumberOption } from '../limits/whole-number-setting';
import { defaultScryptCost, hashPassword, type ScryptCost, verifyPassword } from './password-hash';
import { createScryptWorkers } from './scrypt-workers';

/**
 * One scrypt hash at N=2^15, r=8, p=3 keeps a core busy for about 0.2 s, so a line of twice the
 * slots clears in well under a second: the client may try again after one.
 */
const hashingRetrySeconds = 1;

/**
 * Every hashing slot is busy and the waiting line is full (a login storm): the call answers
 * 503 with `Retry-After` instead of queueing hashes that would take every core from the pages.
 */
export class PasswordHashingBusy extends QueueFull {
  constructor() {
    super('As many passwords are being hashed as the server may at once', hashingRetrySeconds);
    this.name = 'PasswordHashingBusy';
  }
}

/** How much password hashing runs at once and how much may wait. */
export interface PasswordHashingLimits {
  /** Hashes (and verifications) computed at the same time, each on one core. */
  readonly hashes: number;
  /** Hashes that may wait for a slot; one beyond them is refused with {@link PasswordHashingBusy}. */
  readonly queuedHashes: number;
  /**
   * The nice value of the hashing threads, 0–19 (default 19, the lowest priority: the pages
   * first). Lower it on a machine where other processes, not this server's pages, keep the
   * cores busy: there a hash at 19 gets about 1% of a core and takes minutes.
   */
  readonly nice: number;
}

interface Setting extends WholeNumberSetting {
  readonly option: keyof PasswordHashingLimits;
}

/** The limits' ranges, for options and their environment variables alike. */
export const passwordHashingSettings = {
  hashes: { option: 'hashes', min: 1, max: 64 },
  queuedHashes: { option: 'queuedHashes', min: 0, max: 10_000 },
  nice: { option: 'nice', min: 0, max: 19 },
} as const satisfies Record<keyof PasswordHashingLimits, Setting>;

/**
 * One hash per core: each takes a core for about 0.2 s, but by default at the lowest priority, so
 * the pages still come first (scrypt-workers.ts).
 */
function defaultHashes(): number {
  return Math.max(1, availableParallelism());
}

/** The hashing threads' default nice value: the lowest priority, so a shop's pages come first. */
const defaultNice = 19;

/**
 * The hashing limits: each given one, else the default (one hash per core; twice as many
 * waiting; nice 19). Out of range throws. A server passes `VITRINE_PASSWORD_HASHES`,
 * `VITRINE_PASSWORD_HASH_QUEUE` and `VITRINE_PASSWORD_HASH_NICE` here (commerceOptionsFromEnv).
 *
 * @example
 * passwordHashingLimits({ queuedHashes: 8 }); // 2 cores: { hashes: 2, queuedHashes: 8, nice: 19 }
 */
export function passwordHashingLimits(
  given: Partial<PasswordHashingLimits> = {},
): PasswordHashingLimits {
  const { hashes: hashesSetting, queuedHashes, nice } = passwordHashingSettings;
  const hashes = wholeNumberOption(given.hashes, hashesSetting, defaultHashes());
  return {
    hashes,
    queuedHashes: wholeNumberOption(given.queuedHashes, queuedHashes, 2 * hashes),
    nice: wholeNumberOption(given.nice, nice, defaultNice),
  };
}

/** What the hashing queue has done since the server started, and what it does now. */
export interface PasswordHashingStats {
  readonly limits: PasswordHashingLimits;
  /** Hashes and verifications computed (each one scrypt run). */
  readonly hashed: number;
  readonly running: number;
  readonly waiting: number;
  /** Calls refused with {@link PasswordHashingBusy}. */
  readonly refused: number;
}

/** Hashing inside a slot: each call is one scrypt run, counted, not queued again. */
export interface PasswordWork {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** Every password hash and verification of the identity service goes through this. */
export interface PasswordHasher extends PasswordWork {
  /**
   * Runs `work` in one slot, for a call that verifies and then hashes (a password change), so
   * it cannot be refused half-way. Rejects with {@link PasswordHashingBusy} when full.
   */
  inSlot<T>(work: (hasher: PasswordWork) => Promise<T>): Promise<T>;
  stats(): PasswordHashingStats;
}

/**
 * A bounded queue around scrypt: at most `limits.hashes` at once, `limits.queuedHashes` waiting,
 * and beyond that {@link PasswordHashingBusy}. The hashes run on worker threads at nice
 * `limits.nice` (by default 19, the lowest priority; scrypt-workers.ts), not on libuv's pool: so
 * 60 logins at once neither take the cores from the pages nor the pool from their file reads.
 */
export function createPasswordHasher(
  limits: PasswordHashingLimits = passwordHashingLimits(),
  cost: ScryptCost = defaultScryptCost,
): PasswordHasher {
  const queue = createBoundedQueue({
    slots: limits.hashes,
    waiting: limits.queuedHashes,
    full: () => new PasswordHashingBusy(),
  });
  // As many workers as slots: the queue never asks for more at once.
  const { derive } = createScryptWorkers(limits.hashes, limits.nice);
  let hashed = 0;
  let refused = 0;
  const direct: PasswordWork = {
    async hash(password) {
      hashed += 1;
      return hashPassword(password, cost, derive);
    },
    async verify(password, stored) {
      hashed += 1;
      return verifyPassword(password, stored, derive);
    },
  };
  function inSlot<T>(work: (hasher: PasswordWork) => Promise<T>): Promise<T> {
    return queue
      .run(() => work(direct))
      .catch((error: unknown) => {
        if (error instanceof PasswordHashingBusy) refused += 1;
        throw error;
      });
  }
  return {
    inSlot,
    hash: (password) => inSlot((hasher) => hasher.hash(password)),
    verify: (password, stored) => inSlot((hasher) => hasher.verify(password, stored)),
    stats: () => ({ limits, hashed, running: queue.running, waiting: queue.waiting, refused }),
  };
}
