import {
  type EngravingDecision,
  type EngravingFields,
  engravingDecision,
} from '@vitrine/domain/basket';
import { engravingCounter } from '@vitrine/domain/ui-support';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { Button } from './button';
import { FieldLabel, Input } from './form-field';
import { AlertIcon } from './icons';

type EngravingText = Readonly<Record<string, string>>;

type EngravingEditorProps = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'defaultValue' | 'onChange'
> & {
  /** The product's rows and limit (`engravingFields(product.advancedAttributes)`). */
  fields: EngravingFields;
  /** The rows' text by row name, `{ text1: 'Mia' }` (controlled). */
  value?: EngravingText;
  /** The starting text when uncontrolled, e.g. the basket line's custom text. */
  defaultValue?: EngravingText;
  /**
   * Called with every row's text after each keystroke, for a caller that controls `value` or shows
   * a preview.
   */
  onValueChange?: (value: EngravingText) => void;
  /** Called with the domain's decision once the text is valid: an engraving, or none. */
  onSave: (decision: Exclude<EngravingDecision, { kind: 'invalid' }>) => void;
  /** Shows "order without engraving" when given. */
  onRemove?: () => void;
  /** Disables the form, e.g. while the basket saves. */
  disabled?: boolean;
};

/**
 * The engraving form of a personalised article: one input per row, labelled by the
 * product's gravureHeadline, each with a counter against gravureLength, and a preview. What
 * counts as a character, what is too long and what "ohne" means are the domain's rules
 * (`engravingCounter`, `engravingDecision`); an invalid text is not saved and the first row
 * that is too long gets focus.
 */
function EngravingEditor({
  fields,
  value: valueProp,
  defaultValue = {},
  onValueChange,
  onSave,
  onRemove,
  disabled = false,
  className,
  ...props
}: EngravingEditorProps) {
  const { t } = useUiText();
  const baseId = React.useId();
  const [value, setValue] = useControllableState<EngravingText>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [submitted, setSubmitted] = React.useState(false);
  const rowId = (name: string) => `${baseId}-${name}`;
  const counters = fields.rows.map((row) => ({
    row,
    counter: engravingCounter(value[row.name], fields.maxLength),
  }));
  const preview = counters
    .map(({ row }) => ({ name: row.name, line: (value[row.name] ?? '').trim() }))
    .filter(({ line }) => line !== '');
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const decision = engravingDecision(value, fields);
    if (decision.kind !== 'invalid') {
      onSave(decision);
      return;
    }
    const first = decision.errors[0];
    if (first) document.getElementById(rowId(first.row))?.focus();
  };
  return (
    <form
      data-slot="engraving-editor"
      data-state={counters.some(({ counter }) => counter.over) ? 'invalid' : 'valid'}
      noValidate
      onSubmit={submit}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <div className="grid gap-3">
        {counters.map(({ row, counter }) => {
          const id = rowId(row.name);
          // Shown while typing; announced as an alert once a save was tried.
          const invalid = counter.over;
          return (
            <div
              key={row.name}
              data-slot="engraving-row"
              data-state={invalid ? 'invalid' : 'valid'}
              className="grid gap-1.5"
            >
              <FieldLabel htmlFor={id}>{row.label}</FieldLabel>
              <Input
                id={id}
                name={row.name}
                value={value[row.name] ?? ''}
                disabled={disabled}
                autoComplete="off"
                aria-invalid={invalid || undefined}
                aria-describedby={`${id}-counter${invalid ? ` ${id}-error` : ''}`}
                onChange={(event) => setValue({ ...value, [row.name]: event.target.value })}
              />
              {counter.max !== null ? (
                <p
                  id={`${id}-counter`}
                  data-slot="engraving-counter"
                  className={cn('text-end text-sm text-ink-soft', invalid && 'text-danger')}
                >
                  {t('engraving.counter', { count: counter.length, max: counter.max })}
                </p>
              ) : null}
              {invalid && counter.max !== null ? (
                <p
                  id={`${id}-error`}
                  data-slot="engraving-error"
                  role={submitted ? 'alert' : undefined}
                  className="flex items-center gap-1.5 text-sm font-semibold text-danger"
                >
                  <AlertIcon className="size-4 shrink-0" />
                  {t('engraving.tooLong', { max: counter.max })}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <figure
        data-slot="engraving-preview"
        className="grid min-h-24 place-items-center rounded-card border border-dashed border-control bg-muted p-4 text-center"
      >
        <figcaption className="sr-only">{t('engraving.preview')}</figcaption>
        {preview.length > 0 ? (
          <div className="font-display text-xl font-semibold tracking-wide italic">
            {preview.map(({ name, line }) => (
              <p key={name}>{line}</p>
            ))}
          </div>
        ) : (
          <p className="text-sm text-ink-soft">{t('engraving.previewEmpty')}</p>
        )}
      </figure>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onRemove ? (
          <Button type="button" variant="ghost" disabled={disabled} onClick={onRemove}>
            {t('engraving.remove')}
          </Button>
        ) : null}
        <Button type="submit" data-slot="engraving-save" disabled={disabled}>
          {t('engraving.save')}
        </Button>
      </div>
    </form>
  );
}

export { EngravingEditor, type EngravingEditorProps, type EngravingText };
