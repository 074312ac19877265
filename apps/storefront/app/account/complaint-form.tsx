import {
  type ComplainableLine,
  complaintFormSchema,
  complaintItemsField,
  complaintQuantityField,
} from '@vitrine/domain';
import {
  Button,
  type FieldErrorMessage,
  FieldError as FieldErrorText,
  Label,
  Link,
  TextField,
} from '@vitrine/ui';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messagesAt } from './account-form';
import { useAccountFormFetcher } from './account-form-fetcher';
import { ChoiceField } from './choice-field';
import {
  type ComplaintFormResult,
  type ComplaintLineView,
  type ComplaintPageData,
  complaintIntents,
} from './complaint-views';
import { FormAlert } from './login-forms';
import { resolverMessages, schemaResolver } from './schema-resolver';

type ComplaintValues = Record<string, string>;

interface ComplaintFormProps {
  readonly page: ComplaintPageData;
  /** The page's answer to a post without JavaScript. */
  readonly posted: ComplaintFormResult | undefined;
}

const limitsOf = (lines: readonly ComplaintLineView[]): ComplainableLine[] =>
  lines.map((line) => ({ id: line.id, maxQuantity: line.maxQuantity }));

/** The heading of the step shown, which takes focus when a step follows another in the page. */
const stepHeadingId = 'complaint-step-heading';

/**
 * The order complaint (issue 19): choose the articles and how many of each (no more than was
 * delivered), the reason and a comment; review it; send it. Each step is a form posting to
 * the page, so it works without JavaScript; with it, react-hook-form checks the form with the
 * domain's schema the server applies, and a fetcher sends each step. The next step's heading
 * takes focus, so a keyboard or screen-reader user goes on from there.
 */
export function ComplaintForm({ page, posted }: ComplaintFormProps) {
  const fetcher = useAccountFormFetcher('order-complaint');
  const answered = fetcher.data as ComplaintFormResult | undefined;
  const result = answered ?? posted;
  const step = result?.step ?? 'editing';
  const pending = fetcher.state !== 'idle';
  const focused = React.useRef<ComplaintFormResult | undefined>(undefined);
  React.useEffect(() => {
    if (answered === undefined || focused.current === answered || pending) return;
    focused.current = answered;
    // A refused form keeps focus where it is: the messages are at the fields and announced.
    if (answered.ok) document.getElementById(stepHeadingId)?.focus();
  });
  const lines = page.lines;
  if (step === 'sent') return <ComplaintSent orderHref={page.orderHref} />;
  if (step === 'reviewing') {
    return (
      <ComplaintReview
        lines={lines}
        values={result?.values ?? {}}
        fetcher={fetcher}
        pending={pending}
      />
    );
  }
  return (
    <ComplaintEditForm
      // A new answer (a refusal, or "change" from the review) shows its values afresh.
      key={JSON.stringify(result?.values ?? {})}
      page={page}
      result={result}
      fetcher={fetcher}
      pending={pending}
    />
  );
}

type Fetcher = ReturnType<typeof useAccountFormFetcher>;

