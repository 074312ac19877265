import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { nl } from '../i18n/nl';
import { useUiText } from '../i18n/ui-text';
import { FieldLabel, Input } from './form-field';

/**
 * A field's label that can say "(optional)" after the name, in the shopper's language. The
 * shop marks the fields a shopper may leave empty, never the required ones: most fields are
 * required, and a page full of asterisks reads as a warning. Use it when you build a field of
 * your own; the form fields already use it.
 */
const meta = {
  title: 'Forms/FieldLabel',
  component: FieldLabel,
  args: { optional: false },
  parameters: { layout: 'padded' },
  render: function LabelledInput({ children, ...args }) {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-sm gap-1.5">
        <FieldLabel htmlFor={id} {...args}>
          {children ?? t('fields.lastName')}
        </FieldLabel>
        <Input id={id} name="last_name" autoComplete="family-name" />
      </div>
    );
  },
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required field: the name alone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    // The accessible name is the name alone: nothing is added to a required field.
    await expect(canvas.getByRole('textbox', { name: de.fields.lastName })).toBeVisible();
  },
};

/** A field the shopper may leave empty: "(optional)" after the name, in lighter type. */
export const Optional: Story = {
  args: { optional: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('label')).toHaveTextContent(
      `${de.fields.lastName} (${de.common.optional})`,
    );
  },
};

/** Required and optional side by side, as in an address form. */
export const RequiredAndOptional: Story = {
  render: function RequiredAndOptional() {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <FieldLabel htmlFor={`${id}-first`}>{t('fields.firstName')}</FieldLabel>
          <Input id={`${id}-first`} name="first_name" autoComplete="given-name" />
        </div>
        <div className="grid content-start gap-1.5">
          <FieldLabel htmlFor={`${id}-last`} optional>
            {t('fields.lastName')}
          </FieldLabel>
          <Input id={`${id}-last`} name="last_name" autoComplete="family-name" />
        </div>
      </div>
    );
  },
};

/** The optional hint in French… */
export const French: Story = {
  args: { optional: true },
  globals: { language: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('label')).toHaveTextContent(
      `${fr.fields.lastName} (${fr.common.optional})`,
    );
  },
};

/** …and in Dutch. */
export const Dutch: Story = {
  args: { optional: true },
  globals: { language: 'nl' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('label')).toHaveTextContent(
      `${nl.fields.lastName} (${nl.common.optional})`,
    );
  },
};
