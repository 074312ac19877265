import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';

/** The spacing steps the components use (Tailwind's 4 px unit), with where they appear. */
const spacing = [
  { step: '0.5', bar: 'w-0.5', use: 'Hairline gaps in badges' },
  { step: '1', bar: 'w-1', use: 'Icon to text in a small control' },
  { step: '1.5', bar: 'w-1.5', use: 'Rating stars to count' },
  { step: '2', bar: 'w-2', use: 'Inside controls, between chips' },
  { step: '3', bar: 'w-3', use: 'Inside cards, between fields' },
  { step: '4', bar: 'w-4', use: 'Card padding, page gutter on mobile' },
  { step: '6', bar: 'w-6', use: 'Between blocks of a dialog' },
  { step: '8', bar: 'w-8', use: 'Between page sections' },
  { step: '12', bar: 'w-12', use: 'Between CMS blocks' },
  { step: '16', bar: 'w-16', use: 'Around the page footer' },
] as const;

const radii = [
  { name: 'control', classes: 'rounded-control', use: 'Buttons, fields, chips' },
  { name: 'card', classes: 'rounded-card', use: 'Cards, dialogs, images' },
  { name: 'badge', classes: 'rounded-badge', use: 'Badges' },
] as const;

const shadows = [
  { name: 'shadow-sm', classes: 'shadow-sm', use: 'The wishlist heart over a product picture' },
  { name: 'shadow-lg', classes: 'shadow-lg', use: 'Toasts and select menus' },
] as const;

/** §9 breakpoints: the layout changes at these widths; images are cut up to 1440 px. */
const breakpoints = [
  { name: 'xs', width: 480, use: 'Large phones: two product columns' },
  { name: 'sm', width: 640, use: 'Small tablets' },
  { name: 'md', width: 768, use: 'Tablets: the desktop header, three columns' },
  { name: 'lg', width: 1024, use: 'Desktop: facets beside the listing, four columns' },
  { name: 'xl', width: 1200, use: 'Wide desktop: the page reaches its widest' },
  { name: 'xxl', width: 1440, use: 'The widest image size' },
] as const;

const motion = [
  { name: 'Colour changes', value: 'transition-colors, 150 ms', use: 'Hover and focus' },
  { name: 'Progress', value: 'transform, 200 ms ease-out', use: 'The page loading bar' },
  { name: 'Toast leaving', value: '200 ms ease-in', use: 'A toast whose time is up' },
  { name: 'Slider', value: 'Embla, drag-following', use: 'Sliders and the image swiper' },
  { name: 'Reduced motion', value: '0.01 ms', use: 'Every animation when the visitor asks' },
] as const;

function Measured({ children }: { children: (element: HTMLElement) => string }) {
  const cell = React.useRef<HTMLSpanElement>(null);
  const [text, setText] = React.useState('');
  React.useLayoutEffect(() => {
    const measured =
      cell.current?.parentElement?.parentElement?.querySelector<HTMLElement>('[data-measure]');
    if (measured) setText(children(measured));
  }, [children]);
  return (
    <span ref={cell} className="tabular-nums">
      {text}
    </span>
  );
}

const widthOf = (element: HTMLElement) => `${element.getBoundingClientRect().width} px`;
const radiusOf = (element: HTMLElement) => getComputedStyle(element).borderTopLeftRadius;

function Table({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <table className="text-sm">
      <caption className="pb-2 text-start font-semibold">{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className="pe-4 text-start font-normal text-ink-soft">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Spacing, radius, shadow, motion and the breakpoints, in the brand of the toolbar. */
function SpaceAndShape() {
  return (
    <div className="grid max-w-4xl gap-10">
      <Table caption="Spacing" headings={['Step', 'Size', 'Sample', 'Used for']}>
        {spacing.map((entry) => (
          <tr key={entry.step} className="border-t border-line" data-spacing={entry.step}>
            <td className="py-2 pe-4">
              <code>{entry.step}</code>
            </td>
            <td className="py-2 pe-4">
              <Measured>{widthOf}</Measured>
            </td>
            <td className="py-2 pe-4">
              <span data-measure className={`block h-4 bg-primary ${entry.bar}`} />
            </td>
            <td className="py-2 text-ink-soft">{entry.use}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Radius (per brand)" headings={['Token', 'Value', 'Sample', 'Used for']}>
        {radii.map((entry) => (
          <tr key={entry.name} className="border-t border-line" data-radius={entry.name}>
            <td className="py-2 pe-4">
              <code>{entry.classes}</code>
            </td>
            <td className="py-2 pe-4">
              <Measured>{radiusOf}</Measured>
            </td>
            <td className="py-2 pe-4">
              <span
                data-measure
                className={`block h-10 w-24 border-2 border-control bg-primary-soft ${entry.classes}`}
              />
            </td>
            <td className="py-2 text-ink-soft">{entry.use}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Shadow" headings={['Token', 'Sample', 'Used for']}>
        {shadows.map((entry) => (
          <tr key={entry.name} className="border-t border-line">
            <td className="py-3 pe-4">
              <code>{entry.name}</code>
            </td>
            <td className="py-3 pe-4">
              <span className={`block h-10 w-24 rounded-card bg-surface ${entry.classes}`} />
            </td>
            <td className="py-3 text-ink-soft">{entry.use}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Motion" headings={['What', 'How', 'Used for']}>
        {motion.map((entry) => (
          <tr key={entry.name} className="border-t border-line">
            <td className="py-2 pe-4">{entry.name}</td>
            <td className="py-2 pe-4">
              <code>{entry.value}</code>
            </td>
            <td className="py-2 text-ink-soft">{entry.use}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Breakpoints (§9)" headings={['Name', 'From', 'What changes']}>
        {breakpoints.map((entry) => (
          <tr key={entry.name} className="border-t border-line" data-breakpoint={entry.name}>
            <td className="py-2 pe-4">
              <code>{entry.name}:</code>
            </td>
            <td className="py-2 pe-4 tabular-nums">{entry.width} px</td>
            <td className="py-2 text-ink-soft">{entry.use}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Space and shape',
  // The docs page is the MDX page beside this file; autodocs would add a second one.
  tags: ['!autodocs'],
  component: SpaceAndShape,
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof SpaceAndShape>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spacing grows in 4 px steps; each brand's radii are its own. */
export const Scales: Story = {
  play: async ({ canvasElement }) => {
    const widths = [
      ...canvasElement.querySelectorAll<HTMLElement>('[data-spacing] [data-measure]'),
    ].map((bar) => bar.getBoundingClientRect().width);
    await expect(widths).toEqual(spacing.map((entry) => Number(entry.step) * 4));
    const brand = canvasElement.querySelector('[data-brand]')?.getAttribute('data-brand');
    const control = canvasElement.querySelector<HTMLElement>(
      '[data-radius="control"] [data-measure]',
    );
    if (!control) throw new Error('no control radius');
    await expect(getComputedStyle(control).borderTopLeftRadius).toBe(
      brand === 'vitality' ? '6px' : '999px',
    );
    const names = [...canvasElement.querySelectorAll<HTMLElement>('[data-breakpoint]')].map(
      (row) => row.dataset.breakpoint,
    );
    await expect(names).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl']);
  },
};
