import { z } from 'zod';
import type { CommerceOptions } from '../commerce';
import { defaultDurability, durabilities } from '../db/durability';
import { defaultMailFrom } from '../identity/identity-options';
import { passwordHashingSettings } from '../identity/password-hashing';
import {
  defaultCacheMegabytes,
  defaultImageRenders,
  defaultQueuedRenders,
  imageLimitSettings,
  mebibyte,
} from '../images/image-limits';
import { defaultThreadPoolSize, wholeNumberVariable } from '../limits/whole-number-setting';
import {
  type Env,
  mailbox,
  oneOf,
  parseEnvironment,
  url,
  variable,
  wholeNumber,
} from './variables';

/**
 * The commerce engine's environment variables. The engine itself reads none: the storefront
 * parses these with its own (one schema for the process), the package's CLIs and benches with
 * {@link parseCommerceEnv}; both hand the result to `createCommerce` through
 * {@link commerceOptionsFromEnv}. Each rule is written here once.
 */
export const commerceEnvShape = {
  /** PostgreSQL instead of PGlite (`postgres://user:pass@host/db`); never printed, it holds a password. */
  DATABASE_URL: variable(url(['postgres:', 'postgresql:'], { secret: true, host: false })),
  /** `durable`: a PGlite commit is fsynced before it is confirmed; `relaxed` survives a killed process only. */
  VITRINE_DURABILITY: variable(oneOf(durabilities), defaultDurability),
  /** Renditions drawn at once (default: cores − 1 and libuv's pool − 1, at least 1). */
  VITRINE_IMAGE_RENDERS: variable(wholeNumberVariable(imageLimitSettings.renders)),
  /** Renditions that may wait for a render slot; beyond them the answer is a 503. */
  VITRINE_IMAGE_RENDER_QUEUE: variable(
    wholeNumberVariable(imageLimitSettings.queuedRenders),
    defaultQueuedRenders,
  ),
  /** Mebibytes of renditions the disk cache keeps, least recently used out first. */
  VITRINE_IMAGE_CACHE_MB: variable(
    wholeNumberVariable(imageLimitSettings.cacheMegabytes),
    defaultCacheMegabytes,
  ),
  /**
   * Node's own: libuv reads it for its thread pool, which sharp shares with file reads. Read
   * here only to leave one of the pool's threads free of renders.
   */
  UV_THREADPOOL_SIZE: variable(wholeNumber(1, 1024), defaultThreadPoolSize),
  /** scrypt hashes at once, each on a low-priority worker thread (default: one per core). */
  VITRINE_PASSWORD_HASHES: variable(wholeNumberVariable(passwordHashingSettings.hashes)),
  /** Hashes that may wait for a slot; beyond them a call answers 503 (default: twice the hashes). */
  VITRINE_PASSWORD_HASH_QUEUE: variable(wholeNumberVariable(passwordHashingSettings.queuedHashes)),
  /**
   * The hashing threads' nice value, 0–19 (default 19, the lowest priority: the pages first);
   * lower it where other processes, not the pages, keep the cores busy (a CI runner).
   */
  VITRINE_PASSWORD_HASH_NICE: variable(wholeNumberVariable(passwordHashingSettings.nice)),
  /** Mails go out through this SMTP server as well as into the outbox; it may hold a password. */
  SMTP_URL: variable(url(['smtp:', 'smtps:'], { secret: true })),
  /** The sender of the shop's mails. */
  MAIL_FROM: variable(mailbox, defaultMailFrom),
  /** A remote k-anonymity range API for the leaked-password check besides the local list. */
  PASSWORD_RANGE_API_URL: variable(url(['http:', 'https:'])),
};

export const commerceEnvSchema = z.object(commerceEnvShape);

/** The commerce engine's environment, typed, with the defaults filled in. */
export type CommerceEnv = z.output<typeof commerceEnvSchema>;

/**
 * The commerce engine's variables from `env`, or an `EnvironmentError` naming each wrong one,
 * for the package's own CLIs and benches.
 *
 * @example
 * parseCommerceEnv({ VITRINE_DURABILITY: 'Relaxed' }).VITRINE_DURABILITY; // 'relaxed'
 */
export function parseCommerceEnv(env: Env): CommerceEnv {
  return parseEnvironment(commerceEnvSchema, env);
}

/** What `createCommerce` takes from the environment. */
export type CommerceEnvOptions = Required<
  Pick<CommerceOptions, 'databaseUrl' | 'durability' | 'imageLimits' | 'identity'>
>;

/**
 * The engine's options from its parsed variables; a caller adds its folders, seeding and
 * payments. A variable left unset leaves the engine's default.
 *
 * @example
 * createCommerce({ ...commerceOptionsFromEnv(parseCommerceEnv(process.env)), seed: false });
 */
export function commerceOptionsFromEnv(env: CommerceEnv): CommerceEnvOptions {
  return {
    databaseUrl: env.DATABASE_URL ?? '',
    durability: env.VITRINE_DURABILITY,
    imageLimits: {
      renders: env.VITRINE_IMAGE_RENDERS ?? defaultImageRenders(env.UV_THREADPOOL_SIZE),
      queuedRenders: env.VITRINE_IMAGE_RENDER_QUEUE,
      cacheBytes: env.VITRINE_IMAGE_CACHE_MB * mebibyte,
    },
    identity: {
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      mailFrom: env.MAIL_FROM,
      ...(env.PASSWORD_RANGE_API_URL ? { passwordRangeApiUrl: env.PASSWORD_RANGE_API_URL } : {}),
      passwordHashing: {
        ...(env.VITRINE_PASSWORD_HASHES ? { hashes: env.VITRINE_PASSWORD_HASHES } : {}),
        ...(env.VITRINE_PASSWORD_HASH_QUEUE !== undefined
          ? { queuedHashes: env.VITRINE_PASSWORD_HASH_QUEUE }
          : {}),
        ...(env.VITRINE_PASSWORD_HASH_NICE !== undefined
          ? { nice: env.VITRINE_PASSWORD_HASH_NICE }
          : {}),
      },
    },
  };
}
