import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect } from 'storybook/test';
import type { UiMessageKey } from '../i18n/messages';
import { UiText } from '../i18n/ui-text';

/**
 * The type scale the components use, largest first, with where each step appears. Tailwind
 * sees only whole class names, so each step names its utilities in full.
 */
const steps = [
  { name: '4xl', classes: 'font-display text-4xl font-extrabold', use: 'Campaign headline' },
  { name: '3xl', classes: 'font-display text-3xl font-extrabold', use: 'Page title' },
  { name: '2xl', classes: 'font-display text-2xl font-bold', use: 'Section title' },
  { name: 'xl', classes: 'font-display text-xl font-bold', use: 'Dialog title, price' },
  { name: 'lg', classes: 'text-lg font-semibold', use: 'Card title on the product page' },
  { name: 'base', classes: 'text-base', use: 'Body text, fields' },
  { name: 'sm', classes: 'text-sm', use: 'Product cards, tables, secondary text' },
  { name: 'xs', classes: 'text-xs', use: 'Badges, legal notes, the rating count' },
] as const;

const sample: Readonly<Record<(typeof steps)[number]['name'], UiMessageKey>> = {
  '4xl': 'emptyState.basketTitle',
  '3xl': 'emptyState.wishlistTitle',
  '2xl': 'errorPage.notFoundHeadline',
  xl: 'errorPage.headline',
  lg: 'errorPage.message',
  base: 'emptyState.basketDescription',
  sm: 'emptyState.wishlistDescription',
  xs: 'errorPage.suggestion',
};

/** Size and line height as the browser computed them, in px. */
function StepRow({ step }: { step: (typeof steps)[number] }) {
  const text = React.useRef<HTMLParagraphElement>(null);
  const [metrics, setMetrics] = React.useState('');
  React.useLayoutEffect(() => {
    if (!text.current) return;
    const style = getComputedStyle(text.current);
    setMetrics(`${parseFloat(style.fontSize)} / ${Math.round(parseFloat(style.lineHeight))} px`);
  }, []);
  return (
    <tr className="border-t border-line align-baseline" data-step={step.name}>
      <td className="py-3 pe-4">
        <code>text-{step.name}</code>
      </td>
      <td className="py-3 pe-4 text-sm text-ink-soft tabular-nums" data-metrics>
        {metrics}
      </td>
      <td className="py-3 pe-4">
        <p ref={text} className={step.classes}>
          <UiText k={sample[step.name]} values={{ query: '' }} />
        </p>
      </td>
      <td className="py-3 text-sm text-ink-soft">{step.use}</td>
    </tr>
  );
}

function TypeScale() {
  return (
    <table className="max-w-5xl">
      <caption className="pb-2 text-start font-semibold">Type scale</caption>
      <thead>
        <tr>
          {['Step', 'Size / line', 'Sample', 'Used for'].map((heading) => (
            <th
              key={heading}
              scope="col"
              className="pe-4 text-start text-sm font-normal text-ink-soft"
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <StepRow key={step.name} step={step} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * Both brands' type: Nido sets everything in Nunito; Vitalia its text in Source Sans 3 and its
 * headings in Source Serif 4. Headings use the display family (`font-display`), text the sans
 * family. Fonts come from npm, never a font CDN.
 */
function Typography() {
  return (
    <div className="grid gap-10">
      {(['baby', 'vitality'] as const).map((brand) => (
        <section
          key={brand}
          data-brand={brand}
          aria-label={brand === 'baby' ? 'Nido' : 'Vitalia'}
          className="grid gap-4 p-4"
        >
          <h2 className="font-display text-2xl font-bold">
            {brand === 'baby' ? 'Nido · Nunito' : 'Vitalia · Source Serif 4 and Source Sans 3'}
          </h2>
          <TypeScale />
          <p className="text-sm text-ink-soft">
            Weights: <span className="font-normal">normal 400</span> ·{' '}
            <span className="font-semibold">semibold 600</span> ·{' '}
            <span className="font-bold">bold 700</span> ·{' '}
            <span className="font-extrabold">extrabold 800</span>
          </p>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  // The docs page is the MDX page beside this file; autodocs would add a second one.
  tags: ['!autodocs'],
  component: Typography,
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The display family each brand's headings render in. */
const families = { baby: 'Nunito Variable', vitality: 'Source Serif 4 Variable' } as const;

/** Every step is larger than the next, and each brand renders in its own family. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    for (const brand of ['baby', 'vitality'] as const) {
      const section = canvasElement.querySelector(`section[data-brand="${brand}"]`);
      if (!section) throw new Error(`no ${brand} section`);
      const sizes = [...section.querySelectorAll('[data-step] p')].map((text) =>
        parseFloat(getComputedStyle(text).fontSize),
      );
      await expect(sizes).toHaveLength(steps.length);
      await expect(
        sizes.every((size, index) => index === 0 || size < (sizes[index - 1] ?? 0)),
      ).toBe(true);
      const heading = section.querySelector('h2');
      if (!heading) throw new Error('no heading');
      await expect(getComputedStyle(heading).fontFamily).toContain(families[brand]);
    }
  },
};
