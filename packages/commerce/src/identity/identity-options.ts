import type { MailTransport } from '../mail/mail-transport';
import { smtpTransport } from '../mail/mail-transport';
import {
  type LeakedPasswordSource,
  localLeakedPasswords,
  remoteLeakedPasswords,
} from './leaked-passwords';
import type { ScryptCost } from './password-hash';
import { type PasswordHashingLimits, passwordHashingLimits } from './password-hashing';

/** The identity part's settings; each defaults from the environment. */
export interface IdentityOptions {
  /** Mail delivery; default: SMTP through nodemailer when `SMTP_URL` is set, else the outbox only. */
  readonly mailTransport?: MailTransport | null;
  /** The sender address (default `MAIL_FROM` or `Vitrine <service@vitrine.localhost>`). */
  readonly mailFrom?: string;
  /** A range API in the form of Have I Been Pwned's (default `PASSWORD_RANGE_API_URL`). */
  readonly passwordRangeApiUrl?: string;
  readonly leakedPasswords?: LeakedPasswordSource;
  /** scrypt's cost; tests lower it, production keeps the default. */
  readonly scryptCost?: ScryptCost;
  /**
   * Hashes at once and waiting (default `VITRINE_PASSWORD_HASHES`, else one per core;
   * `VITRINE_PASSWORD_HASH_QUEUE`, else twice that).
   */
  readonly passwordHashing?: Partial<PasswordHashingLimits>;
  readonly sessionTtlMs?: number;
  /** The clock of sessions, reset tokens and the outbox (tests move it). */
  readonly now?: () => Date;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

let sharedLocalCorpus: LeakedPasswordSource | null = null;

/** The local corpus is the same for every engine in a process: build it once. */
function localCorpus(): LeakedPasswordSource {
  sharedLocalCorpus ??= localLeakedPasswords();
  return sharedLocalCorpus;
}

/** Resolves {@link IdentityOptions} into the services' options. */
export function identityOptionsFromEnv(options: IdentityOptions = {}) {
  const env = options.env ?? process.env;
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  const transport =
    options.mailTransport !== undefined
      ? options.mailTransport
      : smtpUrl !== ''
        ? smtpTransport(smtpUrl)
        : null;
  const rangeUrl = options.passwordRangeApiUrl ?? env.PASSWORD_RANGE_API_URL?.trim() ?? '';
  const leakedPasswords =
    options.leakedPasswords ??
    (rangeUrl !== ''
      ? remoteLeakedPasswords({ baseUrl: rangeUrl, local: localCorpus() })
      : localCorpus());
  const clock = options.now ? { now: options.now } : {};
  return {
    mail: {
      transport,
      from: options.mailFrom ?? env.MAIL_FROM ?? 'Vitrine <service@vitrine.localhost>',
      ...clock,
    },
    identity: {
      leakedPasswords,
      ...clock,
      ...(options.scryptCost ? { scryptCost: options.scryptCost } : {}),
      passwordHashing: passwordHashingLimits(env, options.passwordHashing),
      ...(options.sessionTtlMs ? { sessionTtlMs: options.sessionTtlMs } : {}),
    },
    clock,
  };
}
