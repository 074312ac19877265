import { cmsLocaleKey, contactRequestSchemaFor, type Shop, type ShopLocale } from '@vitrine/domain';
import type { StorefrontServices } from '../../services';
import { serviceAddressOf } from '../service-address';
import { type ParsedFields, parseFields } from './parse-input';

/** Who sends a contact message, from where. */
export interface ContactSender {
  readonly shop: Shop;
  /** The message's language: the mail to the service team and its subject label use it. */
  readonly locale: ShopLocale;
  /**
   * A signed-in or guest customer's id from the session, kept with the message; null for an
   * anonymous visitor. Only a registered customer gets a receipt, at the account's address.
   */
  readonly customerId: string | null;
  /** Customer service's mailbox (default `CONTACT_MAIL_TO`, else `service@{production host}`). */
  readonly serviceAddress?: string;
}

/**
 * The contact form's message (`subject`, `name`, `email`, `order_number`, `message`): checked
 * with the domain's one schema of the form (`contactRequestSchemaFor`, issue 18: the form's
 * browser check applies the same), its subject one of the locale layout's contact subjects
 * (§3 Site layout) and the order number given when the subject asks for one; then stored and
 * mailed to customer service. The typed `email` is only passed on to customer service: no
 * mail goes to it (issue 12), the receipt goes to a registered sender's own account address.
 * `POST /api/user/contact/` and the contact-form block's post without JavaScript both send
 * through here.
 */
export async function sendContactMessage(
  services: StorefrontServices,
  sender: ContactSender,
  body: unknown,
): Promise<ParsedFields<{ readonly id: string }>> {
  const { shop, locale } = sender;
  const layout = await services.content.published.layout({
    company: shop.company,
    localeKey: cmsLocaleKey(locale),
  });
  const subjects = layout?.layout.contactSubjects ?? [];
  const parsed = await parseFields(contactRequestSchemaFor(subjects), body);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  // The schema took only a subject of the list.
  const label = subjects.find((entry) => entry.key === input.subject)?.label ?? input.subject;
  const { id } = await services.commerce.account.submitContact({
    shop,
    language: locale.language,
    customerId: sender.customerId,
    input,
    subjectLabel: label,
    serviceAddress: sender.serviceAddress ?? serviceAddressOf(shop, services.env.CONTACT_MAIL_TO),
  });
  return { ok: true, data: { id } };
}
