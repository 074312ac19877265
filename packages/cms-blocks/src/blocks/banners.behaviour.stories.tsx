import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

/**
 * Behaviour of the campaign banner: keyboard scenarios that drive it and check what it does.
 * Its states are on the showcase page.
 */
const meta = {
  title: 'CMS/Banner/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  ...fixtureMeta({ fixture: 'baby-de-de-home', pick: 'campaign_banner' }, 'mx-auto max-w-3xl p-4'),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

/** Escape closes the campaign-conditions dialog and focus returns to its link (§2 dialogs). */
export const ConditionsCloseWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Teilnahmebedingungen ansehen',
    });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Teilnahmebedingungen' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
