import { queryValue, type ShowToast } from '@vitrine/domain';

/** The storefront's message keys of the newsletter confirmation's outcome. */
export const newsletterToastMessages = {
  confirmed: 'toast.newsletterConfirmed',
  invalid: 'toast.newsletterInvalid',
} as const;

/**
 * The toast for the page the double-opt-in link leads to: the confirmation call sends a
 * browser to the shop's home with `?newsletter=confirmed` or `?newsletter=invalid`; any other
 * value shows nothing.
 *
 * @example
 * newsletterConfirmationToast('?newsletter=confirmed')
 * // { type: 'toast.show', variant: 'success', message: 'toast.newsletterConfirmed' }
 */
export function newsletterConfirmationToast(search: string | null | undefined): ShowToast | null {
  switch (queryValue(search, 'newsletter')) {
    case 'confirmed':
      return { type: 'toast.show', variant: 'success', message: newsletterToastMessages.confirmed };
    case 'invalid':
      return { type: 'toast.show', variant: 'warning', message: newsletterToastMessages.invalid };
    default:
      return null;
  }
}
