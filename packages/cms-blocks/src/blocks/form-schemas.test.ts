import { contactRequestLimits, newsletterRequestLimits } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { checkContactForm, checkNewsletterSignup } from './form-schemas';

const subjects = [
  { key: 'order', requiresOrderNumber: true },
  { key: 'product', requiresOrderNumber: false },
];
const contact = { subject: 'product', name: 'Max Muster', email: 'max@example.de' };

describe('the forms’ browser checks are the domain’s schemas, limits and all (issue 18)', () => {
  test.each([
    { length: contactRequestLimits.message, errors: [] },
    {
      length: contactRequestLimits.message + 1,
      errors: [{ field: 'message', key: 'validation.max-length', params: { max: 5000 } }],
    },
  ])('a contact message of $length characters: $errors', ({ length, errors }) => {
    const check = checkContactForm(subjects, { ...contact, message: 'a'.repeat(length) });
    expect(check.valid ? [] : check.errors).toEqual(errors);
  });

  test.each([
    { length: newsletterRequestLimits.source, errors: [] },
    {
      length: newsletterRequestLimits.source + 1,
      errors: [{ field: 'source', key: 'validation.max-length', params: { max: 60 } }],
    },
  ])('a newsletter source of $length characters: $errors', ({ length, errors }) => {
    const check = checkNewsletterSignup({ email: 'leser@example.de', source: 's'.repeat(length) });
    expect(check.valid ? [] : check.errors).toEqual(errors);
  });

  test('the contact check sends the call’s names and says the errors at the form’s fields', () => {
    const message = 'Wo bleibt mein Paket?';
    expect(checkContactForm(subjects, { ...contact, subject: 'order', message })).toEqual({
      valid: false,
      errors: [{ field: 'orderNumber', key: 'validation.required', params: {} }],
    });
    expect(
      checkContactForm(subjects, {
        ...contact,
        subject: 'order',
        orderNumber: '100234',
        message,
        intent: 'contact',
      }),
    ).toEqual({
      valid: true,
      values: { ...contact, subject: 'order', order_number: '100234', message },
    });
  });
});
