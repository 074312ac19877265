import nodemailer from 'nodemailer';

/** One rendered mail, ready to send. */
export interface OutgoingMail {
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Delivers mails; the outbox works without one. A real SMTP server sits behind it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Delivery over SMTP with nodemailer, e.g. `smtp://user:pass@mail.example:587`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}
