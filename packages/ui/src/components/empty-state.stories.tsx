import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { Button } from './button';
import { EmptyState, type EmptyStateProps } from './empty-state';

type ShopEmptyStateArgs = StoryArgs<EmptyStateProps, 'title', { query?: string }>;

/**
 * What a place says when there is nothing in it yet: an empty basket, wishlist or search
 * result, with a way to go on. Use it instead of an empty list; keep the text short and the one
 * action clear.
 */
const meta = {
  title: 'Feedback/EmptyState',
  component: documents<ShopEmptyStateArgs>(EmptyState),
  args: { kind: 'basket', query: 'Kinderwagn' },
  argTypes: { kind: { control: 'inline-radio', options: ['basket', 'wishlist', 'search'] } },
  // The empty states of the shop with their texts from the catalogue in the story's language
  // (the search's with the words searched for), unless the controls give others.
  render: function ShopEmptyState({ kind, query = '', title, description, action, ...args }) {
    const { t } = useUiText();
    const texts = {
      basket: {
        title: t('emptyState.basketTitle'),
        description: t('emptyState.basketDescription'),
      },
      wishlist: {
        title: t('emptyState.wishlistTitle'),
        description: t('emptyState.wishlistDescription'),
      },
      search: {
        title: t('emptyState.searchTitle', { query }),
        description: t('emptyState.searchDescription'),
      },
    }[kind === 'wishlist' || kind === 'search' ? kind : 'basket'];
    return (
      <EmptyState
        kind={kind}
        title={title || texts.title}
        description={description ?? texts.description}
        action={
          action ?? (
            <Button asChild variant="secondary">
              <a href="#home">{t('actions.continueShopping')}</a>
            </Button>
          )
        }
        {...args}
      />
    );
  },
} satisfies Meta<ShopEmptyStateArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      de.emptyState.basketTitle,
    );
    await expect(canvas.getByRole('link', { name: de.actions.continueShopping })).toBeVisible();
  },
};

export const Playground: Story = {};

export const Basket: Story = { args: { kind: 'basket' } };

export const Wishlist: Story = { args: { kind: 'wishlist' } };

export const SearchWithoutResults: Story = { args: { kind: 'search', query: 'Kinderwagn' } };

export const WithoutAction: Story = {
  render: () => {
    const { t } = useUiText();
    return <EmptyState kind="generic" title={t('emptyState.wishlistTitle')} headingLevel={3} />;
  },
};
