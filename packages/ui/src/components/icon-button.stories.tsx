import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { IconButton, type IconButtonProps } from './button';
import { WishlistToggle } from './icon-button.story-kit';
import { CloseIcon, HeartIcon } from './icons';

type WishlistButtonArgs = StoryArgs<IconButtonProps, 'label'>;

/**
 * A square button that shows only an icon, such as close, the wishlist heart or a carousel
 * arrow. Use it where the icon is known to everyone and space is short; it always has a name
 * for screen readers. When in doubt, use a Button with a text.
 */
const meta = {
  title: 'Actions/IconButton',
  component: documents<WishlistButtonArgs>(IconButton),
  args: { children: <HeartIcon />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'toggle'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  // The wishlist button, labelled from the catalogue in the story's language unless the label
  // control says otherwise.
  render: function WishlistButton({ label, ...args }) {
    const { t } = useUiText();
    return <IconButton label={label || t('actions.addToWishlist')} {...args} />;
  },
} satisfies Meta<WishlistButtonArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: de.actions.addToWishlist });
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'md' } };

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Small: Story = { args: { size: 'sm', variant: 'secondary' } };

export const Large: Story = { args: { size: 'lg', variant: 'secondary' } };

export const Disabled: Story = { args: { disabled: true, variant: 'secondary' } };

/**
 * The wishlist toggle, pressed: `aria-pressed` carries the state, the label says what a press
 * does (pressing it again: IconButton/Behaviour).
 */
export const Toggle: Story = {
  render: () => <WishlistToggle />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: de.actions.addToWishlist });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // A toggle keeps its name; the pressed state tells whether the article is on the list.
    await expect(button).toHaveAccessibleName(de.actions.addToWishlist);
  },
};

export const Close: Story = {
  render: (args) => {
    const { t } = useUiText();
    return (
      <IconButton {...args} label={t('common.close')}>
        <CloseIcon />
      </IconButton>
    );
  },
};
