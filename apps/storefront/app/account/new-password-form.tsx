import { Button, PasswordField } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { NewPasswordResult, NewPasswordState } from './new-password-page.server';

interface NewPasswordProps {
  readonly state: NewPasswordState;
  readonly hash: string;
  readonly result: NewPasswordResult | undefined;
  /** The login page of the shop's locale. */
  readonly loginHref: string;
}

/**
 * Setting a new password from the reset mail's link (§2, §5 new password with its guide). A
 * form posting to the page; the link's token travels in it, not in a script.
 */
export function NewPasswordForm({ state, hash, result, loginHref }: NewPasswordProps) {
  const { t } = useTranslation();
  const shown = result?.state ?? state;
  if (shown === 'done') {
    return (
      <div className="grid gap-4">
        <p role="status">{t('newPassword.done')}</p>
        <p>
          <Link to={loginHref} className="font-semibold text-primary underline">
            {t('newPassword.toLogin')}
          </Link>
        </p>
      </div>
    );
  }
  if (shown === 'invalidLink') {
    return (
      <div className="grid gap-4">
        <p
          role="alert"
          className="rounded-card bg-danger-soft p-3 text-sm font-semibold text-danger"
        >
          {t('newPassword.invalidLink')}
        </p>
        <p>
          <Link to={loginHref} className="font-semibold text-primary underline">
            {t('newPassword.requestAgain')}
          </Link>
        </p>
      </div>
    );
  }
  const formMessages = result?.errors.filter((error) => error.field === '') ?? [];
  return (
    <Form method="post" replace className="grid gap-4" noValidate>
      {formMessages.length > 0 ? (
        <div
          role="alert"
          className="rounded-card bg-danger-soft p-3 text-sm font-semibold text-danger"
        >
          {formMessages.map((message) => (
            <p key={message.key}>{t(message.key)}</p>
          ))}
        </div>
      ) : null}
      <input type="hidden" name="hash" value={hash} />
      <PasswordField
        name="password"
        label={t('fields.newPassword', { ns: 'ui' })}
        required
        guide
        errors={result?.errors.filter((error) => error.field === 'password')}
      />
      <Button type="submit" name="intent" value="setPassword">
        {t('newPassword.save')}
      </Button>
    </Form>
  );
}
