export { escapeHtml } from './mail-layout';
export type { MailKind, MailService, MailToSend, OutboxMail } from './mail-service';
export { type MailTransport, type OutgoingMail, smtpTransport } from './mail-transport';
