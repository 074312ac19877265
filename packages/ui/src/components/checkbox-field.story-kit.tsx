import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { CheckboxField, type CheckboxFieldProps } from './checkbox-field';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

export type NewsletterArgs = StoryArgs<CheckboxFieldProps, 'label'>;

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const checkboxFieldStoryMeta = {
  args: { name: 'newsletter', onCheckedChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  // The newsletter consent, labelled from the catalogue in the story's language unless the
  // label control says otherwise.
  render: function NewsletterField({ label, ...args }) {
    const { t } = useUiText();
    return <CheckboxField label={label || t('fields.newsletter')} {...args} />;
  },
} satisfies Partial<Meta<NewsletterArgs>>;
