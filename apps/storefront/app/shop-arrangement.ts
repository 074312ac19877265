import { type BrandArrangement, brandArrangement } from '@vitrine/ui/brand-arrangement';
import { useRouteLoaderData } from 'react-router';
import type { PageFrameData } from './page-frame';

/**
 * How the shop's brand arranges its pages (issue 21: each brand looks like itself across the
 * pages): the listing's columns and the product page's arrangement, from the root's frame
 * (`shop.brand`, the same that sets the page's `data-brand`).
 */
export function useShopArrangement(): BrandArrangement {
  const frame = useRouteLoaderData<PageFrameData>('root');
  return brandArrangement(frame?.shop.brand);
}
