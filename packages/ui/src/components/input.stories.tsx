import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { Input, Label } from './form-field';

/**
 * The bare text box of the shop's forms: its frame, the focus ring, and the disabled and
 * invalid looks. For a form field use the text field, which adds the label, hint and error
 * messages around this box. Use the bare box only where the name is shown another way, such as
 * the site search or the rows of an engraving.
 */
const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { type: 'text', disabled: false, name: 'first_name', autoComplete: 'given-name' },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'number'] },
  },
  parameters: { layout: 'padded' },
  render: function LabelledInput(args) {
    const { t } = useUiText();
    const id = React.useId();
    return (
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={id}>{t('fields.firstName')}</Label>
        <Input id={id} {...args} />
      </div>
    );
  },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, waiting for the shopper's text. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: de.fields.firstName })).toHaveAttribute(
      'type',
      'text',
    );
  },
};

/** The box's looks side by side: empty, filled, disabled, and invalid (red frame). */
export const States: Story = {
  render: function States() {
    const { t } = useUiText();
    const id = React.useId();
    const states = [
      { key: 'empty', props: {} },
      { key: 'filled', props: { defaultValue: 'Anna-Lena' } },
      { key: 'disabled', props: { defaultValue: 'Anna-Lena', disabled: true } },
      { key: 'invalid', props: { defaultValue: 'Anna_Lena', 'aria-invalid': true } },
    ] as const;
    return (
      <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
        {states.map((state) => (
          <div key={state.key} data-state={state.key} className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-${state.key}`}>{t('fields.firstName')}</Label>
            <Input id={`${id}-${state.key}`} name={`first_name_${state.key}`} {...state.props} />
          </div>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('textbox', { name: de.fields.firstName });
    await expect(boxes).toHaveLength(4);
    await expect(boxes[2]).toBeDisabled();
    await expect(boxes[3]).toHaveAttribute('aria-invalid', 'true');
  },
};
