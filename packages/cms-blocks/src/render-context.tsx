import type {
  BannerCampaign,
  CampaignPageContext,
  Language,
  LinkTargetOptions,
  ListingProductTracking,
  PromotionParts,
} from '@vitrine/domain';
import type { ImageFormat } from '@vitrine/domain/catalog';
import type { ProductTile } from '@vitrine/domain/listing';
import { type BrandArrangement, brandArrangements } from '@vitrine/ui/brand-arrangement';
import * as React from 'react';
import type { BlockDataMap } from './block-data';

/** What a block may ask of the image service (spec §5 image options, §9 sizes and qualities). */
export interface CmsImageUrlOptions {
  readonly width?: number;
  readonly height?: number;
  readonly quality?: number;
  readonly format?: ImageFormat;
  readonly blur?: number;
  readonly brightness?: number;
  readonly rotate?: 0 | 90 | 180 | 270;
}

/** Builds an image URL; the storefront passes commerce's `images.url`. */
export type CmsImageUrlBuilder = (src: string, options: CmsImageUrlOptions) => string;

/**
 * The shopper's actions on product cards in listings and slots. The page gives them (they
 * call its basket and wishlist actions); without them cards show neither button. The
 * wishlist toggle belongs only to countries that enable the wishlist (§6).
 */
export interface ProductCardActions {
  /**
   * Where the cards' forms post: the page's own action, which answers with the page and a
   * toast (so add to cart and the heart work without JavaScript).
   */
  readonly formAction?: string;
  /** Adds the tile's only variant (its `addToCart.variantId`) to the basket (§4 direct add). */
  readonly onAddToCart?: (tile: ProductTile, variantId: number) => void;
  readonly onWishlistToggle?: (tile: ProductTile) => void;
  readonly isWishlisted?: (productId: number) => boolean;
  /** Whether the basket call for a variant runs (its card's button says so). */
  readonly isAddingToCart?: (variantId: number) => boolean;
  /**
   * The shopper followed a card's product link (§4 select item), in the list the block
   * names: `listing` with the category's name, or `recommendations` with the slot's id.
   */
  readonly onSelect?: (tile: ProductTile, list: ListingProductTracking) => void;
}

/** What blocks need from the page that shows them. Blocks never fetch. */
export interface BlockRenderContextValue {
  /** CMS preview (visual editor or local preview): unknown components show a notice. */
  readonly preview: boolean;
  /**
   * The language of the shop's locale: a story's texts are set in its typography when they
   * render (`typographicContent`, issue 21: French spacing of `: ; ! ?` and `« »`).
   */
  readonly language: Language;
  readonly imageUrl: CmsImageUrlBuilder;
  /** How story links become shop paths (§2 CMS path rules). */
  readonly linkOptions: LinkTargetOptions;
  /** Adds the shop's locale prefix to an internal path (`/fr/…` in a second language). */
  readonly localizePath: (path: string) => string;
  /** The page's URL, path and query (`/kinderwagen/?sort=price-asc`): listing links start here. */
  readonly currentUrl: string;
  /** The layout's campaigns: a campaign banner shows while its campaign is active (§3 Campaign). */
  readonly campaigns: readonly BannerCampaign[];
  readonly campaignPage: CampaignPageContext;
  /** The clock the campaign windows are read with. */
  readonly now: Date;
  readonly productActions: ProductCardActions;
  /**
   * Goes to another URL of the shop (a listing's new filters, sort or page); the router's
   * navigate. `keepScroll`: the page stays where the shopper is (a filter or sort), instead of
   * starting at the top (another page of results).
   */
  readonly navigate: (href: string, options?: { keepScroll: boolean }) => void;
  /**
   * Asks the page what another URL of it shows, without going there: a listing's filter dialog
   * learns what its draft finds (issue 21). Without it the dialog applies each change at once.
   */
  readonly listingPreview?: ListingPreviewSource;
  /**
   * How the shop's brand arranges its pages (issue 21: a listing's columns); the storefront
   * passes `brandArrangement(shop.brand)`. Nido's when not given.
   */
  readonly arrangement: BrandArrangement;
  /**
   * A campaign banner was shown (§4 view promotion); the page decides what is reported (once
   * per session, nothing in the editor's preview). Without it nothing is reported.
   */
  readonly onPromotionView?: (promotion: PromotionParts) => void;
}

/** The page's answer for another of its URLs, as `BlockRenderContextValue.listingPreview`. */
export interface ListingPreviewSource {
  /** Asks for `href` (path and query); the answer comes as `loaded`. */
  readonly load: (href: string) => void;
  /** The block data the page answered last, with the URL it was asked for; null before. */
  readonly loaded: { readonly href: string; readonly blockData: BlockDataMap } | null;
}

/** Production defaults: no preview, images and paths unchanged. */
export const defaultBlockRenderContext: BlockRenderContextValue = {
  preview: false,
  language: 'de',
  imageUrl: (src) => src,
  linkOptions: {},
  localizePath: (path) => path,
  currentUrl: '/',
  campaigns: [],
  campaignPage: {},
  now: new Date(0),
  productActions: {},
  arrangement: brandArrangements.baby,
  navigate: (href) => {
    window.location.assign(href);
  },
};

const BlockRenderContext = React.createContext<BlockRenderContextValue>(defaultBlockRenderContext);

export interface BlockRenderProviderProps {
  /** Overrides of the defaults; the page gives at least what differs from production. */
  readonly value: Partial<BlockRenderContextValue>;
  readonly children?: React.ReactNode;
}

/** Gives the blocks below it what they need from the page. */
export function BlockRenderProvider({ value, children }: BlockRenderProviderProps) {
  const parent = React.useContext(BlockRenderContext);
  const merged = React.useMemo(() => ({ ...parent, ...value }), [parent, value]);
  return <BlockRenderContext.Provider value={merged}>{children}</BlockRenderContext.Provider>;
}

/** The render context of the nearest {@link BlockRenderProvider}. */
export function useBlockRender(): BlockRenderContextValue {
  return React.useContext(BlockRenderContext);
}
