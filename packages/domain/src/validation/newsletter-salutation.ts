import type { Gender } from '../entities/user';
import { defaultGender } from './gender';

/** Salutation codes of the newsletter subscription call (§3, §7). */
export const newsletterSalutationCodes = { m: 0, f: 2, d: 4 } as const satisfies Record<
  Gender,
  number
>;

export type NewsletterSalutationCode = (typeof newsletterSalutationCodes)[Gender];

/**
 * The newsletter salutation code for a gender (§3: m=0, f=2, d=4). Anything that is not a
 * gender gets the code of the form's default gender `f`, so the subscription never fails on it.
 *
 * @example
 * newsletterSalutationCode('d'); // 4
 */
export function newsletterSalutationCode(gender: unknown): NewsletterSalutationCode {
  switch (gender) {
    case 'm':
    case 'f':
    case 'd':
      return newsletterSalutationCodes[gender];
    default:
      return newsletterSalutationCodes[defaultGender];
  }
}
