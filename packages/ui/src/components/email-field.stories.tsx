import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { nl } from '../i18n/nl';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { EmailField, type TextFieldProps } from './form-field';

type EmailArgs = StoryArgs<Omit<TextFieldProps, 'type'>, 'label'>;

/**
 * A text field for an e-mail address: phones show the keyboard with @, the browser offers the
 * shopper's saved address, and nothing is corrected or capitalised. Use it wherever the shop
 * asks for an e-mail address (sign-in, checkout, newsletter, remind-when-available); for any
 * other text use the text field.
 */
const meta = {
  title: 'Forms/EmailField',
  component: documents<EmailArgs>(EmailField),
  args: { name: 'email', optional: false, disabled: false },
  parameters: { layout: 'padded' },
  render: function Email({ label, description, ...args }) {
    const { t } = useUiText();
    return (
      <div className="max-w-sm">
        <EmailField
          label={label || t('fields.email')}
          description={description ?? t('fields.emailHint')}
          {...args}
        />
      </div>
    );
  },
} satisfies Meta<EmailArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the hint that says what the address is for. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: de.fields.email });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAccessibleDescription(de.fields.emailHint);
  },
};

export const Playground: Story = {};

/** An address that is not one: the field turns red and says what to fix. */
export const Invalid: Story = {
  args: { defaultValue: 'anna.schmidt@', errors: [{ key: 'validation.email' }] },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: de.fields.email });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `${de.fields.emailHint} ${de.validation.email}`,
    );
  },
};

/** Its states side by side: empty, filled, optional, disabled and invalid. */
export const States: Story = {
  render: function States() {
    const { t } = useUiText();
    const label = t('fields.email');
    return (
      <div className="grid w-[min(48rem,90vw)] gap-6 sm:grid-cols-2">
        <EmailField label={label} name="email_empty" />
        <EmailField label={label} name="email_filled" defaultValue="anna.schmidt@example.de" />
        <EmailField label={label} name="email_optional" optional />
        <EmailField
          label={label}
          name="email_disabled"
          defaultValue="anna.schmidt@example.de"
          disabled
        />
        <EmailField
          label={label}
          name="email_invalid"
          defaultValue="anna.schmidt@"
          errors={[{ key: 'validation.email' }]}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(5);
  },
};

/** In French, with a French shopper's address… */
export const French: Story = {
  args: { defaultValue: 'camille.martin@example.fr' },
  globals: { language: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: fr.fields.email })).toHaveValue(
      'camille.martin@example.fr',
    );
  },
};

/** …and in Dutch, with a Dutch one. */
export const Dutch: Story = {
  args: { defaultValue: 'sanne.de.vries@example.nl' },
  globals: { language: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: nl.fields.email })).toHaveValue(
      'sanne.de.vries@example.nl',
    );
  },
};
