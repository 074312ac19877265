import type { OrderStatus } from '@vitrine/domain';
import { useTranslation } from 'react-i18next';

/** An order's state (§4 order states: placed, paid, shipped, delivered, cancelled) in words. */
export function OrderStatusLabel({ status }: { readonly status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-slot="order-status"
      data-status={status}
      className="inline-flex w-fit items-center rounded-full bg-primary-soft px-3 py-0.5 text-sm font-semibold text-primary-strong"
    >
      {t(`account.orderStatus.${status}`)}
    </span>
  );
}
