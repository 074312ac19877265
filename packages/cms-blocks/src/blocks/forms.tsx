import type { ContactFormBlock, FieldError, NewsletterSignupBlock } from '@vitrine/domain';
import {
  Button,
  EmailField,
  FieldError as FieldErrorText,
  Label,
  TextField,
  useUiText,
} from '@vitrine/ui';
import * as React from 'react';
import { type CmsFormIntent, cmsFormFields, type FormOutcome, useBlockData } from '../block-data';
import { useEditable } from '../editable';
import { useCmsText } from '../i18n/cms-text';

/**
 * The forms' checks load with a visitor's first submit, not with the page: they bring the
 * validation library (issue 14). A server answer checks the same values again either way.
 */
const formChecks = () => import('./form-schemas');

type FormState = 'editing' | 'sending' | 'sent' | 'failed';

function errorsOf(errors: readonly FieldError[], field: string) {
  return errors.filter((error) => error.field === field);
}

function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(
    [...new FormData(form).entries()].map(([name, value]) => [name, String(value)]),
  );
}

async function post(action: string, body: object): Promise<boolean> {
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

/**
 * A form's state, errors and shown values, starting from what its last post without
 * JavaScript came to (the page rendered again with the outcome), else what the page prefilled
 * (the contact form of a signed-in customer), else empty.
 */
function useFormOutcome(
  outcome: FormOutcome | undefined,
  prefill: Readonly<Record<string, string>> = {},
) {
  const [state, setState] = React.useState<FormState>(
    outcome?.state === 'sent' ? 'sent' : outcome?.state === 'failed' ? 'failed' : 'editing',
  );
  const [errors, setErrors] = React.useState<readonly FieldError[]>(
    outcome?.state === 'invalid' ? outcome.errors : [],
  );
  const values: Readonly<Record<string, string>> =
    outcome === undefined ? prefill : outcome.state === 'sent' ? {} : outcome.values;
  return { state, setState, errors, setErrors, values };
}

/**
 * Which form of which block the page receives when the browser posts it (no JavaScript): the
 * page's action answers it with the same code as the JSON call.
 */
function FormIdentity({ intent, uid }: { readonly intent: CmsFormIntent; readonly uid: string }) {
  return (
    <>
      <input type="hidden" name={cmsFormFields.intent} value={intent} />
      <input type="hidden" name={cmsFormFields.block} value={uid} />
    </>
  );
}

/** A failure no field can show: the post was refused or not done, or a field is not on the form. */
function FormFailure({ shown }: { readonly shown: boolean }) {
  const t = useCmsText();
  return shown ? (
    <p role="alert" className="basis-full text-danger">
      {t('failed')}
    </p>
  ) : null;
}

function hasErrorsOutside(errors: readonly FieldError[], fields: readonly string[]): boolean {
  return errors.some((error) => !fields.includes(error.field));
}

/** §7: the newsletter sign-up posts to the shop's newsletter call. */
export const newsletterAction = '/api/mcs/selfi/newsletter/';

/**
 * The newsletter sign-up: the address is checked with the domain's e-mail rule (§5) before
 * it is sent, errors show at the field. With JavaScript it calls the newsletter call; without,
 * the browser posts it to the page, which signs up with the same code and renders the outcome.
 */
export function NewsletterSignupView({ block }: { readonly block: NewsletterSignupBlock }) {
  const editable = useEditable(block._uid);
  const t = useCmsText();
  const data = useBlockData(block._uid, 'newsletterSignup');
  // §7: every call takes the locale, so the confirmation mail is in the visitor's language.
  const { locale } = useUiText();
  const endpoint = data?.endpoint ?? `${newsletterAction}?locale=${encodeURIComponent(locale)}`;
  const { state, setState, errors, setErrors, values } = useFormOutcome(data?.outcome);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const result = (await formChecks()).checkNewsletterSignup(values);
    if (!result.valid) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    setState('sending');
    setState((await post(endpoint, result.values)) ? 'sent' : 'failed');
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
          action={data?.action}
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
        >
          <FormIdentity intent="newsletter" uid={block._uid} />
          <input type="hidden" name="source" value={block.source} />
          <EmailField
            name="email"
            label={t('newsletter.email')}
            defaultValue={values.email}
            errors={errorsOf(errors, 'email')}
            className="grow"
          />
          <Button type="submit" disabled={state === 'sending'} className="sm:mt-7">
            {block.buttonLabel || t('newsletter.submit')}
          </Button>
          <FormFailure shown={state === 'failed' || hasErrorsOutside(errors, ['email'])} />
        </form>
      )}
    </section>
  );
}

