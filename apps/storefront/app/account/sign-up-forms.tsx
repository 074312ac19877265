import { guestSchema, registerSchema } from '@vitrine/domain';
import {
  Button,
  EmailField,
  type FieldErrorMessage,
  PasswordField,
  PasswordGuide,
} from '@vitrine/ui';
import { type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSubmit } from 'react-router';
import { ChoiceField } from './choice-field';
import { EnhancedMarker, FormAlert, messagesOf } from './login-forms';
import type { LoginFormResult } from './login-page.server';
import { PersonFields } from './person-fields';
import { resolverMessages, schemaResolver } from './schema-resolver';

/** The fields of the register and guest groups (§5), as the forms post them (§3 Auth form). */
interface SignUpValues {
  first_name: string;
  last_name: string;
  gender: string;
  email: string;
  newsletter: string;
  register_password?: string;
}

type SignUpIntent = 'register' | 'guest';

interface SignUpFormProps {
  readonly result: LoginFormResult | undefined;
  /** The form's id prefix (its heading is `{id}-heading`). */
  readonly id?: string;
}

/**
 * The messages at a field: the browser's check (the domain schema, as soon as the form was
 * tried) or else the server's answer to the last post (a leaked password, a taken address).
 */
function useFieldMessages(
  intent: SignUpIntent,
  result: LoginFormResult | undefined,
  errors: FieldErrors<SignUpValues>,
) {
  return (field: keyof SignUpValues): readonly FieldErrorMessage[] => {
    const checked = errors[field];
    return checked ? resolverMessages(checked) : messagesOf(result, intent, field);
  };
}

/**
 * A sign-up form (§5 groups `register` and `guest`) that posts to the page, so it works
 * without JavaScript; with it, react-hook-form checks the fields with the domain's schema
 * (the one the server applies) before anything is sent, and React Router sends it without a
 * page load. The server still judges: the leak check and a taken address are its to say.
 */
function useSignUpForm(intent: SignUpIntent, result: LoginFormResult | undefined) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const sent = result?.form === intent ? result : undefined;
  const form = useForm<SignUpValues>({
    resolver: schemaResolver<SignUpValues>(intent === 'register' ? registerSchema : guestSchema),
    defaultValues: {
      first_name: sent?.values?.first_name ?? '',
      last_name: sent?.values?.last_name ?? '',
      gender: sent?.values?.gender ?? '',
      email: sent?.email ?? '',
      newsletter: sent?.values?.newsletter ?? '',
    },
  });
  const onSubmit = form.handleSubmit((_values, event) => {
    const element = event?.target;
    if (element instanceof HTMLFormElement) submit(element, { method: 'post', replace: true });
  });
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const messages = useFieldMessages(intent, result, form.formState.errors);
  return { form, onSubmit, sending, sent, messages };
}

/** Names, salutation and e-mail: the fields register and guest share (§5). */
function SignUpPersonFields({
  register,
  messages,
  sent,
}: {
  readonly register: UseFormRegister<SignUpValues>;
  readonly messages: (field: keyof SignUpValues) => readonly FieldErrorMessage[];
  readonly sent: LoginFormResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PersonFields field={(name) => register(name)} messages={messages} values={sent?.values} />
      <EmailField
        label={t('fields.email', { ns: 'ui' })}
        required
        defaultValue={sent?.email}
        errors={messages('email')}
        {...register('email')}
      />
    </>
  );
}

/** The newsletter question (§5 required, §7 the newsletter call when answered yes). */
function NewsletterField({
  register,
  messages,
  sent,
}: {
  readonly register: UseFormRegister<SignUpValues>;
  readonly messages: (field: keyof SignUpValues) => readonly FieldErrorMessage[];
  readonly sent: LoginFormResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceField
      legend={t('signUp.newsletterLegend')}
      choices={[
        { value: 'true', label: t('fields.newsletter', { ns: 'ui' }) },
        { value: 'false', label: t('signUp.newsletterNo') },
      ]}
      chosen={sent?.values?.newsletter}
      errors={messages('newsletter')}
      {...register('newsletter')}
    />
  );
}

/**
 * Open a customer account (§5 group `register`): the password with its rules in a disclosure
 * that ticks each rule as it is met, checked against leaked passwords by the server.
 */
export function RegisterForm({ result, id = 'register' }: SignUpFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, sending, sent, messages } = useSignUpForm('register', result);
  const password = form.watch('register_password') ?? '';
  return (
    <Form
      method="post"
      replace
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4"
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold">
        {t('signUp.registerHeading')}
      </h2>
      <p className="text-sm text-ink-soft">{t('signUp.registerIntro')}</p>
      <FormAlert messages={messagesOf(result, 'register', '')} />
      <input type="hidden" name="intent" value="register" />
      <EnhancedMarker />
      <SignUpPersonFields register={form.register} messages={messages} sent={sent} />
      <PasswordField
        label={t('fields.password', { ns: 'ui' })}
        required
        autoComplete="new-password"
        errors={messages('register_password')}
        {...form.register('register_password')}
      />
      <details className="rounded-card border border-line p-3">
        <summary className="cursor-pointer text-sm font-semibold text-primary">
          {t('signUp.passwordRules')}
        </summary>
        <PasswordGuide password={password} className="mt-2" />
      </details>
      <NewsletterField register={form.register} messages={messages} sent={sent} />
      <Button type="submit" disabled={sending}>
        {t('signUp.register')}
      </Button>
    </Form>
  );
}

/** Order without an account (§5 group `guest`, §6: guests can check out). */
export function GuestForm({ result, id = 'guest' }: SignUpFormProps) {
  const { t } = useTranslation();
  const { form, onSubmit, sending, sent, messages } = useSignUpForm('guest', result);
  return (
    <Form
      method="post"
      replace
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-heading`}
      className="grid gap-4"
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold">
        {t('signUp.guestHeading')}
      </h2>
      <p className="text-sm text-ink-soft">{t('signUp.guestIntro')}</p>
      <FormAlert messages={messagesOf(result, 'guest', '')} />
      <input type="hidden" name="intent" value="guest" />
      <EnhancedMarker />
      <SignUpPersonFields register={form.register} messages={messages} sent={sent} />
      <NewsletterField register={form.register} messages={messages} sent={sent} />
      <Button type="submit" disabled={sending}>
        {t('signUp.continueAsGuest')}
      </Button>
    </Form>
  );
}
