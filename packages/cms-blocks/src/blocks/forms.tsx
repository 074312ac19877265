import {
  type ContactFormBlock,
  type FieldError,
  type NewsletterSignupBlock,
  toFieldErrors,
} from '@vitrine/domain';
import {
  Button,
  EmailField,
  FieldError as FieldErrorText,
  Label,
  TextField,
  useUiText,
} from '@vitrine/ui';
import * as React from 'react';
import { useBlockData } from '../block-data';
import { useEditable } from '../editable';
import { useCmsText } from '../i18n/cms-text';
import { contactFormSchema, newsletterSignupFormSchema } from './form-schemas';

type FormState = 'editing' | 'sending' | 'sent' | 'failed';

function errorsOf(errors: readonly FieldError[], field: string) {
  return errors.filter((error) => error.field === field);
}

function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
  );
}

async function post(action: string, body: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** §7: the newsletter sign-up posts to the shop's newsletter call. */
export const newsletterAction = '/api/mcs/selfi/newsletter/';

/**
 * The newsletter sign-up: the address is checked with the domain's e-mail rule (§5) before
 * it is sent, errors show at the field; it posts without JavaScript too.
 */
export function NewsletterSignupView({ block }: { readonly block: NewsletterSignupBlock }) {
  const editable = useEditable(block._uid);
  const t = useCmsText();
  // §7: every call takes the locale, so the confirmation mail is in the visitor's language.
  const { locale } = useUiText();
  const [errors, setErrors] = React.useState<readonly FieldError[]>([]);
  const [state, setState] = React.useState<FormState>('editing');
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = newsletterSignupFormSchema.safeParse(formValues(event.currentTarget));
    if (!result.success) {
      setErrors(toFieldErrors(result.error));
      return;
    }
    setErrors([]);
    setState('sending');
    const endpoint = `${newsletterAction}?locale=${encodeURIComponent(locale)}`;
    setState((await post(endpoint, result.data)) ? 'sent' : 'failed');
  };
  return (
    <section
      {...editable}
      data-slot="cms-newsletter-signup"
      data-state={state}
      className="flex flex-col gap-3 rounded-card bg-primary-soft p-6"
    >
      {block.headline === '' ? null : (
        <h2 className="font-display text-2xl font-bold text-ink">{block.headline}</h2>
      )}
      {block.text === '' ? null : <p className="text-ink">{block.text}</p>}
      {state === 'sent' ? (
        <p role="status" className="font-bold text-success">
          {t('newsletter.success')}
        </p>
      ) : (
        <form
          method="post"
          action={newsletterAction}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <input type="hidden" name="source" value={block.source} />
          <EmailField
            name="email"
            label={t('newsletter.email')}
            errors={errorsOf(errors, 'email')}
            className="grow"
          />
          <Button type="submit" disabled={state === 'sending'} className="sm:mt-7">
            {block.buttonLabel || t('newsletter.submit')}
          </Button>
          {state === 'failed' ? (
            <p role="alert" className="text-danger">
              {t('failed')}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

const fieldClass =
  'w-full rounded-control border border-control bg-surface px-4 py-2 text-base text-ink aria-invalid:border-danger';

/**
 * The contact form with the layout's subjects (§3 Site layout); a subject may ask for the
 * order number. Every field is checked with the domain's rules (§5) before it is sent.
 */
export function ContactFormView({ block }: { readonly block: ContactFormBlock }) {
  const editable = useEditable(block._uid);
  const t = useCmsText();
  const data = useBlockData(block._uid, 'contactForm');
  const subjects = data?.subjects ?? [];
  const action = data?.action ?? '/kontakt/';
  const endpoint = data?.endpoint ?? action;
  const [subject, setSubject] = React.useState('');
  const [errors, setErrors] = React.useState<readonly FieldError[]>([]);
  const [state, setState] = React.useState<FormState>('editing');
  const needsOrderNumber = subjects.some(
    (candidate) => candidate.key === subject && candidate.requiresOrderNumber,
  );
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = contactFormSchema(subjects).safeParse(formValues(event.currentTarget));
    if (!result.success) {
      setErrors(toFieldErrors(result.error));
      return;
    }
    setErrors([]);
    setState('sending');
    const { orderNumber, ...fields } = result.data;
    // The contact call's field names (§7 style: order_number); an empty order number is none.
    const body = orderNumber === '' ? fields : { ...fields, order_number: orderNumber };
    setState((await post(endpoint, body)) ? 'sent' : 'failed');
  };
  const subjectErrors = errorsOf(errors, 'subject');
  const messageErrors = errorsOf(errors, 'message');
  return (
    <section
      {...editable}
      data-slot="cms-contact-form"
      data-state={state}
      className="flex flex-col gap-4"
    >
      {block.headline === '' ? null : (
        <h2 className="font-display text-2xl font-bold text-ink">{block.headline}</h2>
      )}
      {block.text === '' ? null : <p className="text-ink">{block.text}</p>}
      {state === 'sent' ? (
        <p role="status" className="font-bold text-success">
          {t('contact.success')}
        </p>
      ) : (
        <form
          method="post"
          action={action}
          noValidate
          onSubmit={onSubmit}
          className="grid max-w-xl gap-4"
        >
          <div className="grid gap-1.5">
            <Label htmlFor={`${block._uid}-subject`}>{t('contact.subject')}</Label>
            <select
              id={`${block._uid}-subject`}
              name="subject"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              aria-invalid={subjectErrors.length > 0 || undefined}
              aria-describedby={
                subjectErrors.length > 0 ? `${block._uid}-subject-error` : undefined
              }
              className={`h-11 ${fieldClass}`}
            >
              <option value="">{t('contact.chooseSubject')}</option>
              {subjects.map((candidate) => (
                <option key={candidate.key} value={candidate.key}>
                  {candidate.label}
                </option>
              ))}
            </select>
            <FieldErrorText id={`${block._uid}-subject-error`} errors={subjectErrors} />
          </div>
          <TextField
            name="name"
            autoComplete="name"
            label={t('contact.name')}
            errors={errorsOf(errors, 'name')}
          />
          <EmailField name="email" label={t('contact.email')} errors={errorsOf(errors, 'email')} />
          {needsOrderNumber ? (
            <TextField
              name="orderNumber"
              label={t('contact.orderNumber')}
              errors={errorsOf(errors, 'orderNumber')}
            />
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={`${block._uid}-message`}>{t('contact.message')}</Label>
            <textarea
              id={`${block._uid}-message`}
              name="message"
              rows={6}
              aria-invalid={messageErrors.length > 0 || undefined}
              aria-describedby={
                messageErrors.length > 0 ? `${block._uid}-message-error` : undefined
              }
              className={fieldClass}
            />
            <FieldErrorText id={`${block._uid}-message-error`} errors={messageErrors} />
          </div>
          <Button type="submit" disabled={state === 'sending'} className="justify-self-start">
            {t('contact.submit')}
          </Button>
          {state === 'failed' ? (
            <p role="alert" className="text-danger">
              {t('failed')}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
