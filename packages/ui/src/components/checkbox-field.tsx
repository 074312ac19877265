import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type * as React from 'react';
import { cn } from '../lib/cn';
import {
  describedBy,
  FieldDescription,
  FieldError,
  type FieldErrorMessage,
  Label,
  useFieldIds,
} from './form-field';
import { CheckIcon } from './icons';

type CheckboxFieldProps = Omit<React.ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> & {
  /** The sentence the box agrees to, e.g. the newsletter consent. */
  label: React.ReactNode;
  /** A hint under the box, such as what the newsletter sends and how often. */
  description?: string;
  /**
   * Failed rules from the form's validation, shown under the box in the shopper's language (a
   * required consent not given).
   */
  errors?: readonly FieldErrorMessage[];
};

/** A checkbox with its label beside it (Radix Checkbox): Space toggles it. */
function CheckboxField({
  label,
  description,
  errors,
  id,
  className,
  ...props
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <div
      data-slot="checkbox-field"
      data-state={invalid ? 'invalid' : 'valid'}
      className={cn('grid gap-1.5', className)}
    >
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          id={ids.control}
          data-slot="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(ids, description !== undefined, invalid)}
          className="mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-control bg-surface text-on-primary outline-none focus-visible:ring-3 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary aria-invalid:border-danger"
          {...props}
        >
          <CheckboxPrimitive.Indicator>
            <CheckIcon className="size-3.5 stroke-3" />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <Label htmlFor={ids.control} className="cursor-pointer text-base font-normal">
          {label}
        </Label>
      </div>
      {description !== undefined ? (
        <FieldDescription id={ids.description} className="ps-8">
          {description}
        </FieldDescription>
      ) : null}
      <FieldError id={ids.error} errors={errors} className="ps-8" />
    </div>
  );
}

export { CheckboxField, type CheckboxFieldProps };
