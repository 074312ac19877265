import type { Meta } from '@storybook/react-vite';
import { countryCodes } from '@vitrine/domain';
import { fn } from 'storybook/test';
import { useUiText } from '../i18n/ui-text';
import type { StoryArgs } from '../stories/documents';
import { SelectField, type SelectFieldProps } from './select-field';

/*
 * The story harness the showcase and the behaviour stories of this component share: fixtures,
 * demo wrappers, arg types and meta fields. Not a stories file, so Storybook does not index it.
 */

export type CountryArgs = StoryArgs<SelectFieldProps, 'label' | 'options'>;

/** The meta fields the showcase and the behaviour stories share (each adds its title and component). */
export const selectFieldStoryMeta = {
  args: { name: 'country', onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-sm pb-80">{Story()}</div>],
  // The country of an address, its label and the shop's countries read from the catalogue in
  // the story's language unless the controls say otherwise.
  render: function CountrySelect({ label, options, ...args }) {
    const { t } = useUiText();
    return (
      <SelectField
        label={label || t('fields.country')}
        options={
          options ?? countryCodes.map((code) => ({ value: code, label: t(`countries.${code}`) }))
        }
        {...args}
      />
    );
  },
} satisfies Partial<Meta<CountryArgs>>;
