import type { ImageSizes } from '@vitrine/domain/catalog';
import { bulletProgressDuration, sliderSettings } from '@vitrine/domain/slider';
import useEmblaCarousel from 'embla-carousel-react';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { carouselKeyTarget, emblaDuration } from '../lib/carousel';
import { cn } from '../lib/cn';
import { usePrefersReducedMotion, useViewportWidth } from '../lib/use-media-query';
import { IconButton } from './button';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';

type SliderProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The accessible name of the row, e.g. the recommendation slot's headline. */
  label: string;
  /** One child per slide. Without children nothing renders (only non-empty sliders). */
  children: React.ReactNode;
  /** Moves on by itself every 3000 ms unless the shopper prefers reduced motion. */
  autoplay?: boolean;
  /** Called with the index of the leading slide after every change. */
  onSlideChange?: (index: number) => void;
};

type AutoplayState = 'playing' | 'paused' | 'off';

/**
 * A picture's width on a slide (`sizes`) at the slides per view: 2 below 768 px, 3.1 up to
 * 1024, 4.3 up to 1440 (in a page at most 1280 px wide), 6.2 above.
 */
const sliderImageSizes: ImageSizes = { md: '50vw', lg: '33vw', xxl: 290, default: 210 };

/**
 * A row of slides with the shop's settings from `sliderSettings()`: 2 / 3.1 / 4.3 / 6.2 slides
 * per view at 0 / 768 / 1024 / 1440 px, 8 then 12 px apart, 16 px offsets, 300 ms speed,
 * autoplay every 3000 ms with the active bullet filling for delay + speed + 10 ms, and no
 * autoplay or transition under reduced motion. Autoplay pauses while the pointer or the
 * focus is inside, and a button stops it (WCAG 2.2.2).
 */
function Slider({
  label,
  children,
  autoplay = false,
  onSlideChange,
  className,
  ...props
}: SliderProps) {
  const { t } = useUiText();
  const viewportWidth = useViewportWidth();
  const prefersReducedMotion = usePrefersReducedMotion();
  const settings = sliderSettings({ viewportWidth, prefersReducedMotion, autoplay });
  const slides = React.Children.toArray(children);
  const [viewportRef, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: emblaDuration(settings.speed),
  });
  const [selected, setSelected] = React.useState(0);
  const [snapCount, setSnapCount] = React.useState(0);
  const [stopped, setStopped] = React.useState(false);
  const [hovered, setHovered] = React.useState(false);
  const [focused, setFocused] = React.useState(false);
  const onChangeRef = React.useRef(onSlideChange);
  onChangeRef.current = onSlideChange;

  React.useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      setSelected(api.selectedScrollSnap());
      onChangeRef.current?.(api.selectedScrollSnap());
    };
    const onReInit = () => {
      setSnapCount(api.scrollSnapList().length);
      setSelected(api.selectedScrollSnap());
    };
    onReInit();
    api.on('select', onSelect).on('reInit', onReInit);
    return () => {
      api.off('select', onSelect).off('reInit', onReInit);
    };
  }, [api]);

  const autoplayState: AutoplayState =
    settings.autoplay === null ? 'off' : stopped || hovered || focused ? 'paused' : 'playing';
  const delay = settings.autoplay?.delay ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new slide restarts the delay
  React.useEffect(() => {
    if (!api || autoplayState !== 'playing' || delay === null) return;
    const timer = window.setTimeout(() => {
      if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [api, autoplayState, delay, selected]);

  if (slides.length === 0) return null;

  const lastSnap = Math.max(0, snapCount - 1);
  const go = (index: number) => api?.scrollTo(Math.min(Math.max(0, index), lastSnap));
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const target = carouselKeyTarget(event, selected, {
      slideCount: slides.length,
      slidesPerView: settings.slidesPerView,
    });
    if (target === null) return;
    event.preventDefault();
    go(target);
  };
  const progress = bulletProgressDuration(settings);
  const gapTotal = settings.spaceBetween * (settings.slidesPerView - 1);

  return (
    <section
      data-slot="slider"
      data-autoplay={autoplayState}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={cn('relative', className)}
      style={
        {
          '--slider-gap': `${settings.spaceBetween}px`,
          '--slider-offset-before': `${settings.slidesOffsetBefore}px`,
          '--slider-offset-after': `${settings.slidesOffsetAfter}px`,
          '--slide-width': `calc((100% - ${gapTotal}px) / ${settings.slidesPerView})`,
        } as React.CSSProperties
      }
      {...props}
    >
      <div ref={viewportRef} data-slot="slider-viewport" className="overflow-hidden">
        <div
          data-slot="slider-track"
          aria-live={autoplayState === 'playing' ? 'off' : 'polite'}
          className="flex touch-pan-y gap-(--slider-gap) ps-(--slider-offset-before) pe-(--slider-offset-after)"
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide a group
            <div
              key={React.isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription={t('carousel.slideRoleDescription')}
              aria-label={t('carousel.slide', { index: index + 1, count: slides.length })}
              data-slot="slider-slide"
              className="min-w-0 shrink-0 grow-0 basis-(--slide-width)"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div data-slot="slider-controls" className="mt-3 flex items-center justify-center gap-2 px-4">
        {autoplayState !== 'off' ? (
          <IconButton
            data-slot="slider-autoplay"
            size="sm"
            label={t(stopped ? 'slider.play' : 'slider.pause')}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? <PlayIcon /> : <PauseIcon />}
          </IconButton>
        ) : null}
        <IconButton
          data-slot="slider-previous"
          size="sm"
          variant="secondary"
          label={t('slider.previous')}
          aria-disabled={selected === 0}
          onClick={() => selected > 0 && api?.scrollPrev()}
        >
          <ChevronLeftIcon />
        </IconButton>
        <div data-slot="slider-bullets" className="flex items-center">
          {Array.from({ length: snapCount }, (_, page) => (
            <button
              // Bullets are positions, so the position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: positions, not items
              key={page}
              type="button"
              data-slot="slider-bullet"
              aria-label={t('slider.goTo', { page: page + 1, count: snapCount })}
              aria-current={page === selected ? 'true' : undefined}
              onClick={() => go(page)}
              className="group/bullet flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-3 focus-visible:ring-focus"
            >
              <span className="relative h-2 w-2 overflow-hidden rounded-full border border-control bg-surface transition-[width] group-aria-[current=true]/bullet:w-4 group-aria-[current=true]/bullet:border-primary">
                {page === selected ? (
                  <span
                    key={`${selected}-${autoplayState}`}
                    data-slot="slider-bullet-progress"
                    className={cn(
                      'absolute inset-0 origin-left bg-primary',
                      autoplayState === 'playing' && progress !== null
                        ? 'animate-bullet-progress'
                        : '',
                    )}
                    style={
                      progress !== null
                        ? ({ '--bullet-duration': `${progress}ms` } as React.CSSProperties)
                        : undefined
                    }
                  />
                ) : null}
              </span>
            </button>
          ))}
        </div>
        <IconButton
          data-slot="slider-next"
          size="sm"
          variant="secondary"
          label={t('slider.next')}
          aria-disabled={selected >= lastSnap}
          onClick={() => selected < lastSnap && api?.scrollNext()}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
    </section>
  );
}

export { Slider, type SliderProps, sliderImageSizes };
