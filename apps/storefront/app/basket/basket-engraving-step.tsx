import {
  basketEngravingFormValues,
  type CustomText,
  type EngravingFields,
  type EngravingRowError,
  noEngravingText,
} from '@vitrine/domain';
import { Button, TextField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

interface BasketEngravingStepProps {
  readonly itemKey: string;
  readonly productName: string;
  readonly fields: EngravingFields;
  /** The rows to start from: the text posted last (when it did not fit) or the line's own. */
  readonly text: CustomText;
  /** Whether the line is engraved now: then "without engraving" is offered. */
  readonly engraved: boolean;
  readonly errors: readonly EngravingRowError[];
  /** The basket page without the step: where the forms post and "cancel" leads. */
  readonly basketPath: string;
}

/** The hidden fields of one of the step's forms. */
function Hidden({ values }: { readonly values: Readonly<Record<string, string>> }) {
  return Object.entries(values).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}

/**
 * A basket line's engraving edit as a step of the page (§2 engraving text edit), for a browser
 * without JavaScript, which reaches it by the line's `?gravur=` link: the rows as plain inputs
 * posting to the page, which answers with itself and a toast; "ohne" in the first row, or the
 * "without engraving" button, takes the engraving off (§4). With JavaScript the same link opens
 * the customize dialog instead.
 */
export function BasketEngravingStep({
  itemKey,
  productName,
  fields,
  text,
  engraved,
  errors,
  basketPath,
}: BasketEngravingStepProps) {
  const { t } = useTranslation();
  const headingId = `gravur-${itemKey}-heading`;
  const rowErrors = (row: string) =>
    errors
      .filter((error) => error.row === row)
      .map((error) => ({ key: error.message, params: error.values, ns: 'ui' }));
  return (
    <section
      id={`gravur-${itemKey}`}
      data-slot="basket-engraving-step"
      aria-labelledby={headingId}
      className="mb-4 grid gap-3 rounded-card border border-line p-4"
    >
      <h3 id={headingId} className="font-display text-lg font-bold">
        {t('basketExtras.engravingStepTitle', { name: productName })}
      </h3>
      <p className="text-sm text-ink-soft">
        {fields.maxLength !== null
          ? t('basketExtras.engravingHint', { max: fields.maxLength })
          : t('basketExtras.engravingHintUnlimited')}
      </p>
      <Form method="post" action={basketPath} className="grid gap-3">
        <Hidden values={basketEngravingFormValues(itemKey)} />
        {fields.rows.map((row) => (
          <TextField
            key={row.name}
            id={`gravur-${itemKey}-${row.name}`}
            label={row.label}
            name={row.name}
            defaultValue={text[row.name] ?? ''}
            autoComplete="off"
            errors={rowErrors(row.name)}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{t('basketExtras.engravingSave')}</Button>
          <Link
            to={basketPath}
            className="rounded-sm font-semibold text-primary underline outline-none focus-visible:ring-3 focus-visible:ring-focus"
          >
            {t('basketExtras.engravingCancel')}
          </Link>
        </div>
      </Form>
      {engraved ? (
        <Form method="post" action={basketPath}>
          <Hidden values={{ ...basketEngravingFormValues(itemKey), ...noEngravingText }} />
          <Button type="submit" variant="secondary">
            {t('basketExtras.engravingRemove')}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
