import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { Input, Label } from './form-field';

/**
 * The name of a form control, in the shop's label type: small and semibold, in the text
 * colour. A click on it focuses its field or ticks its checkbox, so the target is larger than
 * the control. Use it only for a control the form fields do not cover: a text field, checkbox,
 * select or radio group brings its label already. Not for headings or running text.
 */
const meta = {
  title: 'Forms/Label',
  component: Label,
  parameters: { layout: 'padded' },
  render: function LabelledInput(args) {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={id} {...args}>
          {args.children ?? t('fields.firstName')}
        </Label>
        <Input id={id} name="first_name" autoComplete="given-name" />
      </div>
    );
  },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label above a text input: a click on the name puts the cursor in the field. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText(de.fields.firstName));
    await expect(canvas.getByRole('textbox', { name: de.fields.firstName })).toHaveFocus();
  },
};

/**
 * Side by side: above a text input, and beside a checkbox, where a click on the words ticks
 * the box.
 */
export const Placements: Story = {
  render: function Placements() {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-name`}>{t('fields.lastName')}</Label>
          <Input id={`${id}-name`} name="last_name" autoComplete="family-name" />
        </div>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-newsletter`}
            type="checkbox"
            name="newsletter"
            className="mt-0.5 size-5 accent-primary"
          />
          <Label htmlFor={`${id}-newsletter`} className="font-normal">
            {t('fields.newsletter')}
          </Label>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: de.fields.newsletter });
    await userEvent.click(canvas.getByText(de.fields.newsletter));
    await expect(box).toBeChecked();
  },
};
