import { z } from 'zod';
import { newsletterRequestLimits } from '../validation/newsletter-request';
import { key, text } from './fields';

/** The newsletter sign-up (§7 POST /api/mcs/selfi/newsletter/ with its `source`). */
export interface NewsletterSignupBlock {
  readonly component: 'newsletter_signup';
  readonly _uid: string;
  readonly headline: string;
  readonly text: string;
  readonly buttonLabel: string;
  /**
   * The `source` sent with the sign-up, e.g. `home`; default `cms`. Cut to the sign-up's limit
   * (issue 18), so a long one typed in the CMS cannot make every sign-up of the block fail.
   */
  readonly source: string;
}

/** The contact form; its subjects come from the layout's contact subjects (§3 Site layout). */
export interface ContactFormBlock {
  readonly component: 'contact_form';
  readonly _uid: string;
  readonly headline: string;
  readonly text: string;
}

export const newsletterSignupSchema: z.ZodType<NewsletterSignupBlock, unknown> = z
  .object({
    _uid: key,
    headline: text,
    text,
    buttonLabel: text,
    source: key.transform(
      (source) => source.slice(0, newsletterRequestLimits.source).trim() || 'cms',
    ),
  })
  .transform((fields) => ({ component: 'newsletter_signup' as const, ...fields }));

export const contactFormSchema: z.ZodType<ContactFormBlock, unknown> = z
  .object({ _uid: key, headline: text, text })
  .transform((fields) => ({ component: 'contact_form' as const, ...fields }));
