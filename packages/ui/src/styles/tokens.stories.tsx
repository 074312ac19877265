import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Image } from '../components/image';
import { UiText } from '../i18n/ui-text';
import { fixtureImage } from '../stories/fixtures';

/** Tailwind sees only whole class names, so each swatch names its utility in full. */
const colours = {
  primary: 'bg-primary',
  'primary-strong': 'bg-primary-strong',
  'primary-soft': 'bg-primary-soft',
  surface: 'bg-surface',
  muted: 'bg-muted',
  ink: 'bg-ink',
  'ink-soft': 'bg-ink-soft',
  line: 'bg-line',
  control: 'bg-control',
  focus: 'bg-focus',
  sale: 'bg-sale',
  rating: 'bg-rating',
  success: 'bg-success',
  warning: 'bg-warning',
  danger: 'bg-danger',
  info: 'bg-info',
} as const;

/** The design tokens of the brand chosen in the toolbar: colours, radii and type. */
function Tokens() {
  return (
    <div className="grid max-w-3xl gap-8">
      <ul className="grid grid-cols-4 gap-3">
        {Object.entries(colours).map(([name, background]) => (
          <li key={name} className="grid gap-1 text-xs">
            <span
              data-token={name}
              className={`h-12 rounded-card border border-line ${background}`}
            />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-4">
        <span data-token="radius-control" className="h-11 w-32 rounded-control bg-primary" />
        <span data-token="radius-card" className="h-20 w-32 rounded-card bg-primary-soft" />
        <span data-token="radius-badge" className="h-6 w-16 rounded-badge bg-sale" />
      </div>
      <div className="flex items-end gap-4">
        {/* Imagery treatment: product shots sit on the brand's backdrop, in its card radius. */}
        <Image
          data-token="image-backdrop"
          src={fixtureImage('bottle')}
          alt=""
          width={160}
          height={160}
          rounded="card"
          priority
        />
      </div>
      <div className="grid gap-2">
        <p className="font-display text-3xl font-extrabold">
          <UiText k="emptyState.basketTitle" />
        </p>
        <p className="text-base">
          <UiText k="emptyState.basketDescription" />
        </p>
        <p className="text-sm text-ink-soft">
          <UiText k="fields.newsletter" />
        </p>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  // The docs page is the MDX page beside this file; autodocs would add a second one.
  tags: ['!autodocs'],
  component: Tokens,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

const expected = {
  baby: { primary: 'rgb(179, 64, 90)', font: 'Nunito Variable' },
  vitality: { primary: 'rgb(31, 107, 82)', font: 'Source Sans 3 Variable' },
} as const;

/** The brand attribute really switches the theme: colours and the brand's own font. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const swatch = canvasElement.querySelector('[data-token="primary"]');
    if (!(swatch instanceof HTMLElement)) throw new Error('no swatch');
    const brand = swatch.closest('[data-brand]')?.getAttribute('data-brand');
    if (brand !== 'baby' && brand !== 'vitality') throw new Error(`unknown brand ${brand}`);
    await expect(getComputedStyle(swatch).backgroundColor).toBe(expected[brand].primary);
    await expect(getComputedStyle(swatch).fontFamily).toContain(expected[brand].font);
    await document.fonts.ready;
    await expect(document.fonts.check(`16px "${expected[brand].font}"`)).toBe(true);
  },
};

const brandLooks = {
  baby: { radius: '999px', card: '16px', backdrop: 'rgb(246, 241, 238)' },
  vitality: { radius: '6px', card: '8px', backdrop: 'rgb(255, 255, 255)' },
} as const;

/**
 * Both themes on one page, each under its own `data-brand`: colour, type, radius and the
 * imagery treatment follow the nearest attribute, whichever brand the page has.
 */
export const BothBrands: Story = {
  render: () => (
    <div className="grid gap-8 lg:grid-cols-2">
      {(['baby', 'vitality'] as const).map((brand) => (
        <section key={brand} data-brand={brand} aria-label={brand} className="p-4">
          <Tokens />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const brand of ['baby', 'vitality'] as const) {
      const section = canvasElement.querySelector(`section[data-brand="${brand}"]`);
      const control = section?.querySelector('[data-token="radius-control"]');
      const card = section?.querySelector('[data-token="radius-card"]');
      const image = section?.querySelector('[data-token="image-backdrop"]');
      const primary = section?.querySelector('[data-token="primary"]');
      if (!control || !card || !image || !primary) throw new Error(`tokens of ${brand} missing`);
      await expect(getComputedStyle(control).borderTopLeftRadius).toBe(brandLooks[brand].radius);
      await expect(getComputedStyle(card).borderTopLeftRadius).toBe(brandLooks[brand].card);
      await expect(getComputedStyle(image).backgroundColor).toBe(brandLooks[brand].backdrop);
      await expect(getComputedStyle(primary).backgroundColor).toBe(expected[brand].primary);
      await expect(getComputedStyle(primary).fontFamily).toContain(expected[brand].font);
    }
  },
};
