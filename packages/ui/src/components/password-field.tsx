import { passwordGuide } from '@vitrine/domain/ui-support';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { IconButton } from './button';
import { TextField, type TextFieldProps } from './form-field';
import { CheckIcon, CloseIcon, EyeIcon, EyeOffIcon } from './icons';

type PasswordGuideProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The password typed so far; each password rule shows whether it is met (`passwordGuide`). */
  password: string;
};

/** The password rules with a tick for each rule the typed password meets. */
function PasswordGuide({ password, className, ...props }: PasswordGuideProps) {
  const { t } = useUiText();
  const rules = passwordGuide(password);
  return (
    <div data-slot="password-guide" className={cn('text-sm', className)} {...props}>
      <p className="font-semibold text-ink">{t('passwordGuide.title')}</p>
      <ul className="mt-1 grid gap-0.5">
        {rules.map((rule) => (
          <li
            key={rule.key}
            data-slot="password-guide-rule"
            data-state={rule.met ? 'met' : 'unmet'}
            className="flex items-center gap-1.5 text-ink-soft data-[state=met]:text-success"
          >
            {rule.met ? (
              <CheckIcon className="size-4 shrink-0" />
            ) : (
              <CloseIcon className="size-4 shrink-0" />
            )}
            <span>
              {t(rule.key, rule.values)}
              <span className="sr-only">
                : {t(rule.met ? 'passwordGuide.met' : 'passwordGuide.unmet')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** Shows the rules guide under the field (new and register passwords). */
  guide?: boolean;
};

/**
 * A password input with a show/hide button and, for new passwords, the rules guide. Its
 * value is read for the guide whether the caller controls it or not.
 */
function PasswordField({
  guide = false,
  onChange,
  value,
  defaultValue,
  autoComplete,
  ...props
}: PasswordFieldProps) {
  const { t } = useUiText();
  const [visible, setVisible] = React.useState(false);
  const [typed, setTyped] = React.useState(String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : typed;
  const guideId = React.useId();
  return (
    <div data-slot="password-field" className="grid gap-2">
      <TextField
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete ?? (guide ? 'new-password' : 'current-password')}
        spellCheck={false}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
        aria-details={guide ? guideId : undefined}
        endAdornment={
          <IconButton
            data-slot="password-field-toggle"
            size="md"
            label={t('form.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
        {...props}
      />
      {guide ? <PasswordGuide id={guideId} password={current} /> : null}
    </div>
  );
}

export { PasswordField, type PasswordFieldProps, PasswordGuide, type PasswordGuideProps };
