import type { ShowToast } from '@vitrine/domain';

/**
 * The contact form's block on the account's contact page (issue 19): not a story's, so it has
 * an id of its own, which its post without JavaScript names.
 */
export const accountContactBlockId = 'account-contact-form';

/**
 * The toast a sent message is answered with (issue 19: every form of the account answers with
 * a toast): by the page without JavaScript, by the form's callback with it.
 */
export const accountContactSentToast: ShowToast = {
  type: 'toast.show',
  variant: 'success',
  message: 'accountContact.sent',
};
