import { z } from 'zod';
import { key, text } from './fields';

/** The newsletter sign-up (§7 POST /api/mcs/selfi/newsletter/ with its `source`). */
export interface NewsletterSignupBlock {
  readonly component: 'newsletter_signup';
  readonly _uid: string;
  readonly headline: string;
  readonly text: string;
  readonly buttonLabel: string;
  /** The `source` sent with the sign-up, e.g. `home`; default `cms`. */
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
    source: key.transform((source) => source || 'cms'),
  })
  .transform((fields) => ({ component: 'newsletter_signup' as const, ...fields }));

export const contactFormSchema: z.ZodType<ContactFormBlock, unknown> = z
  .object({ _uid: key, headline: text, text })
  .transform((fields) => ({ component: 'contact_form' as const, ...fields }));
