import type { BlockName } from '@vitrine/domain';
import { type LazyView, lazyView } from '@vitrine/ui/lazy-view';

/**
 * The views that bring a library or a large ui part with them (rich text, the listing's facets
 * and selects, forms, sliders, dialogs): each is loaded by the pages whose story has the block.
 */
export const accordionItemView = lazyView(() =>
  import('./blocks/accordion').then((m) => m.AccordionItemView),
);
export const accordionView = lazyView(() =>
  import('./blocks/accordion').then((m) => m.AccordionView),
);
export const bannerView = lazyView(() => import('./blocks/banners').then((m) => m.BannerView));
export const campaignBannerView = lazyView(() =>
  import('./blocks/banners').then((m) => m.CampaignBannerView),
);
export const contactFormView = lazyView(() =>
  import('./blocks/forms').then((m) => m.ContactFormView),
);
export const newsletterSignupView = lazyView(() =>
  import('./blocks/forms').then((m) => m.NewsletterSignupView),
);
export const listingView = lazyView(() => import('./blocks/listing').then((m) => m.ListingView));
export const recommendationSlotView = lazyView(() =>
  import('./blocks/recommendation-slot').then((m) => m.RecommendationSlotView),
);
export const richtextView = lazyView(() =>
  import('./blocks/richtext-block').then((m) => m.RichtextView),
);

/** The block views in chunks of their own, by the component they render. */
const lazyBlockViews: Partial<Readonly<Record<BlockName, LazyView<never>>>> = {
  accordion: accordionView,
  accordion_item: accordionItemView,
  banner: bannerView,
  campaign_banner: campaignBannerView,
  contact_form: contactFormView,
  newsletter_signup: newsletterSignupView,
  listing: listingView,
  recommendation_slot: recommendationSlotView,
  richtext: richtextView,
};

/**
 * Loads the code of the block views that are their own chunk: of the given components (a
 * story's, before the browser hydrates it or a client navigation shows it), or of all of them
 * (a server before its first page, a story book before its first story). Settles when they
 * render without suspending. This module imports no block, so a page's entry can load it
 * without the block library.
 */
export async function preloadBlockViews(components?: Iterable<string>): Promise<void> {
  const names: Iterable<string> = components ?? Object.keys(lazyBlockViews);
  const views = new Set<LazyView<never>>();
  for (const name of names) {
    const view = (lazyBlockViews as Readonly<Record<string, LazyView<never> | undefined>>)[name];
    if (view !== undefined) views.add(view);
  }
  await Promise.all([...views].map((view) => view.preload()));
}
