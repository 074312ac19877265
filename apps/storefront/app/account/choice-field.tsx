import { FieldError, type FieldErrorMessage } from '@vitrine/ui';
import * as React from 'react';

interface Choice {
  readonly value: string;
  readonly label: string;
}

type ChoiceFieldProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'children'> & {
  /** The question, the fieldset's legend (the salutation, the newsletter). */
  readonly legend: string;
  readonly choices: readonly Choice[];
  readonly errors?: readonly FieldErrorMessage[];
  /** The choice posted before, shown again after a refusal. */
  readonly chosen?: string;
};

/**
 * A required one-of-a-few question as native radio buttons, so a browser without JavaScript
 * chooses and posts it (ui's RadioGroupField is Radix buttons, which need a script). The
 * group's error is tied to each radio (`aria-describedby`); react-hook-form's `register`
 * props go onto every radio.
 */
export function ChoiceField({
  legend,
  choices,
  errors,
  chosen,
  name,
  ref,
  ...props
}: ChoiceFieldProps) {
  const id = React.useId();
  const errorId = `${id}-error`;
  const invalid = (errors?.length ?? 0) > 0;
  return (
    <fieldset
      data-slot="choice-field"
      data-state={invalid ? 'invalid' : 'valid'}
      className="grid gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="flex cursor-pointer items-center gap-2 text-base">
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={chosen === choice.value}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              ref={ref}
              className="size-5 accent-primary"
              {...props}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} errors={errors} />
    </fieldset>
  );
}
