import { Button, EmailField } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useFetcher } from 'react-router';
import { FormConfirmation, useFormAnswer } from './form-answer';
import {
  isStockReminderResult,
  type StockReminderResult,
  stockReminderFields,
  stockReminderIntent,
} from './stock-reminder-form';

/**
 * Remind-when-available for the page's sold-out variant (issue 15, §2): an e-mail address, then
 * a confirmation. Without JavaScript it is a form posting to the page, which answers with
 * itself (the confirmation or the field's message, and a toast); with it the same form goes
 * through a fetcher, so the shopper stays where they are.
 */
export function StockReminder({ variantId }: { readonly variantId: number }) {
  const { t } = useTranslation();
  const ui = (key: string) => t(key, { ns: 'ui' });
  const fetcher = useFetcher<StockReminderResult>();
  const pageAnswer = useActionData();
  const answer = fetcher.data ?? (isStockReminderResult(pageAnswer) ? pageAnswer : undefined);
  const outcome = answer?.variantId === variantId ? answer.outcome : undefined;
  const headingId = React.useId();
  const fieldId = `stock-reminder-email-${variantId}`;

  useFormAnswer(fetcher, (data) => {
    if (data.outcome.state === 'invalid') document.getElementById(fieldId)?.focus();
  });

  return (
    <section
      aria-labelledby={headingId}
      data-slot="stock-reminder"
      className="flex w-full flex-col gap-3 rounded-card border border-line p-4"
    >
      <h2 id={headingId} className="font-display text-xl font-bold text-ink">
        {ui('dialogs.remindWhenAvailable.title')}
      </h2>
      {outcome?.state === 'sent' ? (
        <FormConfirmation
          slot="stock-reminder-sent"
          text={ui('dialogs.remindWhenAvailable.sent')}
          focus={fetcher.data !== undefined}
        />
      ) : (
        <>
          <p className="text-sm text-ink">{ui('dialogs.remindWhenAvailable.text')}</p>
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name={stockReminderFields.intent} value={stockReminderIntent} />
            <input type="hidden" name={stockReminderFields.variantId} value={variantId} />
            <EmailField
              id={fieldId}
              name={stockReminderFields.email}
              label={ui('fields.email')}
              required
              className="min-w-64 grow"
              defaultValue={outcome?.state === 'invalid' ? outcome.email : undefined}
              errors={outcome?.state === 'invalid' ? outcome.errors : undefined}
            />
            <Button
              type="submit"
              variant="secondary"
              data-slot="stock-reminder-submit"
              aria-disabled={fetcher.state !== 'idle' || undefined}
            >
              {fetcher.state !== 'idle'
                ? ui('common.loading')
                : ui('dialogs.remindWhenAvailable.submit')}
            </Button>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}
