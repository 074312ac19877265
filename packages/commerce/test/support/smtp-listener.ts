import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';

/** What a client handed over in one SMTP transaction. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  /** The message as sent after DATA (headers and body, dot-unstuffed, `\n` line ends). */
  readonly data: string;
}

export interface SmtpListener {
  readonly url: string;
  readonly received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on loopback (RFC 5321's EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT, no
 * TLS, no auth): enough for nodemailer to deliver to it over a real socket, so the SMTP_URL
 * path is tested end to end. `rejectRecipients` get a 550.
 */
export async function startSmtpListener(
  options: { readonly rejectRecipients?: readonly string[] } = {},
): Promise<SmtpListener> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 vitrine-test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ from, to, data: data.join('\n') });
            data = [];
            reply('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const argument = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO') reply('250-vitrine-test\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 vitrine-test');
        else if (verb === 'MAIL') {
          from = argument;
          to = [];
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients?.includes(argument)) reply('550 5.1.1 mailbox unavailable');
          else {
            to.push(argument);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
