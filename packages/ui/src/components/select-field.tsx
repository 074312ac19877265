import * as SelectPrimitive from '@radix-ui/react-select';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import {
  describedBy,
  FieldDescription,
  FieldError,
  type FieldErrorMessage,
  FieldLabel,
  useFieldIds,
} from './form-field';
import { CheckIcon, ChevronDownIcon } from './icons';

interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

type SelectFieldProps = Omit<React.ComponentProps<typeof SelectPrimitive.Root>, 'children'> & {
  /** The field's visible name, also the accessible name of its button. */
  label: string;
  /**
   * The choices in the list, each with its value and label; a disabled one shows but cannot be
   * chosen.
   */
  options: readonly SelectOption[];
  /** A hint under the field, read with it by screen readers. */
  description?: string;
  /** Failed rules from the form's validation, shown under the field in the shopper's language. */
  errors?: readonly FieldErrorMessage[];
  /** Adds the "(optional)" hint to the label; required fields say nothing extra. */
  optional?: boolean;
  /** Text while nothing is chosen; the catalogue's "please choose" unless given. */
  placeholder?: string;
  /** The id of the field's button, which the label points to; one is made up when not given. */
  id?: string;
  /** Classes for the field's wrapper (label, button, hint and errors). */
  className?: string;
};

/**
 * A labelled choice from a list (Radix Select): opens with Enter, Space or the arrow keys,
 * type-ahead finds an option, Escape closes. Errors are translated from their keys.
 */
function SelectField({
  label,
  options,
  description,
  errors,
  optional,
  placeholder,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const { t } = useUiText();
  const ids = useFieldIds(id);
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div
      data-slot="select-field"
      data-state={invalid ? 'invalid' : 'valid'}
      className={cn('grid gap-1.5', className)}
    >
      <FieldLabel htmlFor={ids.control} optional={optional}>
        {label}
      </FieldLabel>
      <SelectPrimitive.Root {...props}>
        <SelectPrimitive.Trigger
          id={ids.control}
          data-slot="select-trigger"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, description !== undefined, invalid)}
          className="flex h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-control border border-control bg-surface px-4 text-start text-base text-ink outline-none hover:border-ink focus-visible:border-focus focus-visible:ring-3 focus-visible:ring-focus/30 disabled:cursor-not-allowed disabled:bg-muted aria-invalid:border-danger data-placeholder:text-ink-soft"
        >
          <SelectPrimitive.Value placeholder={placeholder ?? t('form.selectPlaceholder')} />
          <SelectPrimitive.Icon>
            <ChevronDownIcon className="size-4" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-card border border-line bg-surface text-ink shadow-lg"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  data-slot="select-item"
                  className="relative flex cursor-pointer items-center rounded-control py-2 ps-8 pe-3 text-base outline-none select-none data-disabled:cursor-not-allowed data-disabled:opacity-50 data-highlighted:bg-primary-soft data-highlighted:text-primary-strong"
                >
                  <SelectPrimitive.ItemIndicator className="absolute start-2 inline-flex">
                    <CheckIcon className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      {description !== undefined ? (
        <FieldDescription id={ids.description}>{description}</FieldDescription>
      ) : null}
      <FieldError id={ids.error} errors={errors} />
    </div>
  );
}

export { SelectField, type SelectFieldProps, type SelectOption };
