import type { Language } from '@vitrine/domain';
import { type MailBody, renderHtml, renderText } from './mail-layout';

/** A mail's subject with its text and HTML parts. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

function rendered(subject: string, body: MailBody): RenderedMail {
  return { subject, text: renderText(body), html: renderHtml(body) };
}

export const greeting: Record<Language, (name: string | null) => string> = {
  de: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  nl: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
};

export const closing: Record<Language, (brand: string) => string> = {
  de: (brand) => `Viele Grüße\nIhr ${brand}-Team`,
  fr: (brand) => `Cordialement,\nL’équipe ${brand}`,
  nl: (brand) => `Met vriendelijke groet,\nHet ${brand}-team`,
};

export interface MailContext {
  readonly language: Language;
  readonly brandName: string;
}

/** The mail with the link to set a new password (valid for one hour, once). */
export function passwordResetMail(
  context: MailContext,
  input: { readonly name: string | null; readonly url: string },
): RenderedMail {
  const { language, brandName } = context;
  const texts = {
    de: {
      subject: `Ihr neues Passwort für ${brandName}`,
      paragraphs: [
        'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über den folgenden Link können Sie es festlegen. Der Link ist eine Stunde lang gültig und kann nur einmal verwendet werden.',
        'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren. Ihr bisheriges Passwort bleibt dann gültig.',
      ],
      action: 'Neues Passwort festlegen',
    },
    fr: {
      subject: `Votre nouveau mot de passe ${brandName}`,
      paragraphs: [
        'Vous avez demandé un nouveau mot de passe pour votre compte client. Le lien ci-dessous vous permet de le définir. Il est valable une heure et ne peut être utilisé qu’une seule fois.',
        'Si vous n’avez pas fait cette demande, ignorez simplement cet e-mail : votre mot de passe actuel reste valable.',
      ],
      action: 'Définir un nouveau mot de passe',
    },
    nl: {
      subject: `Uw nieuwe wachtwoord voor ${brandName}`,
      paragraphs: [
        'U hebt een nieuw wachtwoord voor uw klantaccount aangevraagd. Via de onderstaande link kunt u het instellen. De link is één uur geldig en kan maar één keer worden gebruikt.',
        'Hebt u geen nieuw wachtwoord aangevraagd? Dan kunt u deze e-mail negeren; uw huidige wachtwoord blijft geldig.',
      ],
      action: 'Nieuw wachtwoord instellen',
    },
  }[language];
  return rendered(texts.subject, {
    language,
    greeting: greeting[language](input.name),
    paragraphs: texts.paragraphs,
    action: { label: texts.action, url: input.url },
    closing: closing[language](brandName),
  });
}

/** The double-opt-in mail of a newsletter subscription. */
export function newsletterConfirmationMail(
  context: MailContext,
  input: { readonly name: string | null; readonly url: string },
): RenderedMail {
  const { language, brandName } = context;
  const texts = {
    de: {
      subject: `Bitte bestätigen Sie Ihre Newsletter-Anmeldung bei ${brandName}`,
      paragraph:
        'vielen Dank für Ihr Interesse an unserem Newsletter. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link. Erst danach senden wir Ihnen den Newsletter zu. Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.',
      action: 'Anmeldung bestätigen',
    },
    fr: {
      subject: `Veuillez confirmer votre inscription à la newsletter ${brandName}`,
      paragraph:
        'merci de l’intérêt que vous portez à notre newsletter. Veuillez confirmer votre inscription en cliquant sur le lien ci-dessous ; nous ne vous l’enverrons qu’après cette confirmation. Si vous ne vous êtes pas inscrit(e), ignorez simplement cet e-mail.',
      action: 'Confirmer l’inscription',
    },
    nl: {
      subject: `Bevestig uw inschrijving voor de nieuwsbrief van ${brandName}`,
      paragraph:
        'hartelijk dank voor uw interesse in onze nieuwsbrief. Bevestig uw inschrijving via de onderstaande link; pas daarna sturen wij u de nieuwsbrief. Hebt u zich niet ingeschreven? Dan kunt u deze e-mail negeren.',
      action: 'Inschrijving bevestigen',
    },
  }[language];
  return rendered(texts.subject, {
    language,
    greeting: greeting[language](input.name),
    paragraphs: [texts.paragraph],
    action: { label: texts.action, url: input.url },
    closing: closing[language](brandName),
  });
}

/** The contact request as the service mail shows it: everything the sender typed. */
export interface ContactMailInput {
  readonly name: string;
  readonly email: string;
  readonly subjectLabel: string;
  readonly orderNumber: string | null;
  readonly message: string;
}

/** What the receipt of a contact request shows: nothing the sender typed (issue 12). */
export interface ContactReceiptInput {
  /** The name of the customer's account, not the one typed into the form. */
  readonly name: string | null;
  /** The subject's label from the CMS layout (one of the shop's own subjects). */
  readonly subjectLabel: string;
}

/**
 * The short receipt a signed-in customer gets at the account's own address for a contact
 * request. It repeats neither the message nor anything else typed into the form, so that the
 * contact form cannot send a text of someone's choosing in the shop's name (issue 12).
 */
export function contactReceiptMail(context: MailContext, input: ContactReceiptInput): RenderedMail {
  const { language, brandName } = context;
  const texts = {
    de: {
      subject: `Wir haben Ihre Nachricht erhalten – ${brandName}`,
      paragraph: `vielen Dank für Ihre Nachricht zum Thema „${input.subjectLabel}“. Wir haben sie erhalten und melden uns so schnell wie möglich bei Ihnen.`,
    },
    fr: {
      subject: `Nous avons bien reçu votre message – ${brandName}`,
      paragraph: `merci pour votre message concernant « ${input.subjectLabel} ». Nous l’avons bien reçu et vous répondrons dans les meilleurs délais.`,
    },
    nl: {
      subject: `Wij hebben uw bericht ontvangen – ${brandName}`,
      paragraph: `hartelijk dank voor uw bericht over ‘${input.subjectLabel}’. Wij hebben het ontvangen en nemen zo snel mogelijk contact met u op.`,
    },
  }[language];
  return rendered(texts.subject, {
    language,
    greeting: greeting[language](input.name),
    paragraphs: [texts.paragraph],
    closing: closing[language](brandName),
  });
}

/** The contact request as customer service receives it, in the shop's language. */
export function contactRequestMail(context: MailContext, input: ContactMailInput): RenderedMail {
  const { language } = context;
  const labels = {
    de: {
      subject: 'Kontaktanfrage',
      from: 'Von',
      order: 'Bestellnummer',
      hello: 'Neue Anfrage über das Kontaktformular:',
    },
    fr: {
      subject: 'Demande de contact',
      from: 'De',
      order: 'Numéro de commande',
      hello: 'Nouvelle demande via le formulaire de contact :',
    },
    nl: {
      subject: 'Contactaanvraag',
      from: 'Van',
      order: 'Bestelnummer',
      hello: 'Nieuwe aanvraag via het contactformulier:',
    },
  }[language];
  return rendered(`${labels.subject}: ${input.subjectLabel}`, {
    language,
    greeting: labels.hello,
    paragraphs: [
      `${labels.from}: ${input.name} <${input.email}>`,
      ...(input.orderNumber ? [`${labels.order}: ${input.orderNumber}`] : []),
      input.message,
    ],
    closing: '—',
  });
}
