import type { Shop } from '@vitrine/domain';

/**
 * Customer service's mailbox, which receives contact requests and complaints:
 * `CONTACT_MAIL_TO` (`configured`), else `service@{the shop's production host}`.
 */
export function serviceAddressOf(shop: Shop, configured: string | undefined): string {
  return configured ?? `service@${shop.hosts.production}`;
}
