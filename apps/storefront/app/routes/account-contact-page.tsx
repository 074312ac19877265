import { BlockDataProvider, type CmsFormIntent, ContactFormView } from '@vitrine/cms-blocks';
import type { ContactFormBlock } from '@vitrine/domain';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { accountContactBlockId, accountContactSentToast } from '../account/account-contact';
import {
  handleAccountContactPost,
  loadAccountContactPage,
} from '../account/account-contact-page.server';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { accountPageHeaders } from '../account/private-page';
import type { CmsFormResult } from '../cms/cms-form-post.server';
import { useShowToast } from '../toasts/page-toasts';
import type { Route } from './+types/account-contact-page';

export function loader({ context }: Route.LoaderArgs) {
  return loadAccountContactPage(context);
}

/** The contact form posted without JavaScript: the page shows what it came to. */
export function action({ request, context }: Route.ActionArgs) {
  return handleAccountContactPost(request, context);
}

/** The customer's own page: `private, no-store` from the action, the loader or an error. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountContact.title');
}

/** The CMS contact form, as the public contact page's story places it, here without a story. */
const contactBlock: ContactFormBlock = {
  component: 'contact_form',
  _uid: accountContactBlockId,
  headline: '',
  text: '',
};

const contactIntent: CmsFormIntent = 'contact';

/**
 * §2 `/konto/kontakt/` (issue 19): the shop's contact form for the signed-in customer — the
 * CMS contact form with the layout's subjects, its name and e-mail address filled in where the
 * shop's `contactFormPrefill` flag says so (§6). A sent message is answered with a toast.
 */
export default function AccountContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const showToast = useShowToast();
  // Sent with JavaScript (the form calls the contact call itself): the account's toast.
  const onSent = React.useCallback(() => showToast(accountContactSentToast), [showToast]);
  const posted = actionData as CmsFormResult | undefined;
  const form =
    posted !== undefined && posted.intent === contactIntent && posted.block === contactBlock._uid
      ? { ...loaderData.form, outcome: posted.outcome, onSent }
      : { ...loaderData.form, onSent };
  return (
    <AccountDataPage
      title={t('accountContact.title')}
      back={{ href: loaderData.accountHref, label: t('account.backToAccount') }}
    >
      <p>{t('accountContact.intro')}</p>
      <BlockDataProvider data={{ [contactBlock._uid]: form }}>
        <ContactFormView block={contactBlock} />
      </BlockDataProvider>
    </AccountDataPage>
  );
}
