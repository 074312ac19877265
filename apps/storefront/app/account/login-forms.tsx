import { loginSchema, resetSchema } from '@vitrine/domain';
import {
  Button,
  EmailField,
  type FieldErrorMessage,
  PasswordField,
  useHydrated,
} from '@vitrine/ui';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSubmit } from 'react-router';
import type { FormMessage, LoginFormResult, LoginPageForm } from './login-page.server';
import { resolverMessages, schemaResolver } from './schema-resolver';

type Messages = LoginFormResult['errors'];

/** The messages of one field (`''`: the form's own), of the form that was sent. */
export function messagesOf(
  result: LoginFormResult | undefined,
  form: LoginPageForm,
  field: string,
): Messages {
  if (result === undefined || result.form !== form) return [];
  return result.errors.filter((error) => error.field === field);
}

/**
 * Marks a post as sent by the page's script, once it runs: the server then answers a sign-in
 * with the auth event and the way on (for the data layer) rather than a redirect. Without
 * JavaScript it is never there.
 */
export function EnhancedMarker() {
  return useHydrated() ? <input type="hidden" name="enhanced" value="1" /> : null;
}

/**
 * The form's own message (wrong password, too many attempts): an alert that names what
 * happened, in the page's texts, announced when it appears.
 */
export function FormAlert({ messages }: { messages: readonly FormMessage[] | Messages }) {
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      data-slot="form-alert"
      className="rounded-card bg-danger-soft p-3 text-sm font-semibold text-danger"
    >
      {messages.map((message) => (
        <p key={message.key}>{t(message.key, { ns: ['translation', 'ui'], ...message.params })}</p>
      ))}
    </div>
  );
}

/** The e-mail (and password) as the login and reset forms post them (§5 groups). */
interface SignInValues {
  email: string;
  password?: string;
}

/**
 * A sign-in form's check in the browser (issue 18): react-hook-form with the domain's schema
 * the server applies, before anything is sent; the server's answer to the last post (a wrong
 * password, too many attempts) where the browser found nothing. Sent by React Router.
 */
function useSignInForm(form: LoginPageForm, result: LoginFormResult | undefined) {
  const submit = useSubmit();
  const checked = useForm<SignInValues>({
    resolver: schemaResolver<SignInValues>(form === 'login' ? loginSchema : resetSchema),
    defaultValues: { email: result?.form === form ? result.email : '' },
  });
  const onSubmit = checked.handleSubmit((_values, event) => {
    const element = event?.target;
    if (element instanceof HTMLFormElement) submit(element, { method: 'post', replace: true });
  });
  const { errors } = checked.formState;
  const messages = (field: keyof SignInValues): readonly FieldErrorMessage[] => {
    const found = errors[field];
    return found ? resolverMessages(found) : messagesOf(result, form, field);
  };
  return { register: checked.register, onSubmit, messages };
}

/**
 * Sign in with e-mail and password (§5 group `login`). A plain form posting to the page, so it
 * works without JavaScript; with it, the fields are checked by the schema the server applies
 * and React Router sends it without a page load.
 */
export function LoginForm({
  result,
  children,
}: {
  result: LoginFormResult | undefined;
  /** Anything the page adds under the button (the checkout's jump to the guest form). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'login';
  const { register, onSubmit, messages } = useSignInForm('login', result);
  return (
    <Form
      method="post"
      replace
      className="grid gap-4"
      aria-labelledby="login-heading"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 id="login-heading" className="font-display text-2xl font-bold">
        {t('login.heading')}
      </h2>
      <FormAlert messages={messagesOf(result, 'login', '')} />
      <EnhancedMarker />
      <input type="hidden" name="intent" value="login" />
      <EmailField
        label={t('fields.email', { ns: 'ui' })}
        required
        autoComplete="username"
        defaultValue={result?.form === 'login' ? result.email : undefined}
        errors={messages('email')}
        {...register('email')}
      />
      <PasswordField
        label={t('fields.password', { ns: 'ui' })}
        required
        errors={messages('password')}
        {...register('password')}
      />
      <Button type="submit" disabled={sending}>
        {t('actions.login', { ns: 'ui' })}
      </Button>
      {children}
    </Form>
  );
}

/**
 * Forgotten password (§5 group `reset`): a disclosure that needs no script, with the e-mail
 * field; the answer is the same whether or not an account has the address.
 */
export function ResetMailForm({ result }: { result: LoginFormResult | undefined }) {
  const { t } = useTranslation();
  const sent = result?.form === 'resetMail' && result.errors.length === 0;
  const open = result?.form === 'resetMail';
  const { register, onSubmit, messages } = useSignInForm('resetMail', result);
  return (
    <details open={open} className="rounded-card border border-line p-4">
      <summary className="cursor-pointer font-semibold text-primary">
        {t('login.forgotPassword')}
      </summary>
      <Form method="post" replace className="mt-4 grid gap-4" noValidate onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="resetMail" />
        <p className="text-sm text-ink-soft">{t('login.resetIntro')}</p>
        {sent ? (
          <p role="status" className="rounded-card bg-success-soft p-3 text-sm text-success">
            {t('login.resetMailSent')}
          </p>
        ) : null}
        <FormAlert messages={messagesOf(result, 'resetMail', '')} />
        <EmailField
          label={t('fields.email', { ns: 'ui' })}
          required
          defaultValue={result?.form === 'resetMail' ? result.email : undefined}
          errors={messages('email')}
          {...register('email')}
        />
        <Button type="submit" variant="secondary">
          {t('login.sendResetMail')}
        </Button>
      </Form>
    </details>
  );
}

/**
 * A signed-in customer on the account home: who they are, and signing out, a form posted to
 * the login page (`action`), which ends the session and leads home.
 */
export function SignedInPanel({ email, action }: { email: string; action: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} className="grid gap-4" aria-labelledby="signed-in-heading">
      <h2 id="signed-in-heading" className="font-display text-2xl font-bold">
        {t('login.signedInHeading')}
      </h2>
      <p>{t('login.signedInAs', { email })}</p>
      <Button type="submit" name="intent" value="logout" variant="secondary">
        {t('login.logout')}
      </Button>
    </Form>
  );
}
