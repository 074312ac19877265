import type { Meta, StoryObj } from '@storybook/react-vite';
import { sliderAutoplayDelay, sliderOffset } from '@vitrine/domain/slider';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { de } from '../i18n/de';
import { useUiText } from '../i18n/ui-text';
import { documents, type StoryArgs } from '../stories/documents';
import { sliderProducts } from '../stories/fixtures';
import { Image } from './image';
import { Slider, type SliderProps } from './slider';

function ProductSlide({ product }: { product: (typeof sliderProducts)[number] }) {
  return (
    <a
      href={`#${product.id}`}
      className="block rounded-card p-1 outline-none focus-visible:ring-3 focus-visible:ring-focus"
    >
      <Image
        src={product.image}
        alt=""
        width={200}
        height={200}
        className="w-full"
        rounded="card"
      />
      <span className="mt-2 block text-sm font-semibold">{product.name}</span>
    </a>
  );
}

type ProductSliderArgs = StoryArgs<SliderProps, 'label' | 'children', { count?: number }>;

const meta = {
  title: 'Catalog/Slider',
  component: documents<ProductSliderArgs>(Slider),
  parameters: { layout: 'fullscreen' },
  args: { count: sliderProducts.length, onSlideChange: fn() },
  argTypes: {
    count: { control: { type: 'range', min: 0, max: sliderProducts.length, step: 1 } },
    children: { control: false },
  },
  // The recommendation slider as the storefront fills it with `count` products; the label
  // comes from the catalogue in the story's language unless the label control says otherwise.
  render: function ProductSlider({ label, children, count, ...args }) {
    const { t } = useUiText();
    return (
      <Slider label={label || t('actions.showMore')} {...args}>
        {children ??
          sliderProducts
            .slice(0, count)
            .map((product) => <ProductSlide key={product.id} product={product} />)}
      </Slider>
    );
  },
} satisfies Meta<ProductSliderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentBullet = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="slider-bullet"][aria-current="true"]');

export const Default: Story = {};

export const Playground: Story = { args: { autoplay: false, count: 8 } };

/**
 * Checks the §9 layout at the story's width: slides per view, the gap between slides and
 * the 16 px offset before the first slide.
 */
const expectLayout =
  (minWidth: number, slidesPerView: number, gap: number): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(minWidth);
    const track = canvasElement.querySelector('[data-slot="slider-track"]');
    const [first, second] = [...canvasElement.querySelectorAll('[data-slot="slider-slide"]')];
    if (!(track instanceof HTMLElement) || !first || !second) throw new Error('no slides');
    const trackBox = track.getBoundingClientRect();
    const firstBox = first.getBoundingClientRect();
    const content = trackBox.width - 2 * sliderOffset;
    await expect(firstBox.left - trackBox.left).toBeCloseTo(sliderOffset, 0);
    await expect(second.getBoundingClientRect().left - firstBox.right).toBeCloseTo(gap, 0);
    await expect(firstBox.width).toBeCloseTo(
      (content - gap * (slidesPerView - 1)) / slidesPerView,
      0,
    );
  };

/** §9: below 768 px two slides are in view, 8 px apart. */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  play: expectLayout(0, 2, 8),
};

/** §9: at 768 px 3.1 slides are in view, 12 px apart. */
export const Tablet: Story = {
  globals: { viewport: { value: 'md' } },
  play: expectLayout(768, 3.1, 12),
};

/** §9: 4.3 slides at 1024 px. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: expectLayout(1024, 4.3, 12),
};

/** §9: 6.2 slides at 1440 px. */
export const Wide: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: expectLayout(1440, 6.2, 12),
};

/** §2: a recommendation slider without results is not rendered. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="slider"]')).toBeNull();
  },
};

/** Keyboard only: Tab reaches the slides and controls; arrows, Page keys and End move. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: sliderProducts[0].name })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onSlideChange).toHaveBeenLastCalledWith(1));
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(currentBullet(canvasElement)).toBe(
        [...canvasElement.querySelectorAll('[data-slot="slider-bullet"]')].at(-1),
      ),
    );
    const previous = canvas.getByRole('button', { name: de.slider.previous });
    previous.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: de.slider.next })).toHaveAttribute(
        'aria-disabled',
        'false',
      ),
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    // The first position is reached: previous stays focused and does nothing more.
    await userEvent.keyboard('{Enter}');
    await expect(previous).toHaveFocus();
  },
};

/** §9: autoplay moves on after 3000 ms and the active bullet shows the progress. */
export const Autoplay: Story = {
  args: { autoplay: true },
  play: async ({ canvasElement, args }) => {
    const slider = canvasElement.querySelector('[data-slot="slider"]');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      // §4: no autoplay under reduced motion.
      await expect(slider).toHaveAttribute('data-autoplay', 'off');
      return;
    }
    await expect(slider).toHaveAttribute('data-autoplay', 'playing');
    await expect(canvasElement.querySelector('[data-slot="slider-bullet-progress"]')).toHaveStyle({
      '--bullet-duration': '3310ms',
    });
    await waitFor(() => expect(args.onSlideChange).toHaveBeenCalledWith(1), {
      timeout: sliderAutoplayDelay * 3,
    });
  },
};

/** The pause button stops autoplay for good (WCAG 2.2.2); play starts it again. */
export const AutoplayPaused: Story = {
  args: { autoplay: true },
  play: async ({ canvas, canvasElement }) => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const pause = canvas.getByRole('button', { name: de.slider.pause });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: de.slider.play })).toHaveFocus();
    pause.blur();
    await expect(canvasElement.querySelector('[data-slot="slider"]')).toHaveAttribute(
      'data-autoplay',
      'paused',
    );
  },
};

/**
 * Answers `(prefers-reduced-motion: reduce)` as the shopper's setting would, for one story;
 * every other media query goes to the browser.
 */
function preferReducedMotion() {
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-reduced-motion')) return original.call(window, query);
    const list = {
      matches: query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** §4, §9: under reduced motion a slider asked to autoplay stays still and has no pause button. */
export const AutoplayUnderReducedMotion: Story = {
  args: { autoplay: true },
  beforeEach: preferReducedMotion,
  play: async ({ canvas, canvasElement, args }) => {
    const slider = canvasElement.querySelector('[data-slot="slider"]');
    await expect(slider).toHaveAttribute('data-autoplay', 'off');
    await expect(canvas.queryByRole('button', { name: de.slider.pause })).toBeNull();
    await new Promise((resolve) => window.setTimeout(resolve, sliderAutoplayDelay + 500));
    await expect(args.onSlideChange).not.toHaveBeenCalled();
  },
};
