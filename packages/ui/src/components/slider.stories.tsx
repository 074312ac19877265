import type { Meta, StoryObj } from '@storybook/react-vite';
import { sliderOffset } from '@vitrine/domain/slider';
import { expect } from 'storybook/test';
import { documents } from '../stories/documents';
import { Slider } from './slider';
import { type ProductSliderArgs, sliderStoryMeta } from './slider.story-kit';

/**
 * A row of slides that scrolls sideways: products, teasers or pictures. Use it for a row of
 * like things the shopper may browse; autoplay only for a few promotional slides, and always
 * with a pause button. Don't hide essential content in later slides.
 */
const meta = {
  title: 'Catalog/Slider',
  component: documents<ProductSliderArgs>(Slider),
  ...sliderStoryMeta,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<ProductSliderArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { autoplay: false, count: 8 } };

/**
 * Checks the layout at the story's width: slides per view, the gap between slides and
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

/** Below 768 px two slides are in view, 8 px apart. */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  play: expectLayout(0, 2, 8),
};

/** At 768 px 3.1 slides are in view, 12 px apart. */
export const Tablet: Story = {
  globals: { viewport: { value: 'md' } },
  play: expectLayout(768, 3.1, 12),
};

/** 4.3 slides at 1024 px. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: expectLayout(1024, 4.3, 12),
};

/** 6.2 slides at 1440 px. */
export const Wide: Story = {
  globals: { viewport: { value: 'xxl' } },
  play: expectLayout(1440, 6.2, 12),
};

/** A recommendation slider without results is not rendered. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="slider"]')).toBeNull();
  },
};
