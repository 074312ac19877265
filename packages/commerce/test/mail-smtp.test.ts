import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Commerce,
  commerceOptionsFromEnv,
  createCommerce,
  parseCommerceEnv,
} from '../src/index';
import { type SmtpListener, startSmtpListener } from './support/smtp-listener';

let smtp: SmtpListener;
let commerce: Commerce;
beforeAll(async () => {
  smtp = await startSmtpListener({ rejectRecipients: ['kaputt@example.de'] });
  // Configured as a deployment does: through the environment, SMTP_URL and MAIL_FROM.
  const env = parseCommerceEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Nido <service@de.nido.example>' });
  commerce = await createCommerce({
    ...commerceOptionsFromEnv(env),
    dataDir: 'memory://',
    seed: false,
  });
});
afterAll(async () => {
  await commerce?.close();
  await smtp?.close();
});

describe('mail goes out through nodemailer when SMTP_URL is set (issue 6 mail)', () => {
  test('the outbox row is delivered over SMTP with its text and HTML parts', async () => {
    const mail = await commerce.mail.send({
      shopId: 10,
      customerId: null,
      kind: 'contact-receipt',
      to: 'leserin@example.de',
      subject: 'Ihre Anfrage an Nido',
      text: 'Hallo Lea,\n\nwir melden uns.',
      html: '<p>Hallo Lea,</p><p>wir melden uns.</p>',
    });
    expect(mail.sentAt).not.toBeNull();
    expect(mail.failure).toBeNull();
    const [received] = smtp.received;
    expect(received).toMatchObject({ from: 'service@de.nido.example', to: ['leserin@example.de'] });
    expect(received?.data).toMatch(/^Subject: Ihre Anfrage an Nido$/m);
    expect(received?.data).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(received?.data).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(received?.data).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(received?.data).toContain('wir melden uns.');
  });

  test('a refused delivery is recorded on the outbox row, the call succeeds', async () => {
    const mail = await commerce.mail.send({
      shopId: 10,
      customerId: null,
      kind: 'contact-receipt',
      to: 'kaputt@example.de',
      subject: 'Betreff',
      text: 'Text',
      html: '<p>Text</p>',
    });
    expect(mail.sentAt).toBeNull();
    expect(mail.failure).toMatch(/550/);
    const [stored] = await commerce.mail.outbox({ to: 'kaputt@example.de' });
    expect(stored).toMatchObject({ sentAt: null, failure: mail.failure });
  });
});
