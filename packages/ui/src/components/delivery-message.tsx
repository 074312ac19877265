import type { DeliveryMessage as DeliveryMessageData } from '@vitrine/domain/catalog';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { numberFormat } from '../lib/number-format';

const deliveryMessageVariants = cva('inline-flex items-center gap-2 text-sm font-semibold', {
  variants: {
    tone: {
      positive: 'text-success',
      neutral: 'text-ink',
      negative: 'text-danger',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const dotVariants = cva('size-2.5 shrink-0 rounded-full', {
  variants: {
    tone: {
      positive: 'bg-success',
      neutral: 'bg-warning',
      negative: 'bg-danger',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

type Tone = 'positive' | 'neutral' | 'negative';

const toneOf = (message: DeliveryMessageData): Tone => {
  switch (message.key) {
    case 'delivery.none':
    case 'delivery.sold':
      return 'negative';
    case 'delivery.late':
    case 'delivery.available':
      return 'neutral';
    default:
      return 'positive';
  }
};

type DeliveryMessageProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  /** The message from `deliveryMessage()` (domain): a key plus its values. */
  message: DeliveryMessageData;
};

/** The delivery line of a product or basket item, coloured by how soon it arrives. */
function DeliveryMessage({ message, className, ...props }: DeliveryMessageProps) {
  const { t, locale } = useUiText();
  const tone = toneOf(message);
  const number = numberFormat(locale);
  let text: string;
  switch (message.key) {
    case 'delivery.late':
      text = t(message.key, { weeks: message.weeksDisplay });
      break;
    case 'delivery.instant':
    case 'delivery.soon': {
      const days =
        message.daysFrom === message.daysTo
          ? number.format(message.daysTo)
          : `${number.format(message.daysFrom)}–${number.format(message.daysTo)}`;
      text = t(message.key, { days, count: message.daysTo });
      break;
    }
    default:
      text = t(message.key);
  }
  return (
    <p
      data-slot="delivery-message"
      data-key={message.key}
      data-tone={tone}
      className={cn(deliveryMessageVariants({ tone }), className)}
      {...props}
    >
      <span aria-hidden="true" className={dotVariants({ tone })} />
      <span>
        {text}
        {message.preorder ? (
          <span data-slot="delivery-message-preorder" className="font-normal text-ink-soft">
            {' · '}
            {t('delivery.preorder')}
          </span>
        ) : null}
      </span>
    </p>
  );
}

export { DeliveryMessage, type DeliveryMessageProps, deliveryMessageVariants };
