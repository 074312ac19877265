/**
 * The contact form's block on the account's contact page (issue 19): not a story's, so it has
 * an id of its own, which its post without JavaScript names.
 */
export const accountContactBlockId = 'account-contact-form';
