import type { Language } from '@vitrine/domain';
import { renderHtml, renderText } from '../mail/mail-layout';
import { closing, greeting, type MailContext, type RenderedMail } from '../mail/mail-texts';

/** What the reminder names: the article in the shopper's language and its product page. */
export interface RestockedArticle {
  readonly name: string;
  /** The article number as a shopper reads it (`1234567-02`). */
  readonly number: string;
  readonly url: string;
}

const texts: Record<
  Language,
  (article: RestockedArticle) => {
    subject: string;
    paragraphs: string[];
    action: string;
  }
> = {
  de: (article) => ({
    subject: `Wieder lieferbar: ${article.name}`,
    paragraphs: [
      `Der Artikel, zu dem Sie benachrichtigt werden wollten, ist wieder lieferbar: ${article.name} (Art.-Nr. ${article.number}).`,
      'Wir halten ihn nicht für Sie zurück: Er ist erhältlich, solange der Vorrat reicht.',
      'Diese E-Mail kommt einmal, weil Sie darum gebeten haben.',
    ],
    action: 'Zum Artikel',
  }),
  fr: (article) => ({
    subject: `De nouveau disponible : ${article.name}`,
    paragraphs: [
      `L’article pour lequel vous avez demandé à être prévenu est de nouveau disponible : ${article.name} (réf. ${article.number}).`,
      'Nous ne pouvons pas le mettre de côté pour vous : il est disponible dans la limite des stocks.',
      'Vous recevez cet e-mail une seule fois, à votre demande.',
    ],
    action: 'Voir l’article',
  }),
  nl: (article) => ({
    subject: `Weer leverbaar: ${article.name}`,
    paragraphs: [
      `Het artikel waarover u bericht wilde krijgen, is weer leverbaar: ${article.name} (art.nr. ${article.number}).`,
      'We houden het niet voor u apart: het is verkrijgbaar zolang de voorraad strekt.',
      'U ontvangt deze e-mail één keer, omdat u erom hebt gevraagd.',
    ],
    action: 'Naar het artikel',
  }),
};

/** The mail that tells a shopper a sold-out article is back, in the language they asked in. */
export function stockReminderMail(context: MailContext, article: RestockedArticle): RenderedMail {
  const { language, brandName } = context;
  const content = texts[language](article);
  return {
    subject: content.subject,
    text: renderText({
      language,
      greeting: greeting[language](null),
      paragraphs: content.paragraphs,
      action: { label: content.action, url: article.url },
      closing: closing[language](brandName),
    }),
    html: renderHtml({
      language,
      greeting: greeting[language](null),
      paragraphs: content.paragraphs,
      action: { label: content.action, url: article.url },
      closing: closing[language](brandName),
    }),
  };
}
