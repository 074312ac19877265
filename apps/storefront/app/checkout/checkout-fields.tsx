import { AlertIcon, FieldLabel, Input } from '@vitrine/ui';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutMessage } from './checkout-page-action.server';

/** Texts of a message key: the storefront's own (`checkout.*`) or the design system's (`validation.*`). */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: Pick<CheckoutMessage, 'key' | 'params'>) =>
    t(message.key, { ns: ['translation', 'ui'], ...message.params });
}

/** The id of a field's control, from its form name (`billingAddress.city` → `checkout-billingAddress-city`). */
export const fieldId = (name: string) => `checkout-${name.replace(/\./g, '-')}`;
const errorId = (name: string) => `${fieldId(name)}-error`;
const hintId = (name: string) => `${fieldId(name)}-hint`;

/** The messages of a field, translated, announced with the field by `aria-describedby`. */
export function FieldMessages({
  name,
  errors,
}: {
  readonly name: string;
  readonly errors: readonly CheckoutMessage[];
}) {
  const text = useMessageText();
  if (errors.length === 0) return null;
  return (
    <div
      id={errorId(name)}
      data-slot="field-error"
      className="flex items-start gap-1.5 text-sm font-semibold text-danger"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <ul>
        {errors.map((error) => (
          <li key={error.key}>{text(error)}</li>
        ))}
      </ul>
    </div>
  );
}

/** `aria-describedby` of a control: its hint and its messages, when shown. */
export function describedBy(name: string, hint: boolean, invalid: boolean): string | undefined {
  const ids = [hint && hintId(name), invalid && errorId(name)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

type TextInputProps = Omit<React.ComponentProps<'input'>, 'name' | 'id'> & {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly optional?: boolean;
  readonly errors: readonly CheckoutMessage[];
};

/**
 * A labelled text field of the checkout form, a plain input (posted without JavaScript), its
 * messages tied to it (`aria-invalid`, `aria-describedby`).
 */
export function CheckoutTextField({
  name,
  label,
  hint,
  optional = false,
  errors,
  className,
  ...props
}: TextInputProps) {
  const invalid = errors.length > 0;
  return (
    <div className={`grid content-start gap-1.5 ${className ?? ''}`} data-slot="text-field">
      <FieldLabel htmlFor={fieldId(name)} optional={optional}>
        {label}
      </FieldLabel>
      <Input
        id={fieldId(name)}
        name={name}
        required={!optional}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(name, hint !== undefined, invalid)}
        {...props}
      />
      {hint !== undefined ? (
        <p id={hintId(name)} className="text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      <FieldMessages name={name} errors={errors} />
    </div>
  );
}

type SelectProps = Omit<React.ComponentProps<'select'>, 'name' | 'id'> & {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly errors: readonly CheckoutMessage[];
  readonly optional?: boolean;
};

/** A native select (posted without JavaScript), labelled, with its messages. */
export function CheckoutSelect({
  name,
  label,
  options,
  errors,
  optional = false,
  ...props
}: SelectProps) {
  const invalid = errors.length > 0;
  return (
    <div className="grid content-start gap-1.5">
      <FieldLabel htmlFor={fieldId(name)} optional={optional}>
        {label}
      </FieldLabel>
      <select
        id={fieldId(name)}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(name, false, invalid)}
        className="h-11 w-full rounded-control border border-control bg-surface px-3 text-base text-ink outline-none focus-visible:border-focus focus-visible:ring-3 focus-visible:ring-focus/30 aria-invalid:border-danger"
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages name={name} errors={errors} />
    </div>
  );
}

/** One choice of a radio group: its label, a line under it, a mark at the end (a payment logo). */
export interface Choice {
  readonly value: string;
  readonly label: React.ReactNode;
  readonly hint?: React.ReactNode;
  /** A decorative picture beside the label (hidden from assistive technology: the label says it). */
  readonly mark?: React.ReactNode;
}

/**
 * One choice of a few, as native radio buttons in a fieldset (posted without JavaScript; the
 * arrow keys move between them). The group's messages are tied to each button.
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  defaultValue,
  errors,
  slot,
}: {
  readonly name: string;
  readonly legend: React.ReactNode;
  readonly choices: readonly Choice[];
  readonly defaultValue: string | undefined;
  readonly errors: readonly CheckoutMessage[];
  readonly slot?: string;
}) {
  const invalid = errors.length > 0;
  return (
    <fieldset id={fieldId(name)} data-slot={slot} tabIndex={-1} className="grid gap-2 outline-none">
      <legend className="mb-2 text-base font-semibold text-ink">{legend}</legend>
      {choices.map((choice) => {
        const id = `${fieldId(name)}-${choice.value}`;
        return (
          <label
            key={choice.value}
            htmlFor={id}
            className="flex cursor-pointer items-start gap-3 rounded-card border border-line p-3 has-checked:border-primary"
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={choice.value}
              required
              defaultChecked={choice.value === defaultValue}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId(name) : undefined}
              className="mt-1 size-4 shrink-0 accent-current"
            />
            <span className="grid gap-0.5">
              <span className="font-semibold">{choice.label}</span>
              {choice.hint !== undefined ? (
                <span className="text-sm text-ink-soft">{choice.hint}</span>
              ) : null}
            </span>
            {choice.mark !== undefined ? <span className="ms-auto">{choice.mark}</span> : null}
          </label>
        );
      })}
      <FieldMessages name={name} errors={errors} />
    </fieldset>
  );
}

/** A native checkbox with its label (posted as `on` when ticked), and its messages. */
export function CheckoutCheckbox({
  name,
  label,
  defaultChecked,
  errors,
  required = false,
}: {
  readonly name: string;
  readonly label: React.ReactNode;
  readonly defaultChecked: boolean;
  readonly errors: readonly CheckoutMessage[];
  readonly required?: boolean;
}) {
  const invalid = errors.length > 0;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={fieldId(name)}
          type="checkbox"
          name={name}
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(name, false, invalid)}
          className="mt-1 size-4 shrink-0 accent-current"
        />
        <label htmlFor={fieldId(name)} className="cursor-pointer">
          {label}
        </label>
      </div>
      <FieldMessages name={name} errors={errors} />
    </div>
  );
}
