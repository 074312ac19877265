import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import {
  describedBy,
  FieldDescription,
  FieldError,
  type FieldErrorMessage,
  useFieldIds,
} from './form-field';

interface RadioOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
  /** A line under the label, read with it (a size's delivery time, say). */
  readonly hint?: React.ReactNode;
}

type RadioGroupFieldProps = Omit<
  React.ComponentProps<typeof RadioGroupPrimitive.Root>,
  'children'
> & {
  /** The question the options answer, e.g. the salutation. */
  label: string;
  /** The answers to choose from, each with its value, label and an optional hint under it. */
  options: readonly RadioOption[];
  /** A hint under the options, read with the group by screen readers. */
  description?: string;
  /** Failed rules from the form's validation, shown under the options in the shopper's language. */
  errors?: readonly FieldErrorMessage[];
  /** Adds the "(optional)" hint to the legend; required groups say nothing extra. */
  optional?: boolean;
  /** The options side by side (`horizontal`, the default, for a few short ones) or one per line. */
  orientation?: 'horizontal' | 'vertical';
};

/**
 * One choice of a few (Radix RadioGroup): Tab enters the group at the chosen option, the
 * arrow keys move and choose. Rendered as a fieldset whose legend is the label.
 */
function RadioGroupField({
  label,
  options,
  description,
  errors,
  optional,
  id,
  className,
  orientation = 'horizontal',
  ...props
}: RadioGroupFieldProps) {
  const { t } = useUiText();
  const ids = useFieldIds(id);
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <fieldset
      data-slot="radio-group-field"
      data-state={invalid ? 'invalid' : 'valid'}
      className={cn('grid gap-1.5', className)}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {label}
        {optional ? (
          <span className="font-normal text-ink-soft"> ({t('common.optional')})</span>
        ) : null}
      </legend>
      <RadioGroupPrimitive.Root
        id={ids.control}
        data-slot="radio-group"
        orientation={orientation}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, description !== undefined, invalid)}
        className="flex flex-wrap gap-x-6 gap-y-2 data-[orientation=vertical]:flex-col"
        {...props}
      >
        {options.map((option) => {
          const optionId = `${ids.control}-${option.value}`;
          const hintId = `${optionId}-hint`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.hint !== undefined ? hintId : undefined}
                data-slot="radio"
                className="mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-control bg-surface outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary aria-invalid:border-danger"
              >
                <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroupPrimitive.Item>
              <div className="grid gap-0.5">
                <label htmlFor={optionId} className="cursor-pointer text-base text-ink">
                  {option.label}
                </label>
                {option.hint !== undefined ? (
                  <div id={hintId} data-slot="radio-hint">
                    {option.hint}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {description !== undefined ? (
        <FieldDescription id={ids.description}>{description}</FieldDescription>
      ) : null}
      <FieldError id={ids.error} errors={errors} />
    </fieldset>
  );
}

export { RadioGroupField, type RadioGroupFieldProps, type RadioOption };
