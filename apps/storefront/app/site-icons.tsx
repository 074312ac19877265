import { iconPaths, siteIconSizes } from '@vitrine/domain/routing';

/** The Apple touch icon size; the other sizes are plain PNG icons beside the SVG one. */
const touchIconSize = 180;

/** The favicon and touch icon links of every page (§2: `/icon-{locale}-{size}x{size}.png`). */
export function SiteIconLinks({ locale }: { readonly locale: string }) {
  return (
    <>
      {iconPaths(locale.toLowerCase(), siteIconSizes).map(({ size, href }) => (
        <link
          key={size}
          rel={size === touchIconSize ? 'apple-touch-icon' : 'icon'}
          {...(size === touchIconSize ? {} : { type: 'image/png' })}
          sizes={`${size}x${size}`}
          href={href}
        />
      ))}
    </>
  );
}
