import type { Meta, StoryObj } from '@storybook/react-vite';
import type * as React from 'react';
import { expect } from 'storybook/test';
import * as iconModule from './icons';

type IconComponent = (props: iconModule.IconProps) => React.ReactElement;

/**
 * Every icon the module exports, by name: read from the module itself, so an icon added to
 * `icons.tsx` is in the gallery without anyone remembering to add it.
 */
const icons: ReadonlyArray<readonly [string, IconComponent]> = Object.entries(iconModule)
  .filter(([name]) => name !== 'Icon' && name.endsWith('Icon'))
  .map(([name, component]) => [name, component as IconComponent] as const)
  .sort(([a], [b]) => a.localeCompare(b));

/**
 * The icon set: 24 px outline icons drawn with the stylesheet's stroke, decorative unless a
 * caller labels them. They take the text colour around them.
 */
function IconGallery({ size = 24 }: { size?: number }) {
  return (
    <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {icons.map(([name, IconOfName]) => (
        <li
          key={name}
          data-icon={name}
          className="grid justify-items-center gap-2 rounded-card border border-line p-3 text-center text-xs"
        >
          <IconOfName width={size} height={size} />
          <code>{name.replace(/Icon$/, '')}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  // The docs page is the MDX page beside this file; autodocs would add a second one.
  tags: ['!autodocs'],
  component: IconGallery,
  parameters: {
    layout: 'padded',
  },
  argTypes: { size: { control: { type: 'range', min: 16, max: 48, step: 4 } } },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every exported icon is shown once, with its name. */
export const Gallery: Story = {
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll<HTMLElement>('[data-icon]')].map(
      (item) => item.dataset.icon,
    );
    const exported = Object.keys(iconModule)
      .filter((name) => name !== 'Icon' && name.endsWith('Icon'))
      .sort((a, b) => a.localeCompare(b));
    await expect(exported.length).toBeGreaterThan(15);
    await expect(shown).toEqual(exported);
    for (const item of canvasElement.querySelectorAll('[data-icon] svg')) {
      await expect(item.getAttribute('aria-hidden')).toBe('true');
    }
  },
};

/** On a primary surface the icons take the text colour: no icon hard-codes one. */
export const OnPrimary: Story = {
  render: () => (
    <div className="rounded-card bg-primary p-4 text-on-primary">
      <IconGallery />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon] svg');
    const surface = canvasElement.querySelector('.bg-primary');
    if (!icon || !surface) throw new Error('no icon');
    await expect(getComputedStyle(icon).stroke).toBe(getComputedStyle(surface).color);
  },
};
