import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { TextField, type TextFieldProps } from './form-field';

/*
 * The story harness the showcase and the behaviour stories of these dialogs share: fixtures,
 * demo wrappers and meta fields. Not a stories file, so Storybook does not index it.
 */

export type FirstNameArgs = StoryArgs<TextFieldProps, 'label'>;

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const textFieldStoryMeta = {
  args: { name: 'first_name', autoComplete: 'given-name', onChange: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  // The first name, labelled from the catalogue in the story's language unless the label
  // control says otherwise.
  render: function FirstNameField({ label, ...args }) {
    const { t } = useUiText();
    return <TextField label={label || t('fields.firstName')} {...args} />;
  },
} satisfies Partial<Meta<FirstNameArgs>>;
