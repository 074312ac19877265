import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { CmsFixtureArgs } from '../stories/cms-frame';
import { fixtureMeta } from '../stories/fixture-meta';

/**
 * Behaviour of Accordion: keyboard, pointer and timing scenarios that drive the
 * component and check what it does. Its states and variants are on the showcase page.
 */
const meta = {
  title: 'CMS/Accordion/Behaviour',
  // Tests a designer need not browse: no docs page of their own.
  tags: ['!autodocs'],
  ...fixtureMeta({ fixture: 'baby-de-de-faq' }, 'mx-auto max-w-3xl p-4'),
} satisfies Meta<CmsFixtureArgs>;

export default meta;
type Story = StoryObj<CmsFixtureArgs>;

/**
 * The questions are in the tab order, and opening one closes the others. Enter and Space on a
 * focused question are the browser's own (native disclosure); synthetic key events do not
 * trigger them, so the question is opened with a click here.
 */
export const OpensOneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const items = [
      ...canvasElement.querySelectorAll<HTMLDetailsElement>('[data-slot="cms-accordion-item"]'),
    ];
    const [first, second] = items;
    await expect(items.length).toBeGreaterThan(1);
    if (first === undefined || second === undefined) return;
    const firstQuestion = first.querySelector('summary');
    const secondQuestion = second.querySelector('summary');
    firstQuestion?.focus();
    await expect(firstQuestion).toHaveFocus();
    await userEvent.tab();
    await expect(secondQuestion).toHaveFocus();
    if (firstQuestion === null || secondQuestion === null) return;
    await userEvent.click(firstQuestion);
    await waitFor(() => expect(first.open).toBe(true));
    await userEvent.click(secondQuestion);
    await waitFor(() => expect(second.open).toBe(true));
    await expect(first.open).toBe(false);
  },
};
