/**
 * The product drawings of the demo catalog (one per product kind, in the Storybook fixtures'
 * flat style) and the scenes the demo content's pictures are made of. Pure SVG text: the image
 * service rasterises it; the content generator composes scenes of it.
 */
export type { Drawing } from './drawing';
export { lightness, mix, type Paint, paintOf } from './paint';
export {
  drawings,
  fallbackKind,
  isProductKind,
  leafProductKinds,
  type ProductKind,
  productKindOf,
  productKinds,
} from './product-kinds';
export { type SceneOptions, sceneSvg } from './scene';
