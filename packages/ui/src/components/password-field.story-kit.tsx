import type { Meta } from '@storybook/react-vite';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { PasswordField, type PasswordFieldProps } from './password-field';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

export type NewPasswordArgs = StoryArgs<PasswordFieldProps, 'label'>;

export const input = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector('input');
  if (!element) throw new Error('no input');
  return element;
};

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const passwordFieldStoryMeta = {
  args: { name: 'register_password', guide: true },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  // The new password of the registration, labelled from the catalogue in the story's language
  // unless the label control says otherwise.
  render: function NewPasswordField({ label, ...args }) {
    const { t } = useUiText();
    return <PasswordField label={label || t('fields.newPassword')} {...args} />;
  },
} satisfies Partial<Meta<NewPasswordArgs>>;
