import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { useUiText } from '../i18n/ui-text';
import { FieldDescription, FieldError, Input, Label } from './form-field';

/**
 * A short hint under a field: why the shop asks for it, or the format it needs. Screen readers
 * read it with the field. Keep it to one sentence and never put a rule the shopper can break
 * only here: a broken rule shows as an error message below the hint. Not for error messages,
 * and not for long explanations (link to a help page instead).
 */
const meta = {
  title: 'Forms/FieldDescription',
  component: FieldDescription,
  parameters: { layout: 'padded' },
  render: function DescribedEmail({ children, ...args }) {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={id}>{t('fields.email')}</Label>
        <Input id={id} type="email" name="email" aria-describedby={`${id}-hint`} />
        <FieldDescription id={`${id}-hint`} {...args}>
          {children ?? t('fields.emailHint')}
        </FieldDescription>
      </div>
    );
  },
} satisfies Meta<typeof FieldDescription>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint under the e-mail field, read out with the field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: de.fields.email }),
    ).toHaveAccessibleDescription(de.fields.emailHint);
  },
};

/** With an error: the hint stays, the error message follows it. */
export const WithAnError: Story = {
  render: function WithAnError() {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={id}>{t('fields.email')}</Label>
        <Input
          id={id}
          type="email"
          name="email"
          defaultValue="anna@"
          aria-invalid
          aria-describedby={`${id}-hint ${id}-error`}
        />
        <FieldDescription id={`${id}-hint`}>{t('fields.emailHint')}</FieldDescription>
        <FieldError id={`${id}-error`} errors={[{ key: 'validation.email' }]} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: de.fields.email }),
    ).toHaveAccessibleDescription(`${de.fields.emailHint} ${de.validation.email}`);
  },
};

/** The hint in French. */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(fr.fields.emailHint)).toBeVisible();
  },
};
