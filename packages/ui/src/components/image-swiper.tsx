import { sliderSpeed } from '@vitrine/domain/slider';
import { imageSwiperSettings } from '@vitrine/domain/ui-support';
import useEmblaCarousel from 'embla-carousel-react';
import * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { carouselKeyTarget, emblaDuration } from '../lib/carousel';
import { cn } from '../lib/cn';
import type { ImageSource } from '../lib/image-source';
import { useHydrated } from '../lib/use-hydrated';
import { usePrefersReducedMotion, useViewportWidth } from '../lib/use-media-query';
import { IconButton } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { Image, type ImagePriority, type ImageProps } from './image';

interface SwiperImage {
  readonly src: ImageSource;
  readonly alt: string;
}

type ImageSwiperProps = Omit<React.ComponentProps<'div'>, 'children'> &
  Pick<ImageProps, 'width' | 'height' | 'quality' | 'sizes' | 'fit'> & {
    /**
     * The product's pictures in order, each with its image service source and alt text; one picture
     * shows without swiper controls.
     */
    images: readonly SwiperImage[];
    /** How soon the first image loads (`Image`'s priority); the others always lazily. */
    priority?: ImagePriority;
    /** Called with the new index after every change; the app tracks it as a picture swipe. */
    onImageChange?: (index: number) => void;
    /**
     * When the previous and next buttons show: `always` (a product page's gallery), or
     * `onHover` inside a grid of cards, where a row of arrows in every card is noise: they
     * appear while a mouse is over the pictures or the focus is in them, and a touch screen
     * swipes (the dots stay).
     */
    arrows?: 'always' | 'onHover';
  };

/** The arrows' classes per `arrows` setting: on hover, they show with the mouse or the focus. */
const arrowVisibility = {
  always: '',
  onHover:
    'opacity-0 transition-opacity group-hover/swiper:opacity-100 group-focus-within/swiper:opacity-100 pointer-coarse:hidden',
} as const;

/**
 * A product's images: a swiper only with more than one image, looping under 768 px
 * (`imageSwiperSettings`). Buttons, dots and the arrow keys change the image; the change
 * is instant under reduced motion. Swiping needs JavaScript, so the server's HTML holds only
 * the first image (a listing of 24 cards stays small) in the swiper's frame, the dots' row
 * kept free: once React runs, the buttons and the dots join it, and the other images when the
 * shopper turns to it (pointer, touch or focus).
 */
function ImageSwiper({
  images,
  width,
  height,
  quality,
  sizes,
  fit,
  priority = false,
  onImageChange,
  arrows = 'always',
  className,
  ...props
}: ImageSwiperProps) {
  const { t } = useUiText();
  const hydrated = useHydrated();
  const viewportWidth = useViewportWidth();
  const reducedMotion = usePrefersReducedMotion();
  const settings = imageSwiperSettings(images.length, viewportWidth);
  const [viewportRef, api] = useEmblaCarousel({
    loop: settings.loop,
    duration: emblaDuration(reducedMotion ? 0 : sliderSpeed),
  });
  const [selected, setSelected] = React.useState(0);
  // The other images load once the shopper turns to the swiper (pointer, touch, keyboard): a
  // listing does not fetch every picture of every product it shows.
  const [engaged, setEngaged] = React.useState(false);
  const engage = () => setEngaged(true);
  const onChangeRef = React.useRef(onImageChange);
  onChangeRef.current = onImageChange;

  React.useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const index = api.selectedScrollSnap();
      setEngaged(true);
      setSelected(index);
      onChangeRef.current?.(index);
    };
    api.on('select', onSelect);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  const imageOf = (image: SwiperImage, index: number) => (
    <Image
      src={image.src}
      alt={image.alt}
      width={width}
      height={height}
      quality={quality}
      sizes={sizes}
      fit={fit}
      priority={index === 0 ? priority : false}
    />
  );

  const first = images[0];
  if (first === undefined) return null;
  if (!settings.swipeable) {
    return (
      <div data-slot="image-swiper" data-state="single" className={className}>
        {imageOf(first, 0)}
      </div>
    );
  }

  const count = images.length;
  const viewport = (slides: React.ReactNode) => (
    // Viewport and track take their layout from the stylesheet, by data-slot.
    <div ref={viewportRef} data-slot="image-swiper-viewport">
      <div data-slot="image-swiper-track">{slides}</div>
    </div>
  );
  if (!hydrated) {
    // The same frame and the same first slide (key 0) as below, so the first image stays the
    // same element when the other images, the buttons and the dots join it.
    return (
      <div data-slot="image-swiper" data-state="static" className={className} {...props}>
        {viewport([
          <div key={0} data-slot="image-swiper-slide">
            {imageOf(first, 0)}
          </div>,
        ])}
        <div data-slot="image-swiper-dots" />
      </div>
    );
  }
  const canPrevious = settings.loop || selected > 0;
  const canNext = settings.loop || selected < count - 1;
  const go = (index: number) => api?.scrollTo(index);
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const target = carouselKeyTarget(event, selected, {
      slideCount: count,
      slidesPerView: 1,
      loop: settings.loop,
    });
    if (target === null) return;
    event.preventDefault();
    go(target);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the APG carousel is a group (a fieldset is a form's); not a region, because a listing holds one per card and landmarks must stay few and unique.
    <div
      role="group"
      data-slot="image-swiper"
      data-state="swipeable"
      data-loop={settings.loop}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('imageSwiper.label')}
      onKeyDown={onKeyDown}
      onPointerEnter={engage}
      onPointerDown={engage}
      onFocus={engage}
      className={cn('group/swiper relative', className)}
      {...props}
    >
      {viewport(
        images.map((image, index) => (
          // biome-ignore-start lint/a11y/useSemanticElements lint/suspicious/noArrayIndexKey: the carousel pattern names each slide a group; an image's place is its identity
          <div
            key={index}
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slide', { index: index + 1, count })}
            data-slot="image-swiper-slide"
            data-state={index === selected ? 'active' : 'inactive'}
          >
            {index === 0 || engaged ? imageOf(image, index) : null}
          </div>
          // biome-ignore-end lint/a11y/useSemanticElements lint/suspicious/noArrayIndexKey: see above
        )),
      )}
      <IconButton
        data-slot="image-swiper-previous"
        variant="secondary"
        size="sm"
        label={t('imageSwiper.previous')}
        aria-disabled={!canPrevious}
        onClick={() => canPrevious && api?.scrollPrev()}
        className={cn(
          'absolute top-1/2 left-2 -translate-y-1/2 bg-surface/90',
          arrowVisibility[arrows],
        )}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        data-slot="image-swiper-next"
        variant="secondary"
        size="sm"
        label={t('imageSwiper.next')}
        aria-disabled={!canNext}
        onClick={() => canNext && api?.scrollNext()}
        className={cn(
          'absolute top-1/2 right-2 -translate-y-1/2 bg-surface/90',
          arrowVisibility[arrows],
        )}
      >
        <ChevronRightIcon />
      </IconButton>
      <div data-slot="image-swiper-dots" className="flex justify-center gap-1">
        {images.map((_image, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position
            key={index}
            type="button"
            data-slot="image-swiper-dot"
            aria-label={t('imageSwiper.goTo', { index: index + 1, count })}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => go(index)}
            className="group/dot flex size-6 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-3 focus-visible:ring-focus"
          >
            <span className="size-2 rounded-full border border-control bg-surface group-aria-[current=true]/dot:border-primary group-aria-[current=true]/dot:bg-primary" />
          </button>
        ))}
      </div>
    </div>
  );
}

export { ImageSwiper, type ImageSwiperProps, type SwiperImage };
