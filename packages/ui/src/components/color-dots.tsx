import type { ColorSet } from '@vitrine/domain';
import { moreColorsLabel } from '@vitrine/domain/catalog';
import { type ProductTileColorDots, productTileColorDots } from '@vitrine/domain/listing';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';

/**
 * How each palette key of the shop's colours is drawn. This is the look of a swatch, not a rule:
 * which sets become dots is decided by `colorDots()` in the domain.
 */
const swatches: Readonly<Record<string, string>> = {
  black: '#1a1a1a',
  grey: '#9ca3af',
  green: '#3f8f4f',
  brown: '#7a4b2a',
  beige: '#e8d9bf',
  blue: '#2f5fb3',
  yellow: '#f2c94c',
  red: '#c62828',
  orange: '#ef7d22',
  pink: '#f4a6c0',
  white: '#ffffff',
  lightblue: '#9cc9ee',
  multicolour: 'conic-gradient(#c62828 0 25%, #f2c94c 0 50%, #3f8f4f 0 75%, #2f5fb3 0)',
  natural: '#efe6d2',
  denim: '#3d5a80',
  turquoise: '#2ab7b0',
  gold: 'linear-gradient(135deg, #b8872b, #f3d27a 50%, #b8872b)',
  khaki: '#8b8455',
  purple: '#7b4fa6',
  silver: 'linear-gradient(135deg, #9ea3a8, #eceff1 50%, #9ea3a8)',
  transparent: 'repeating-conic-gradient(#d9d9d9 0 25%, #ffffff 0 50%) 0 0 / 6px 6px',
};

/**
 * The CSS background of a palette colour's swatch. Keys come as `light blue`,
 * `light-blue` or `lightBlue`; all mean the same swatch. Unknown keys are grey.
 */
export const swatchOf = (key: string | null): string =>
  swatches[(key ?? '').toLowerCase().replace(/[\s_-]+/g, '')] ?? '#9ca3af';

type ColorDotsProps = Omit<React.ComponentProps<'div'>, 'children'> &
  (
    | {
        /** The product's colour sets (`colorsList`); dots show only when two or more are fully known. */
        colorSets: readonly ColorSet[] | null | undefined;
        dots?: never;
      }
    | {
        /** The dots `colorDots()` already chose (a product tile's); none when null. */
        dots: ProductTileColorDots | null;
        colorSets?: never;
      }
  );

/** Up to five colour dots and `+N` for the rest, from `colorDots()`. */
function ColorDots({ colorSets, dots: given, className, ...props }: ColorDotsProps) {
  const { t } = useUiText();
  const dots = given === undefined ? productTileColorDots(colorSets) : given;
  if (dots === null) return null;
  const more = dots.more ?? 0;
  const moreLabel = moreColorsLabel(more);
  const total = dots.dots.length + more;
  return (
    <div data-slot="color-dots" className={className} {...props}>
      <span className="sr-only">{`${t('colorDots.label', { count: total })}:`}</span>
      {/* The row's layout is the stylesheet's (`[data-slot=color-dots]`): a card repeats it. */}
      <ul>
        {dots.dots.map((colors, index) => {
          const label = colors.map((color) => color.label).join(' / ');
          const [only] = colors;
          return (
            // A dot has no id of its own; the list is the same on server and browser.
            // biome-ignore lint/suspicious/noArrayIndexKey: the dots never reorder.
            <li key={index} data-slot="color-dot" title={label}>
              {colors.length === 1 && only !== undefined ? (
                // The swatch's shape is the stylesheet's (`[data-slot=color-dot] > [aria-hidden]`).
                <span aria-hidden="true" style={{ background: swatchOf(only.key) }} />
              ) : (
                <span aria-hidden="true" className="flex">
                  {colors.map((color) => (
                    <span
                      key={`${color.key}-${color.label}`}
                      className="h-full flex-1"
                      style={{ background: swatchOf(color.key) }}
                    />
                  ))}
                </span>
              )}
              <span className="sr-only">{label}</span>
            </li>
          );
        })}
      </ul>
      {moreLabel !== null ? (
        <span data-slot="color-dots-more">
          <span aria-hidden="true">{moreLabel}</span>
          <span className="sr-only">{t('colorDots.more', { count: more })}</span>
        </span>
      ) : null}
    </div>
  );
}

export { ColorDots, type ColorDotsProps };