const fieldClass =
  'w-full border border-control bg-surface px-4 py-2 text-base text-ink aria-invalid:border-danger';

const contactFields = ['subject', 'name', 'email', 'orderNumber', 'message'];

/** The shop's contact call (`POST /api/user/contact/`), which the form calls with JavaScript. */
export const contactAction = '/api/user/contact/';

/**
 * The contact form with the layout's subjects (§3 Site layout); a subject may ask for the
 * order number. Every field is checked with the domain's rules (§5) before it is sent. With
 * JavaScript it calls the contact call; without, the browser posts it to the page, which sends
 * it with the same code and renders the outcome with the entered values.
 */
export function ContactFormView({ block }: { readonly block: ContactFormBlock }) {
  const editable = useEditable(block._uid);
  const t = useCmsText();
  const data = useBlockData(block._uid, 'contactForm');
  const subjects = data?.subjects ?? [];
  const { locale } = useUiText();
  const endpoint = data?.endpoint ?? `${contactAction}?locale=${encodeURIComponent(locale)}`;
  const { state, setState, errors, setErrors, values } = useFormOutcome(
    data?.outcome,
    data?.prefill,
  );
  const asksForOrderNumber = subjects.some((subject) => subject.requiresOrderNumber);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const result = (await formChecks()).checkContactForm(subjects, values);
    if (!result.valid) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    setState('sending');
    // The checked values are the contact call's body (its names: order_number).
    const sent = await post(endpoint, result.values);
    setState(sent ? 'sent' : 'failed');
    if (sent) data?.onSent?.();
  };
  const subjectErrors = errorsOf(errors, 'subject');
  const orderNumberErrors = errorsOf(errors, 'orderNumber');
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
          action={data?.action}
          noValidate
          onSubmit={onSubmit}
          className="group/contact grid max-w-xl gap-4"
        >
          <FormIdentity intent="contact" uid={block._uid} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${block._uid}-subject`}>{t('contact.subject')}</Label>
            <select
              id={`${block._uid}-subject`}
              name="subject"
              defaultValue={values.subject ?? ''}
              aria-invalid={subjectErrors.length > 0 || undefined}
              aria-describedby={
                subjectErrors.length > 0 ? `${block._uid}-subject-error` : undefined
              }
              className={`h-11 rounded-control ${fieldClass}`}
            >
              <option value="">{t('contact.chooseSubject')}</option>
              {subjects.map((candidate) => (
                <option
                  key={candidate.key}
                  value={candidate.key}
                  data-order-number={candidate.requiresOrderNumber || undefined}
                >
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
            defaultValue={values.name}
            errors={errorsOf(errors, 'name')}
          />
          <EmailField
            name="email"
            label={t('contact.email')}
            defaultValue={values.email}
            errors={errorsOf(errors, 'email')}
          />
          {asksForOrderNumber ? (
            // Shown by CSS while a subject that asks for it is chosen, so it follows the
            // choice with and without JavaScript; always shown when it has an error.
            <TextField
              name="orderNumber"
              label={t('contact.orderNumber')}
              defaultValue={values.orderNumber}
              errors={orderNumberErrors}
              className={
                orderNumberErrors.length > 0
                  ? undefined
                  : 'hidden group-has-[option[data-order-number]:checked]/contact:grid'
              }
            />
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={`${block._uid}-message`}>{t('contact.message')}</Label>
            <textarea
              id={`${block._uid}-message`}
              name="message"
              rows={6}
              defaultValue={values.message}
              aria-invalid={messageErrors.length > 0 || undefined}
              aria-describedby={
                messageErrors.length > 0 ? `${block._uid}-message-error` : undefined
              }
              // The card's radius: a pill-shaped control (baby theme) would cut into its text.
              className={`rounded-card ${fieldClass}`}
            />
            <FieldErrorText id={`${block._uid}-message-error`} errors={messageErrors} />
          </div>
          <Button type="submit" disabled={state === 'sending'} className="justify-self-start">
            {t('contact.submit')}
          </Button>
          <FormFailure shown={state === 'failed' || hasErrorsOutside(errors, contactFields)} />
        </form>
      )}
    </section>
  );
}
