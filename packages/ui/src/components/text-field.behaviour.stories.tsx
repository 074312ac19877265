import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginSchema, toFieldErrors } from '@vitrine/domain/validation';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents } from '../stories/documents';
import { Button } from './button';
import { EmailField, type FieldErrorMessage, TextField } from './form-field';
import { PasswordField } from './password-field';

import { type FirstNameArgs, textFieldStoryMeta } from './text-field.story-kit';

/**
 * Behaviour of TextField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/TextField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<FirstNameArgs>(TextField),
  ...textFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<FirstNameArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginForm({
  onValid,
}: {
  onValid: (values: { email: string; password: string }) => void;
}) {
  const { t } = useUiText();
  const [errors, setErrors] = React.useState<Record<string, FieldErrorMessage[]>>({});
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const result = loginSchema.safeParse(data);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const byField: Record<string, FieldErrorMessage[]> = {};
    for (const error of toFieldErrors(result.error)) {
      byField[error.field] = [...(byField[error.field] ?? []), error];
    }
    setErrors(byField);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <EmailField label={t('fields.email')} name="email" errors={errors.email} />
      <PasswordField label={t('fields.password')} name="password" errors={errors.password} />
      <Button type="submit">{t('actions.login')}</Button>
    </form>
  );
}

/**
 * A form validated by the domain's login schema (§5): keyboard only, submitting shows the
 * translated errors on the fields, correcting them submits.
 */
export const FormErrorsWithKeyboard: Story = {
  args: { onChange: fn() },
  render: (args) => <LoginForm onValid={args.onChange as () => void} />,
  play: async ({ canvas, args }) => {
    const email = canvas.getByRole('textbox', { name: de.fields.email });
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.keyboard('anna@');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(de.validation.email);
    const password = canvas.getByLabelText(de.fields.password, { selector: 'input' });
    await expect(password).toHaveAccessibleDescription(de.validation.required);
    await userEvent.type(email, 'beispiel.de');
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.keyboard('Geheim12345{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        email: 'anna@beispiel.de',
        password: 'Geheim12345',
      }),
    );
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};
