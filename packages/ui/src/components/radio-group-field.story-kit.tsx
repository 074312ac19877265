import type { Meta } from '@storybook/react-vite';
import { defaultGender } from '@vitrine/domain/validation';
import { fn } from 'storybook/test';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { RadioGroupField, type RadioGroupFieldProps } from './radio-group-field';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

export type GenderArgs = StoryArgs<RadioGroupFieldProps, 'label' | 'options'>;

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const radioGroupFieldStoryMeta = {
  args: { name: 'gender', defaultValue: defaultGender, onValueChange: fn() },
  // The salutation of the auth forms (§3: m, f, d; default f), its label and options read
  // from the catalogue in the story's language unless the controls say otherwise.
  render: function GenderField({ label, options, ...args }) {
    const { t } = useUiText();
    return (
      <RadioGroupField
        label={label || t('fields.gender')}
        options={
          options ?? [
            { value: 'f', label: t('fields.genderFemale') },
            { value: 'm', label: t('fields.genderMale') },
            { value: 'd', label: t('fields.genderDiverse') },
          ]
        }
        {...args}
      />
    );
  },
} satisfies Partial<Meta<GenderArgs>>;
