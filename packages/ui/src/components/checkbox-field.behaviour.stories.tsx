import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field';

type NewsletterArgs = StoryArgs<CheckboxFieldProps, 'label'>;

/**
 * Behaviour of CheckboxField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/CheckboxField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<NewsletterArgs>(CheckboxField),
  args: { name: 'newsletter', onCheckedChange: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  // The newsletter consent, labelled from the catalogue in the story's language unless the
  // label control says otherwise.
  render: function NewsletterField({ label, ...args }) {
    const { t } = useUiText();
    return <CheckboxField label={label || t('fields.newsletter')} {...args} />;
  },
} satisfies Meta<NewsletterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Space toggles the box. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: de.fields.newsletter });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};
