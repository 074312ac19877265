import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { fr } from '../i18n/fr';
import { interpolate } from '../i18n/interpolate';
import { nl } from '../i18n/nl';
import { useUiText } from '../i18n/ui-text';
import { FieldError, Input, Label } from './form-field';

/**
 * What to fix in a field, in the shopper's language: an alert mark and one line per broken
 * rule, in the danger colour, under the field. It appears after the shopper leaves the field or
 * sends the form, never while they are still typing, and a screen reader hears it. Say what to
 * do ("enter at least 8 characters"), not what went wrong. Shows nothing when the field is
 * fine. Not for a problem of the whole form (use a message at its top) or a hint (use the
 * field description).
 */
const meta = {
  title: 'Forms/FieldError',
  component: FieldError,
  args: { errors: [{ key: 'validation.required' }] },
  parameters: { layout: 'padded' },
  render: function FieldWithError(args) {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={id}>{t('fields.lastName')}</Label>
        <Input id={id} name="last_name" aria-invalid aria-describedby={`${id}-error`} />
        <FieldError id={`${id}-error`} {...args} />
      </div>
    );
  },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required field left empty. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: de.fields.lastName }),
    ).toHaveAccessibleDescription(de.validation.required);
  },
};

/** Two broken rules at once, one line each; values such as a length are filled in. */
export const SeveralRules: Story = {
  args: {
    errors: [
      { key: 'validation.name-characters' },
      { key: 'validation.max-length', params: { max: 50 } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(
      canvas.getByText(interpolate(de.validation['max-length'], { max: 50 })),
    ).toBeVisible();
  },
};

/** A message in French… */
export const French: Story = {
  args: { errors: [{ key: 'validation.max-length', params: { max: 50 } }] },
  globals: { language: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(
      interpolate(fr.validation['max-length'], { max: 50 }),
    );
  },
};

/** …and in Dutch. */
export const Dutch: Story = {
  globals: { language: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent(nl.validation.required);
  },
};
