import type { ContactFormBlockData } from '@vitrine/cms-blocks';
import {
  contactFormPrefill,
  routePath,
  type Shop,
  type ShopLocale,
  type SiteLayout,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import { contactFormData } from '../cms/block-data.server';
import { handleCmsFormPost, readPageForm } from '../cms/cms-form-post.server';
import { loadSiteLayout } from '../cms/site-layout.server';
import { addPageToast } from '../routing/page-guards.server';
import { accountContactBlockId, accountContactSentToast } from './account-contact';
import { noFormOnThisPage, signedInCustomer } from './signed-in-customer.server';

const privateHeaders = { 'Cache-Control': privatePageCache };

export interface AccountContactPageData {
  /** The contact form's data as a CMS contact_form block gets it, with the prefill. */
  readonly form: ContactFormBlockData;
  readonly accountHref: string;
}

/** The customer as the account stores them (the engine's customer, or none). */
export interface AccountContactCustomer {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
}

/**
 * The page's view: the contact form's data exactly as the CMS contact page's block gets it
 * (`contactFormData`: the layout's subjects, §3 Site layout), posting to this page, and the
 * customer's name and address shown first where the shop's `contactFormPrefill` flag says so
 * (§6, the domain's `contactFormPrefill`).
 */
export function accountContactPageData(
  shop: Shop,
  locale: ShopLocale,
  layout: SiteLayout,
  customer: AccountContactCustomer | null,
): AccountContactPageData {
  const formAction = routePath('accountContact', locale.pathPrefix);
  return {
    form: {
      ...contactFormData(layout, locale, formAction),
      prefill: { ...contactFormPrefill(shop.flags, customer) },
    },
    accountHref: routePath('account', locale.pathPrefix),
  };
}

/** `/konto/kontakt/` (§2, issue 19): the contact form for the signed-in customer. */
export async function loadAccountContactPage(context: Readonly<RouterContextProvider>) {
  const customer = await signedInCustomer(context);
  const [profile, layout] = await Promise.all([
    context.services.commerce.identity.customer(customer.customerId),
    loadSiteLayout(context),
  ]);
  // Without a layout the shop has no subjects to offer: the error page, as every page without one.
  if (layout === null) {
    throw data('No layout', { status: 503, headers: privateHeaders });
  }
  const page = accountContactPageData(context.shop, context.locale, layout.content.layout, profile);
  return data(page, { headers: privateHeaders });
}

/**
 * The contact form posted without JavaScript (with it, the form calls the contact call): sent
 * through the CMS contact form's own post (`handleCmsFormPost`: the same-origin check, the rate
 * limit, the contact call's code and schema), with the signed-in customer's id from the
 * session. Any other form is 400.
 */
export async function handleAccountContactPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  await signedInCustomer(context);
  const form = await readPageForm(request);
  if (form.get('intent') !== 'contact' || form.get('block') !== accountContactBlockId) {
    throw noFormOnThisPage();
  }
  const answered = await handleCmsFormPost(request, context, form);
  // Sent: the page answers with the account's toast too, as every form of the account does.
  if (answered.data.outcome.state === 'sent') {
    addPageToast(context, accountContactSentToast);
  }
  return answered;
}
