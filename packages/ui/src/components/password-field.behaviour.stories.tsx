import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { documents } from '../stories/documents';
import { PasswordField } from './password-field';

import { input, type NewPasswordArgs, passwordFieldStoryMeta } from './password-field.story-kit';

/**
 * Behaviour of PasswordField: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'Forms/PasswordField/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  component: documents<NewPasswordArgs>(PasswordField),
  ...passwordFieldStoryMeta,
  parameters: { layout: 'padded' },
} satisfies Meta<NewPasswordArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guide ticks each rule of §5 while the shopper types. */
export const GuideWhileTyping: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    const states = () =>
      [...canvasElement.querySelectorAll('[data-slot="password-guide-rule"]')].map((rule) =>
        rule.getAttribute('data-state'),
      );
    await expect(states()).toEqual(['unmet', 'unmet', 'unmet', 'unmet', 'unmet']);
    await userEvent.type(field, 'sommer');
    await expect(states()).toEqual(['unmet', 'met', 'met', 'unmet', 'met']);
    await userEvent.type(field, 'Wiese24');
    await expect(states()).toEqual(['met', 'met', 'met', 'met', 'met']);
    await userEvent.type(field, ' ');
    await expect(states()).toEqual(['met', 'met', 'met', 'met', 'unmet']);
  },
};

/** The show-password toggle works with the keyboard and says whether it is pressed. */
export const ShowPasswordWithKeyboard: Story = {
  args: { defaultValue: 'Sommerwiese24' },
  play: async ({ canvas, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: de.form.showPassword });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(field).toHaveAttribute('type', 'password');
  },
};
