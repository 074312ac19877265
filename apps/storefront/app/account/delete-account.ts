/** The intent of the delete-account form (`/konto/account-loeschen/`): the page has no other. */
export const deleteAccountIntent = 'accountDelete';
