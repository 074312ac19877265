export type { IdentityOptions } from './identity-options';
export {
  createIdentityService,
  defaultSessionTtlMs,
  type IdentityService,
  type PasswordResetRequest,
  resetTokenTtlMs,
} from './identity-service';
export type { Customer, OpenedSession, Session, SessionKind, SignedIn } from './identity-types';
export {
  type LeakedPasswordSource,
  localLeakedPasswords,
  normaliseHashPrefix,
  remoteLeakedPasswords,
} from './leaked-passwords';
export {
  defaultScryptCost,
  hashPassword,
  needsRehash,
  type ScryptCost,
  verifyPassword,
} from './password-hash';
export {
  createPasswordHasher,
  type PasswordHasher,
  PasswordHashingBusy,
  type PasswordHashingLimits,
  type PasswordHashingStats,
  type PasswordWork,
  passwordHashingLimits,
} from './password-hashing';
