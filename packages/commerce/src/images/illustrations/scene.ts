import { mix, paintOf } from './paint';
import { drawings, type ProductKind } from './product-kinds';

/** A picture of several products together on a brand's palette, for the demo content. */
export interface SceneOptions {
  readonly width: number;
  readonly height: number;
  /** The products shown, the first one largest (at most four are drawn). */
  readonly kinds: readonly ProductKind[];
  /** Each product's main and second colour, in the order of `kinds` (repeated when shorter). */
  readonly colors: readonly (readonly [main: string, second: string])[];
  /** The wall, the floor and the large shape behind the products. */
  readonly wall: string;
  readonly floor: string;
  readonly backdrop: string;
  /** Small round shapes on the wall (a sun, dots), where they fall on it. */
  readonly accent: string;
}

/** Where each product stands (share of the width) and how large it is drawn, by count. */
const layouts: readonly (readonly { readonly x: number; readonly scale: number }[])[] = [
  [{ x: 0.5, scale: 0.95 }],
  [
    { x: 0.4, scale: 0.9 },
    { x: 0.74, scale: 0.62 },
  ],
  [
    { x: 0.5, scale: 0.88 },
    { x: 0.2, scale: 0.6 },
    { x: 0.8, scale: 0.6 },
  ],
  [
    { x: 0.4, scale: 0.84 },
    { x: 0.14, scale: 0.52 },
    { x: 0.66, scale: 0.6 },
    { x: 0.88, scale: 0.46 },
  ],
];

/**
 * An illustrated scene in the product drawings' style: a wall, a floor, a soft shape behind,
 * and the products standing on the floor, each with its shadow. No text.
 */
export function sceneSvg(options: SceneOptions): string {
  const { width, height } = options;
  const kinds = options.kinds.slice(0, 4);
  const layout = layouts[Math.max(0, kinds.length - 1)] ?? [];
  const floorY = Math.round(height * 0.84);
  // The drawings stand on y = 500 of their 600 canvas; scaled to the scene's height.
  const unit = height / 600;
  const shadow = mix(options.floor, '#000000', 0.1);
  const products = kinds
    .map((kind, index) => {
      const place = layout[index] ?? { x: 0.5, scale: 0.6 };
      const [main, second] = options.colors[index % Math.max(1, options.colors.length)] ?? [
        '#8c8f96',
        '#f2c530',
      ];
      const scale = place.scale * unit;
      const x = width * place.x;
      return `<ellipse cx="${x.toFixed(0)}" cy="${floorY + 4}" rx="${(200 * scale).toFixed(0)}" ry="${(16 * scale).toFixed(0)}" fill="${shadow}"/>
<g transform="translate(${(x - 300 * scale).toFixed(1)} ${(floorY - 500 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">${drawings[kind].draw(paintOf(main, second))}</g>`;
    })
    // The largest product is drawn last, in front of the others.
    .reverse()
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${options.wall}"/>
<circle cx="${(width * 0.5).toFixed(0)}" cy="${(height * 0.46).toFixed(0)}" r="${(height * 0.4).toFixed(0)}" fill="${options.backdrop}"/>
<circle cx="${(width * 0.12).toFixed(0)}" cy="${(height * 0.18).toFixed(0)}" r="${(height * 0.07).toFixed(0)}" fill="${options.accent}"/>
<circle cx="${(width * 0.86).toFixed(0)}" cy="${(height * 0.14).toFixed(0)}" r="${(height * 0.035).toFixed(0)}" fill="${options.accent}"/>
<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${options.floor}"/>
${products}
</svg>`;
}
