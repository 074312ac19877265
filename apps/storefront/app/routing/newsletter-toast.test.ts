import { describe, expect, test } from 'vitest';
import { newsletterConfirmationToast } from './newsletter-toast';

describe('the newsletter confirmation link’s outcome is shown as a toast (§4 toast, §7 newsletter)', () => {
  test.each([
    { search: '?newsletter=confirmed', variant: 'success', message: 'toast.newsletterConfirmed' },
    {
      search: '?utm=mail&newsletter=confirmed',
      variant: 'success',
      message: 'toast.newsletterConfirmed',
    },
    { search: '?newsletter=invalid', variant: 'warning', message: 'toast.newsletterInvalid' },
  ])('$search shows $message', ({ search, variant, message }) => {
    expect(newsletterConfirmationToast(search)).toEqual({ type: 'toast.show', variant, message });
  });

  test.each([
    '',
    '?',
    '?newsletter=',
    '?newsletter=Confirmed',
    '?newsletter=yes',
    '?redirect=goodbye',
    null,
    undefined,
  ])('%s shows nothing', (search) => {
    expect(newsletterConfirmationToast(search)).toBeNull();
  });
});