function ComplaintEditForm({
  page,
  result,
  fetcher,
  pending,
}: {
  readonly page: ComplaintPageData;
  readonly result: ComplaintFormResult | undefined;
  readonly fetcher: Fetcher;
  readonly pending: boolean;
}) {
  const { t } = useTranslation();
  const shown: ComplaintValues = result?.values ?? {};
  const schema = React.useMemo(() => complaintFormSchema(limitsOf(page.lines)), [page.lines]);
  const form = useForm<ComplaintValues>({
    resolver: schemaResolver<ComplaintValues>(schema),
    defaultValues: shown,
  });
  const messages = (field: string): readonly FieldErrorMessage[] => {
    const checked = form.formState.errors[field];
    return checked ? resolverMessages(checked) : messagesAt(result, field);
  };
  const itemsChecked = form.formState.errors[complaintItemsField];
  const itemsMessages: readonly FieldErrorMessage[] = itemsChecked
    ? [{ key: 'accountComplaint.chooseItems', params: {}, ns: 'translation' }]
    : messagesAt(result, complaintItemsField);
  const onSubmit = form.handleSubmit((_values, event) => {
    const element = event?.target;
    if (element instanceof HTMLFormElement) fetcher.submit(element, { method: 'post' });
  });
  const commentErrors = messages('comment');
  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={stepHeadingId}
      className="grid max-w-3xl gap-6"
      data-slot="complaint-form"
    >
      <h2 id={stepHeadingId} tabIndex={-1} className="text-xl font-bold">
        {t('accountComplaint.chooseHeading')}
      </h2>
      <FormAlert messages={messagesAt(result, '')} />
      <input type="hidden" name="intent" value={complaintIntents.review} />
      <fieldset className="grid gap-3" aria-describedby="complaint-items-hint">
        <legend className="mb-1 font-semibold">{t('accountComplaint.itemsLegend')}</legend>
        <p id="complaint-items-hint" className="text-sm text-ink-soft">
          {t('accountComplaint.itemsHint')}
        </p>
        <FieldErrorText errors={itemsMessages} />
        <ul className="grid gap-3">
          {page.lines.map((line) => {
            const field = complaintQuantityField(line.id);
            return (
              <li
                key={line.id}
                data-slot="complaint-line"
                className="grid gap-3 rounded-card border border-line bg-surface p-3 sm:grid-cols-[1fr_12rem]"
              >
                <div className="grid content-start gap-1">
                  {line.brand !== null ? (
                    <p className="text-xs font-semibold uppercase text-ink-soft">{line.brand}</p>
                  ) : null}
                  <p className="font-semibold">{line.name}</p>
                  <p className="text-sm text-ink-soft">
                    {t('account.variant')}: {line.variant}
                  </p>
                  <p className="text-sm">
                    {t('accountComplaint.delivered', { quantity: line.maxQuantity })}
                  </p>
                </div>
                <TextField
                  label={t('accountComplaint.quantityOf', { name: line.name })}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.maxQuantity}
                  step={1}
                  defaultValue={shown[field] ?? '0'}
                  errors={messages(field)}
                  {...form.register(field)}
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
      <ChoiceField
        legend={t('accountComplaint.reason')}
        choices={page.reasons.map((reason) => ({
          value: reason,
          label: t(`accountComplaint.reasons.${reason}`),
        }))}
        chosen={shown.reason}
        errors={messages('reason')}
        {...form.register('reason')}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="complaint-comment">
          {t('accountComplaint.comment')}{' '}
          <span className="font-normal text-ink-soft">({t('common.optional', { ns: 'ui' })})</span>
        </Label>
        <textarea
          id="complaint-comment"
          rows={5}
          defaultValue={shown.comment}
          aria-invalid={commentErrors.length > 0 || undefined}
          aria-describedby={commentErrors.length > 0 ? 'complaint-comment-error' : undefined}
          className="w-full rounded-card border border-control bg-surface px-4 py-2 text-base text-ink aria-invalid:border-danger"
          {...form.register('comment')}
        />
        <FieldErrorText id="complaint-comment-error" errors={commentErrors} />
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {t('accountComplaint.review')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function ComplaintReview({
  lines,
  values,
  fetcher,
  pending,
}: {
  readonly lines: readonly ComplaintLineView[];
  readonly values: ComplaintValues;
  readonly fetcher: Fetcher;
  readonly pending: boolean;
}) {
  const { t } = useTranslation();
  const parsed = complaintFormSchema(limitsOf(lines)).safeParse(values);
  const complaint = parsed.success ? parsed.data : null;
  return (
    <section
      aria-labelledby={stepHeadingId}
      data-slot="complaint-review"
      className="grid max-w-3xl gap-4 rounded-card border border-line bg-surface p-4"
    >
      <h2 id={stepHeadingId} tabIndex={-1} className="text-xl font-bold">
        {t('accountComplaint.reviewHeading')}
      </h2>
      {complaint !== null ? (
        <dl className="grid gap-3">
          <div>
            <dt className="font-semibold">{t('accountComplaint.itemsLegend')}</dt>
            <dd>
              <ul className="grid gap-1">
                {complaint.items.map((item) => {
                  const line = lines.find((candidate) => candidate.id === item.lineId);
                  return (
                    <li key={item.lineId}>
                      {item.quantity} × {line?.name} ({line?.variant})
                    </li>
                  );
                })}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('accountComplaint.reason')}</dt>
            <dd>{t(`accountComplaint.reasons.${complaint.reason}`)}</dd>
          </div>
          {complaint.comment !== '' ? (
            <div>
              <dt className="font-semibold">{t('accountComplaint.comment')}</dt>
              <dd className="whitespace-pre-line">{complaint.comment}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <fetcher.Form method="post" className="flex flex-wrap gap-3">
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="intent" value={complaintIntents.send} disabled={pending}>
          {t('accountComplaint.send')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          name="intent"
          value={complaintIntents.edit}
          disabled={pending}
        >
          {t('accountComplaint.change')}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function ComplaintSent({ orderHref }: { readonly orderHref: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={stepHeadingId}
      data-slot="complaint-sent"
      className="grid max-w-3xl gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id={stepHeadingId} tabIndex={-1} className="text-xl font-bold">
        {t('accountComplaint.sentHeading')}
      </h2>
      <p>{t('accountComplaint.sentText')}</p>
      <p>
        <Link variant="standalone" href={orderHref}>
          {t('accountComplaint.backToOrder')}
        </Link>
      </p>
    </section>
  );
}
