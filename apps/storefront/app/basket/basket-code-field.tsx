import { basketFormFields, maxVoucherCodeLength } from '@vitrine/domain';
import { Button, Input, Label } from '@vitrine/ui';
import type * as React from 'react';
import { useFetcher } from 'react-router';
import { useWatchFetcherAnswer } from './basket-answers';
import type { BasketFormResult } from './basket-form-post.server';

interface BasketCodeFieldProps {
  /**
   * The field's name in ids (the input is `${id}-code`, its message `${id}-message`) and its
   * fetcher's key, through which the page handles its answer (toast).
   */
  readonly id: string;
  /** The form's `data-slot`, where the field has one. */
  readonly slot?: string;
  /** The code's form field name (`basketFormFields`). */
  readonly name: string;
  /** The intents the field posts: apply a code, remove the applied one. */
  readonly intents: { readonly apply: string; readonly remove: string };
  /** The texts: the field's label and its two buttons. */
  readonly texts: { readonly label: string; readonly apply: string; readonly remove: string };
  /** What the applied code says beside its remove button; null while no code is applied. */
  readonly applied: React.ReactNode | null;
  /** The code the field starts with (a refused code, shown again). */
  readonly defaultValue?: string;
  /** The field's message for the answer the field has (or for none yet); undefined when all is well. */
  readonly messageOf: (answer: BasketFormResult | undefined) => string | undefined;
  /** The field's answer from a post without JavaScript. */
  readonly postedAnswer: BasketFormResult | undefined;
}

/**
 * One code field of the basket (issue 16: the voucher and the gift card). Without JavaScript the
 * form posts to the page; with it, through its fetcher, whose answer the page shows (toast). With
 * no code applied it is the code's input and apply button, a refused or malformed code said at
 * the field (`role="alert"`, the input `aria-invalid` and described by it); with one applied,
 * what `applied` says and a remove button.
 */
export function BasketCodeField({
  id,
  slot,
  name,
  intents,
  texts,
  applied,
  defaultValue,
  messageOf,
  postedAnswer,
}: BasketCodeFieldProps) {
  const fetcher = useFetcher<BasketFormResult>({ key: id });
  const watchAnswer = useWatchFetcherAnswer();
  const CodeForm = fetcher.Form;
  const pending = fetcher.state !== 'idle';
  if (applied !== null) {
    return (
      <CodeForm
        method="post"
        className="flex items-center justify-between gap-2"
        data-slot={slot}
        onSubmit={() => watchAnswer(id)}
      >
        <input type="hidden" name={basketFormFields.intent} value={intents.remove} />
        {applied}
        <Button type="submit" variant="ghost" size="sm" disabled={pending}>
          {texts.remove}
        </Button>
      </CodeForm>
    );
  }
  const messageText = messageOf(pending ? undefined : (fetcher.data ?? postedAnswer));
  const inputId = `${id}-code`;
  const messageId = `${id}-message`;
  return (
    <CodeForm
      method="post"
      className="grid gap-2"
      noValidate
      data-slot={slot}
      onSubmit={() => watchAnswer(id)}
    >
      <input type="hidden" name={basketFormFields.intent} value={intents.apply} />
      <Label htmlFor={inputId}>{texts.label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          name={name}
          autoComplete="off"
          maxLength={maxVoucherCodeLength}
          {...(defaultValue !== undefined ? { defaultValue } : {})}
          aria-invalid={messageText !== undefined || undefined}
          aria-describedby={messageText !== undefined ? messageId : undefined}
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          {texts.apply}
        </Button>
      </div>
      {messageText !== undefined ? (
        <p id={messageId} role="alert" className="text-sm font-semibold text-danger">
          {messageText}
        </p>
      ) : null}
    </CodeForm>
  );
}
