import type { Meta, StoryObj } from '@storybook/react-vite';
import { wcagContrast } from 'culori';
import * as React from 'react';
import { expect } from 'storybook/test';

type Brand = 'baby' | 'vitality';
const brands: readonly Brand[] = ['baby', 'vitality'];
const brandNames: Readonly<Record<Brand, string>> = { baby: 'Nido', vitality: 'Vitalia' };

/**
 * The colour roles. Components name a role (`bg-primary`, `text-ink-soft`), never a value; each
 * brand gives the roles its values under `[data-brand]`. Tailwind sees only whole class names,
 * so each role names its utility in full.
 */
const roles = [
  { name: 'primary', swatch: 'bg-primary', use: 'Buttons, links, the active state' },
  { name: 'primary-strong', swatch: 'bg-primary-strong', use: 'Hover and pressed primary' },
  { name: 'primary-soft', swatch: 'bg-primary-soft', use: 'Selected rows, soft highlights' },
  { name: 'on-primary', swatch: 'bg-on-primary', use: 'Text and icons on primary' },
  { name: 'surface', swatch: 'bg-surface', use: 'The page and cards' },
  { name: 'muted', swatch: 'bg-muted', use: 'Quiet panels, image backdrops' },
  { name: 'ink', swatch: 'bg-ink', use: 'Body text and headings' },
  { name: 'ink-soft', swatch: 'bg-ink-soft', use: 'Secondary text, captions' },
  { name: 'line', swatch: 'bg-line', use: 'Dividers (decorative, no contrast need)' },
  { name: 'control', swatch: 'bg-control', use: 'Borders of fields, checkboxes, steppers' },
  { name: 'focus', swatch: 'bg-focus', use: 'The keyboard focus ring' },
  { name: 'sale', swatch: 'bg-sale', use: 'Reduced prices, the sale badge' },
  { name: 'rating', swatch: 'bg-rating', use: 'Rating stars' },
  { name: 'success', swatch: 'bg-success', use: 'Confirmations, in stock' },
  { name: 'warning', swatch: 'bg-warning', use: 'Low stock, attention' },
  { name: 'danger', swatch: 'bg-danger', use: 'Errors, refusals' },
  { name: 'info', swatch: 'bg-info', use: 'Neutral notices' },
] as const;

/**
 * The pairs the components put together, with the ratio WCAG 2.2 AA asks of them: 4.5:1 for
 * text (1.4.3), 3:1 for the parts of a control and the focus ring (1.4.11).
 */
const pairs = [
  { foreground: 'text-ink', background: 'bg-surface', kind: 'text', use: 'Body text' },
  { foreground: 'text-ink-soft', background: 'bg-surface', kind: 'text', use: 'Captions' },
  { foreground: 'text-ink', background: 'bg-muted', kind: 'text', use: 'Text on a panel' },
  { foreground: 'text-ink-soft', background: 'bg-muted', kind: 'text', use: 'Caption on a panel' },
  { foreground: 'text-primary', background: 'bg-surface', kind: 'text', use: 'Links' },
  { foreground: 'text-primary', background: 'bg-primary-soft', kind: 'text', use: 'Selected' },
  { foreground: 'text-on-primary', background: 'bg-primary', kind: 'text', use: 'Button' },
  {
    foreground: 'text-on-primary',
    background: 'bg-primary-strong',
    kind: 'text',
    use: 'Button, hover',
  },
  { foreground: 'text-sale', background: 'bg-surface', kind: 'text', use: 'Reduced price' },
  { foreground: 'text-on-sale', background: 'bg-sale', kind: 'text', use: 'Sale badge' },
  { foreground: 'text-rating', background: 'bg-surface', kind: 'text', use: 'Rating' },
  { foreground: 'text-success', background: 'bg-success-soft', kind: 'text', use: 'Success note' },
  { foreground: 'text-warning', background: 'bg-warning-soft', kind: 'text', use: 'Warning note' },
  { foreground: 'text-danger', background: 'bg-danger-soft', kind: 'text', use: 'Error note' },
  { foreground: 'text-danger', background: 'bg-surface', kind: 'text', use: 'Field error' },
  { foreground: 'text-info', background: 'bg-info-soft', kind: 'text', use: 'Info note' },
  { foreground: 'text-control', background: 'bg-surface', kind: 'part', use: 'Field border' },
  { foreground: 'text-focus', background: 'bg-surface', kind: 'part', use: 'Focus ring' },
  { foreground: 'text-focus', background: 'bg-muted', kind: 'part', use: 'Focus ring, panel' },
] as const;

const minimumRatio = { text: 4.5, part: 3 } as const;

/** A computed colour as the hex a designer types (`rgb(179, 64, 90)` -> `#b3405a`). */
function hexOf(rgb: string): string {
  const channels = rgb.match(/\d+(\.\d+)?/g)?.slice(0, 3) ?? [];
  return `#${channels.map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0')).join('')}`;
}

