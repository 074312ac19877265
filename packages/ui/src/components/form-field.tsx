import * as LabelPrimitive from '@radix-ui/react-label';
import * as React from 'react';
import { uiNamespace } from '../i18n/catalogues';
import { de } from '../i18n/de';
import { useNamespaceText } from '../i18n/namespace-text';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { AlertIcon } from './icons';

/**
 * A message at a field: a key of any text catalogue and its placeholder values. A failed rule
 * as the domain reports it (`validation.required`, `reset-password.fields.new-password.min`)
 * is in ui's catalogue; a page's own message (an address that already has an account) names
 * the namespace holding it (`ns: 'translation'`, the storefront's).
 */
type FieldErrorMessage = {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The i18next namespace of `key` when it is not ui's. */
  readonly ns?: string;
};

interface FieldIds {
  readonly control: string;
  readonly description: string;
  readonly error: string;
}

/** The ids that tie a control to its label, description and error (`aria-describedby`). */
function useFieldIds(id?: string): FieldIds {
  const generated = React.useId();
  const control = id ?? `field-${generated}`;
  return { control, description: `${control}-description`, error: `${control}-error` };
}

/** `aria-describedby` for a control: its description and error, when shown. */
function describedBy(
  ids: FieldIds,
  hasDescription: boolean,
  hasError: boolean,
): string | undefined {
  const parts = [hasDescription && ids.description, hasError && ids.error].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The label of a form control (Radix Label): a click on it focuses or toggles its control. */
function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn('text-sm font-semibold text-ink', className)}
      {...props}
    />
  );
}

type FieldLabelProps = React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** Adds the catalogue's "(optional)" after the label; required fields say nothing extra. */
  optional?: boolean;
};

/** A label with the catalogue's "optional" hint when the field is not required. */
function FieldLabel({ optional = false, children, ...props }: FieldLabelProps) {
  const { t } = useUiText();
  return (
    <Label {...props}>
      {children}
      {optional ? (
        <span className="font-normal text-ink-soft"> ({t('common.optional')})</span>
      ) : null}
    </Label>
  );
}

/**
 * A hint under a field, such as the format a date needs; the field names it as its description for
 * screen readers.
 */
function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="field-description"
      className={cn('text-sm text-ink-soft', className)}
      {...props}
    />
  );
}

type FieldErrorProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Failed rules of the field as message keys with values; nothing shows without them. */
  errors: readonly FieldErrorMessage[] | undefined;
};

/**
 * The messages of the failed rules, translated from their keys. Announced politely
 * when they appear, so a screen reader hears what to fix.
 */
function FieldError({ errors, className, ...props }: FieldErrorProps) {
  // Any catalogue's key, not only ui's typed ones: a message may be the page's own.
  const t = useNamespaceText<string>(uiNamespace, de);
  if (!errors || errors.length === 0) return null;
  return (
    <div
      data-slot="field-error"
      className={cn('flex items-start gap-1.5 text-sm font-semibold text-danger', className)}
      {...props}
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <ul>
        {errors.map((error) => (
          <li key={error.key}>
            {t(
              error.key,
              error.ns === undefined ? error.params : { ...error.params, ns: error.ns },
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const inputClass =
  'h-11 w-full min-w-0 rounded-control border border-control bg-surface px-4 text-base text-ink outline-none transition-colors placeholder:text-ink-soft hover:border-ink focus-visible:border-focus focus-visible:ring-3 focus-visible:ring-focus/30 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/30';

type InputProps = React.ComponentProps<'input'> & {
  /** The kind of input, `text` unless given; `email` or `tel` bring a phone's matching keyboard. */
  type?: React.HTMLInputTypeAttribute;
};

/**
 * The bare text input of the shop's forms, with its frame, focus ring and invalid look. A form
 * field takes `TextField`, which adds the label, hint and errors; the bare input is for inputs
 * labelled otherwise, such as the site search or an engraving's rows.
 */
function Input({ className, type = 'text', ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputClass, className)} {...props} />;
}

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'children'> & {
  /** The field's visible name, also its accessible name. */
  label: string;
  /**
   * A hint under the field, such as why the shop asks for it; screen readers read it with the
   * field.
   */
  description?: string;
  /** Failed rules from the form's validation (`toFieldErrors`); the first ones shown. */
  errors?: readonly FieldErrorMessage[];
  /** Shows the "optional" hint; required fields say nothing extra. */
  optional?: boolean;
  /** Content after the input inside its frame, such as a show-password button. */
  endAdornment?: React.ReactNode;
};

/** A labelled text input with its description and the translated errors of its rules. */
function TextField({
  label,
  description,
  errors,
  optional,
  endAdornment,
  id,
  className,
  ...props
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div
      data-slot="text-field"
      data-state={invalid ? 'invalid' : 'valid'}
      className={cn('grid gap-1.5', className)}
    >
      <FieldLabel htmlFor={ids.control} optional={optional}>
        {label}
      </FieldLabel>
      <div className="relative flex items-center">
        <Input
          id={ids.control}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, description !== undefined, invalid)}
          className={endAdornment ? 'pe-12' : undefined}
          {...props}
        />
        {endAdornment ? <div className="absolute end-0.5 flex">{endAdornment}</div> : null}
      </div>
      {description !== undefined ? (
        <FieldDescription id={ids.description}>{description}</FieldDescription>
      ) : null}
      <FieldError id={ids.error} errors={errors} />
    </div>
  );
}

/** An e-mail field: the right keyboard on phones and the browser's address autofill. */
function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />
  );
}

export {
  describedBy,
  EmailField,
  FieldDescription,
  FieldError,
  type FieldErrorMessage,
  type FieldIds,
  FieldLabel,
  Input,
  Label,
  TextField,
  type TextFieldProps,
  useFieldIds,
};
