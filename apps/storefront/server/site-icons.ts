import type { BrandConfiguration, Shop } from '@vitrine/domain';
import { siteIconRequest } from '@vitrine/domain/routing';
import type { RequestHandler } from 'express';
import sharp from 'sharp';
import babyMark from '../public/favicon-baby.svg?raw';
import vitalityMark from '../public/favicon-vitality.svg?raw';
import { longLivedFileCache } from './http/cache-control';
import type { ShopRequestContext } from './request-context';

/** The brand marks the icons are drawn from: the same files the pages link as SVG icons. */
const brandMarks: Readonly<Record<BrandConfiguration, string>> = {
  baby: babyMark,
  vitality: vitalityMark,
};

/** The locales a shop's icons are named by: `de-ch` and `de` for a Swiss German locale. */
function shopIconLocales(shop: Shop): ReadonlySet<string> {
  return new Set(
    shop.locales.flatMap((locale) => [locale.iso.toLowerCase(), locale.language.toLowerCase()]),
  );
}

/**
 * The favicon and touch icons (§2: `/icon-{locale}-{size}x{size}.png`, sizes from
 * configuration) as PNGs drawn from the brand's mark. Each size is drawn once per brand and
 * kept: four sizes times two brands is a few kilobytes. A path that names no configured icon of
 * the shop's locales goes on to the pages, which answer it with the 404 page.
 */
export function siteIconsMiddleware(): RequestHandler {
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = (brand: BrandConfiguration, size: number) => {
    const key = `${brand}:${size}`;
    let icon = drawn.get(key);
    if (icon === undefined) {
      // The marks are 32-unit squares: drawn at the density that makes them `size` pixels wide.
      icon = sharp(Buffer.from(brandMarks[brand]), { density: Math.max(72, (72 * size) / 32) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer();
      icon.catch(() => drawn.delete(key));
      drawn.set(key, icon);
    }
    return icon;
  };
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const wanted = siteIconRequest(request.path);
    const context = response.locals.shopContext as ShopRequestContext | undefined;
    if (wanted === null || context === undefined) return next();
    if (!shopIconLocales(context.shop).has(wanted.locale)) return next();
    draw(context.shop.brand, wanted.size).then(
      (png) => {
        response.setHeader('Cache-Control', longLivedFileCache);
        response.type('image/png').send(png);
      },
      (error: unknown) => next(error),
    );
  };
}