/** The value a role has in the brand around it, read from the rendered swatch. */
function RoleRow({ role }: { role: (typeof roles)[number] }) {
  const swatch = React.useRef<HTMLSpanElement>(null);
  const [value, setValue] = React.useState('');
  React.useLayoutEffect(() => {
    if (swatch.current) setValue(hexOf(getComputedStyle(swatch.current).backgroundColor));
  }, []);
  return (
    <tr className="border-t border-line">
      <td className="py-2 pe-3">
        <span
          ref={swatch}
          data-role={role.name}
          className={`block size-10 rounded-control border border-line ${role.swatch}`}
        />
      </td>
      <td className="py-2 pe-3">
        <code>{role.name}</code>
      </td>
      <td className="py-2 pe-3">
        <code data-value>{value}</code>
      </td>
      <td className="py-2 text-ink-soft">{role.use}</td>
    </tr>
  );
}

/** A pair's contrast ratio, measured on what the utilities render in the brand around it. */
function PairRow({ pair }: { pair: (typeof pairs)[number] }) {
  const sample = React.useRef<HTMLSpanElement>(null);
  const [ratio, setRatio] = React.useState<number | null>(null);
  React.useLayoutEffect(() => {
    if (!sample.current) return;
    const style = getComputedStyle(sample.current);
    setRatio(wcagContrast(style.color, style.backgroundColor));
  }, []);
  const minimum = minimumRatio[pair.kind];
  return (
    <tr
      className="border-t border-line"
      data-pair={`${pair.foreground} on ${pair.background}`}
      data-ratio={ratio ?? ''}
      data-minimum={minimum}
    >
      <td className="py-2 pe-3">
        {/* A part is drawn as a ring, not as text: only text is held to 4.5:1. */}
        <span
          ref={sample}
          className={`inline-flex h-10 w-16 items-center justify-center rounded-control font-semibold ${pair.foreground} ${pair.background}`}
        >
          {pair.kind === 'text' ? 'Aa' : <span className="size-6 rounded-full border-2" />}
        </span>
      </td>
      <td className="py-2 pe-3">
        <code>{pair.foreground.replace('text-', '')}</code> on{' '}
        <code>{pair.background.replace('bg-', '')}</code>
      </td>
      <td className="py-2 pe-3">{pair.use}</td>
      <td className="py-2 pe-3 tabular-nums">{ratio === null ? '' : `${ratio.toFixed(2)} : 1`}</td>
      <td className="py-2">{`≥ ${minimum} : 1 (${pair.kind === 'text' ? 'text' : 'control part'})`}</td>
    </tr>
  );
}

function ColourRoles() {
  return (
    <table className="text-sm">
      <caption className="pb-2 text-start font-semibold">Colour roles</caption>
      <thead className="text-start text-ink-soft">
        <tr>
          <th scope="col" className="pe-3 text-start font-normal">
            Swatch
          </th>
          <th scope="col" className="pe-3 text-start font-normal">
            Role
          </th>
          <th scope="col" className="pe-3 text-start font-normal">
            Value
          </th>
          <th scope="col" className="text-start font-normal">
            Used for
          </th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <RoleRow key={role.name} role={role} />
        ))}
      </tbody>
    </table>
  );
}

function ContrastPairs() {
  return (
    <table className="text-sm">
      <caption className="pb-2 text-start font-semibold">Contrast of the pairs in use</caption>
      <thead>
        <tr>
          {['Sample', 'Pair', 'Used for', 'Ratio', 'WCAG 2.2 AA asks'].map((heading) => (
            <th key={heading} scope="col" className="pe-3 text-start font-normal text-ink-soft">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => (
          <PairRow key={`${pair.foreground} ${pair.background}`} pair={pair} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * The colour system: roles with each brand's values, and the contrast of every pair the
 * components use, measured in the browser. A brand whose new value breaks a pair fails here
 * before any component shows it.
 */
function Colour() {
  return (
    <div className="grid gap-10 xl:grid-cols-2">
      {brands.map((brand) => (
        <section
          key={brand}
          data-brand={brand}
          aria-label={brandNames[brand]}
          className="grid content-start gap-8 p-4"
        >
          <h2 className="font-display text-2xl font-bold">{brandNames[brand]}</h2>
          <ColourRoles />
          <ContrastPairs />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Colour',
  // The docs page is the MDX page beside this file; autodocs would add a second one.
  tags: ['!autodocs'],
  component: Colour,
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Colour>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every pair of every brand reaches its WCAG ratio; every role has a value in both brands. */
export const RolesAndContrast: Story = {
  play: async ({ canvasElement }) => {
    for (const brand of brands) {
      const section = canvasElement.querySelector(`section[data-brand="${brand}"]`);
      if (!section) throw new Error(`no ${brand} section`);
      const rows = [...section.querySelectorAll<HTMLElement>('tr[data-pair]')];
      await expect(rows).toHaveLength(pairs.length);
      const failing = rows
        .filter((row) => !(Number(row.dataset.ratio) >= Number(row.dataset.minimum)))
        .map((row) => `${brand}: ${row.dataset.pair} ${row.dataset.ratio}`);
      await expect(failing).toEqual([]);
      const values = [...section.querySelectorAll('[data-value]')].map((cell) => cell.textContent);
      await expect(values.every((value) => /^#[0-9a-f]{6}$/.test(value ?? ''))).toBe(true);
    }
  },
};
