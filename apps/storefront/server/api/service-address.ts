import type { Shop } from '@vitrine/domain';

/**
 * Customer service's mailbox, which receives contact requests and complaints:
 * `CONTACT_MAIL_TO`, else `service@{the shop's production host}`.
 */
export function serviceAddressOf(
  shop: Shop,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env.CONTACT_MAIL_TO?.trim() ?? '';
  return configured === '' ? `service@${shop.hosts.production}` : configured;
}
