import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

/** Documentation pages (§2 documentation layout): side navigation beside the body. */
const meta = {
  title: 'CMS/Documentation',
  ...fixtureMeta({ fixture: 'baby-de-de-aufbauanleitungen' }),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

export const DocumentationLayout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('navigation').length).toBeGreaterThan(0);
    // The layout's title is the one h1; the body does not repeat it.
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const Overview: Story = {
  args: { fixture: 'baby-de-de-documentation' },
};

export const OverviewFrench: Story = {
  args: { fixture: 'baby-fr-fr-documentation' },
  globals: { language: 'fr' },
};
