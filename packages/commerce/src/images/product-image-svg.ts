import {
  drawings,
  fallbackKind,
  isProductKind,
  lightness,
  mix,
  type ProductKind,
  paintOf,
} from './illustrations';

/**
 * Draws a product image as SVG from what the generator stored: the drawing of the product's kind
 * (a pram, a thermometer, a tea…) in the article's colours, seen as the gallery position asks
 * (front, mirrored, a close-up, another background). Nothing is downloaded, and no text is
 * drawn: the shop names the product beside its picture.
 */
export interface ImageSource {
  readonly kind: ProductKind;
  /** The article's colours: the first is the main colour, a second one paints the details. */
  readonly colors: readonly string[];
  /** Paints the details when the article has one colour. */
  readonly accent: string;
  /** The picture's place in the gallery (0 first): which view of the product it shows. */
  readonly position: number;
}

/** The drawing's own size; renditions scale it. */
export const sourceSize = 800;

const hexColor = /^#[0-9a-f]{6}$/i;

function color(value: unknown, fallback: string): string {
  return typeof value === 'string' && hexColor.test(value) ? value : fallback;
}

/**
 * Reads a stored source defensively: the image service must draw whatever the row holds. Rows
 * written before product kinds existed (`motif`, `label`…) are drawn as a parcel in their colours.
 */
export function imageSource(raw: unknown): ImageSource {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const colors = Array.isArray(record.colors)
    ? record.colors.map((entry) => color(entry, '#8c8f96'))
    : [];
  const position =
    typeof record.position === 'number' && Number.isFinite(record.position)
      ? Math.max(0, Math.floor(record.position))
      : 0;
  return {
    kind: isProductKind(record.kind) ? record.kind : fallbackKind,
    colors: colors.length > 0 ? colors : ['#8c8f96'],
    accent: color(record.accent, '#f2c530'),
    position,
  };
}

/** The background a colour is shown on: a pale tint of it; a grey for colours too pale for that. */
function backgroundOf(hex: string): string {
  return lightness(hex) > 0.78 ? mix(hex, '#a9b1bb', 0.4) : mix(hex, '#ffffff', 0.84);
}

const canvas = 600;
const floor = 505;
/** The drawings keep a margin; the picture shows the canvas without most of it. */
const frame = 30;

/** Zooms into a point of the drawing, which then fills the picture's middle. */
const closeUp = (x: number, y: number, zoom: number) =>
  `translate(${canvas / 2} ${canvas / 2}) scale(${zoom}) translate(${-x} ${-y})`;
const mirrored = `translate(${canvas} 0) scale(-1 1)`;

export function productImageSvg(source: ImageSource): string {
  const [main = '#8c8f96', second] = source.colors;
  const paint = paintOf(main, second ?? source.accent);
  const drawing = drawings[source.kind];
  const [detailX, detailY] = drawing.detail;
  const product = drawing.draw(paint);
  const shadow = (background: string, scale = 1) =>
    `<ellipse cx="300" cy="${floor}" rx="${210 * scale}" ry="${18 * scale}" fill="${mix(background, '#000000', 0.1)}"/>`;
  let background = backgroundOf(main);
  let scenery = '';
  let transform = '';
  switch (source.position % 6) {
    case 0: // the product from the front
      scenery = shadow(background);
      break;
    case 1: // the other side, on its second colour
      background = backgroundOf(paint.second);
      scenery = shadow(background);
      transform = mirrored;
      break;
    case 2: // a close-up of its detail
      background = mix(background, main, 0.12);
      transform = closeUp(detailX, detailY, 2);
      break;
    case 3: // in the studio: smaller, before a round backdrop
      background = '#f3f2ef';
      scenery = `<circle cx="300" cy="300" r="230" fill="${backgroundOf(paint.second)}"/>${shadow(background, 0.8)}`;
      transform = `translate(300 ${floor}) scale(0.8) translate(-300 ${-floor})`;
      break;
    case 4: // a close-up from the other side
      background = backgroundOf(paint.second);
      transform = `${mirrored} ${closeUp(detailX, detailY, 1.6)}`;
      break;
    default: // in a room: a wall and a floor
      background = mix(paint.second, '#ffffff', 0.78);
      scenery = `<rect y="470" width="600" height="130" fill="${mix(paint.second, '#ffffff', 0.55)}"/>${shadow(mix(paint.second, '#ffffff', 0.55), 0.9)}`;
      transform = `translate(300 ${floor}) scale(0.9) translate(-300 ${-floor})`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sourceSize}" height="${sourceSize}" viewBox="${frame} ${frame} ${canvas - 2 * frame} ${canvas - 2 * frame}">
<rect width="${canvas}" height="${canvas}" fill="${background}"/>
${scenery}
<g${transform === '' ? '' : ` transform="${transform}"`}>${product}</g>
</svg>`;
}
