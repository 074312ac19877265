import {
  type ReceivedMail,
  type SmtpListener,
  startSmtpListener,
} from '@vitrine/commerce/testing/smtp-listener';
import { afterAll, beforeAll } from 'vitest';

/** The mails the shop sent during a suite, as its SMTP server received them. */
export interface SuiteMailbox {
  /** The listener's address, for the server's `SMTP_URL`. */
  readonly url: string;
  /** Every mail received so far, in the order it came. */
  readonly received: readonly ReceivedMail[];
  /** The first mail to `address`, waited for while the shop is still sending it. */
  mailTo(address: string): Promise<ReceivedMail>;
}

/**
 * An SMTP listener for the suite that calls this (at its top level, before the storefront's
 * `storefrontInBrowserForSuite`, whose `env` then reads `url`), closed after the suite. Every
 * mail the shop stores in its outbox is also delivered over SMTP (SMTP_URL) to it, so a test
 * reads what the outbox sent without reaching into the server.
 */
export function mailboxForSuite(): SuiteMailbox {
  let smtp: SmtpListener | undefined;
  beforeAll(async () => {
    smtp = await startSmtpListener();
  });
  afterAll(() => smtp?.close());
  const started = (): SmtpListener => {
    if (smtp === undefined) throw new Error('the mailbox is used before the suite started it');
    return smtp;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
    async mailTo(address) {
      // Polled: a mail may arrive after the answer of the request that sent it.
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const mail = started().received.find((received) => received.to.includes(address));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${address}`);
    },
  };
}

/** Quoted-printable as nodemailer writes long lines: soft breaks and `=XX` escapes undone. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
    'latin1',
  ).toString('utf8');
}
