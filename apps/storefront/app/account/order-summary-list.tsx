import { Link } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { OrderStatusLabel } from './order-status-label';
import type { OrderSummaryView } from './order-views';

/** Orders as a list (the account home's latest, a page of the orders page), each leading to its page. */
export function OrderSummaryList({ orders }: { readonly orders: readonly OrderSummaryView[] }) {
  const { t } = useTranslation();
  return (
    <ul data-slot="order-list" className="grid gap-3">
      {orders.map((order) => (
        <li
          key={order.orderNumber}
          data-slot="order-summary"
          className="grid gap-2 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="grid gap-1">
            <Link variant="standalone" href={order.href}>
              {t('account.orderNumber', { orderNumber: order.orderNumber })}
            </Link>
            <p className="text-sm text-ink-soft">
              {t('account.placedOn')} <time dateTime={order.placedOnIso}>{order.placedOn}</time>
              {' · '}
              {t('account.itemCount', { count: order.itemCount })}
            </p>
          </div>
          <div className="flex items-center gap-3 sm:justify-end">
            <OrderStatusLabel status={order.status} />
            <span className="font-semibold">{order.total}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
