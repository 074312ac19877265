import type { MailTransport } from '../mail/mail-transport';
import { smtpTransport } from '../mail/mail-transport';
import {
  type LeakedPasswordSource,
  localLeakedPasswords,
  remoteLeakedPasswords,
} from './leaked-passwords';
import type { ScryptCost } from './password-hash';
import { type PasswordHashingLimits, passwordHashingLimits } from './password-hashing';

/** The sender of the shop's mails when none is configured. */
export const defaultMailFrom = 'Vitrine <service@vitrine.localhost>';

/**
 * The identity part's settings. A server passes `SMTP_URL`, `MAIL_FROM`,
 * `PASSWORD_RANGE_API_URL` and the hashing limits from its environment (commerceOptionsFromEnv).
 */
export interface IdentityOptions {
  /** Mail delivery; default: SMTP through nodemailer with `smtpUrl`, else the outbox only. */
  readonly mailTransport?: MailTransport | null;
  /** The SMTP server mails are delivered through (`smtp://user:pass@host:587`). */
  readonly smtpUrl?: string;
  /** The sender address (default {@link defaultMailFrom}). */
  readonly mailFrom?: string;
  /** A range API in the form of Have I Been Pwned's; without one, the local list only. */
  readonly passwordRangeApiUrl?: string;
  readonly leakedPasswords?: LeakedPasswordSource;
  /** scrypt's cost; tests lower it, production keeps the default. */
  readonly scryptCost?: ScryptCost;
  /**
   * Hashes at once and waiting, and their threads' nice value (default one per core, twice that
   * waiting, nice 19).
   */
  readonly passwordHashing?: Partial<PasswordHashingLimits>;
  readonly sessionTtlMs?: number;
  /** The clock of sessions, reset tokens and the outbox (tests move it). */
  readonly now?: () => Date;
}

let sharedLocalCorpus: LeakedPasswordSource | null = null;

/** The local corpus is the same for every engine in a process: build it once. */
function localCorpus(): LeakedPasswordSource {
  sharedLocalCorpus ??= localLeakedPasswords();
  return sharedLocalCorpus;
}

/** Resolves {@link IdentityOptions} into the services' options. */
export function resolveIdentityOptions(options: IdentityOptions = {}) {
  const smtpUrl = options.smtpUrl?.trim() ?? '';
  const transport =
    options.mailTransport !== undefined
      ? options.mailTransport
      : smtpUrl !== ''
        ? smtpTransport(smtpUrl)
        : null;
  const rangeUrl = options.passwordRangeApiUrl?.trim() ?? '';
  const leakedPasswords =
    options.leakedPasswords ??
    (rangeUrl !== ''
      ? remoteLeakedPasswords({ baseUrl: rangeUrl, local: localCorpus() })
      : localCorpus());
  const clock = options.now ? { now: options.now } : {};
  return {
    mail: {
      transport,
      from: options.mailFrom ?? defaultMailFrom,
      ...clock,
    },
    identity: {
      leakedPasswords,
      ...clock,
      ...(options.scryptCost ? { scryptCost: options.scryptCost } : {}),
      passwordHashing: passwordHashingLimits(options.passwordHashing),
      ...(options.sessionTtlMs ? { sessionTtlMs: options.sessionTtlMs } : {}),
    },
    clock,
  };
}
