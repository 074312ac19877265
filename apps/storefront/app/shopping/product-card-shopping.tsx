import type { ProductCardActions } from '@vitrine/cms-blocks';
import {
  type AddToCartMessage,
  addToCartFormValues,
  shoppingFormFields,
  toggleWishlistFormValues,
} from '@vitrine/domain';
import { imageQualities, imageSizePresets } from '@vitrine/domain/catalog';
import { type ProductTile, productTileImages } from '@vitrine/domain/listing';
import { setPromotionFormFields, setPromotionIntent } from '@vitrine/domain/product-page';
import { AddToCartLayerDialog, Image, Price } from '@vitrine/ui';
import * as React from 'react';
import {
  type FetcherWithComponents,
  useFetcher,
  useFormAction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { shopImageUrl } from '../cms/image-url';
import type { PageFrameData } from '../page-frame';
import { useShowToast } from '../toasts/page-toasts';
import { pushToDataLayer } from '../tracking/data-layer';
import type { ShoppingFormResult } from './shopping-form-post.server';

/** The card whose variant goes to the basket. */
interface CardVariant {
  readonly tile: ProductTile;
  readonly variantId: number;
  /** How many (the product page's quantity field); one from a card. */
  readonly quantity: number;
  /** The product page's engraving rows (`text1..n`, §4), posted with the add. */
  readonly engraving?: Readonly<Record<string, string>>;
  /** The product page's "add to the set" (§2 bundle promotion add): the set's pieces come too. */
  readonly set?: boolean;
}

/** What the add-to-cart layer shows: the basket call's outcome and the card it came from. */
interface AddedToCart extends CardVariant {
  readonly message: AddToCartMessage;
}

/**
 * Runs `handle` once for each answer a fetcher got, when the fetcher is idle again: the page's
 * loaders have then run again, so the header's counts and the hearts already show the change.
 */
function useFetcherAnswer(
  fetcher: FetcherWithComponents<ShoppingFormResult>,
  handle: (answer: ShoppingFormResult) => void,
) {
  const handled = React.useRef<ShoppingFormResult | undefined>(undefined);
  React.useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || answer === undefined || handled.current === answer) return;
    handled.current = answer;
    handle(answer);
  });
}

/**
 * The product cards' add to cart and wishlist heart with JavaScript (§2, §4). Without it each
 * is a form posting to the page, which answers with itself and a toast; with it the same form
 * goes through a fetcher, the page's loaders run again (the header's basket and wishlist
 * counts go up in place), and the outcome shows where the shopper is: the add-to-cart layer
 * (success, or failure with a retry), a toast for the wishlist and for what the basket
 * refused (not buyable, no units left, a quantity capped). The heart shows its new state at
 * once. Returns the cards' actions and the layer to render once on the page.
 */
export function useProductCardShopping(): {
  readonly actions: ProductCardActions;
  /** Adds a quantity of a variant, shown in the layer as the tile (the product page's own add). */
  readonly addVariant: (
    tile: ProductTile,
    variantId: number,
    quantity: number,
    engraving?: Readonly<Record<string, string>>,
  ) => void;
  /**
   * Adds the variant and its set's missing pieces (§2 bundle promotion add, the product page's
   * `addSet` form), answered as an add: the layer shows the tile.
   */
  readonly addSet: (tile: ProductTile, variantId: number) => void;
  readonly layer: React.ReactNode;
} {
  const frame = useRouteLoaderData<PageFrameData>('root');
  const formAction = useFormAction();
  const location = useLocation();
  // A form without `action` posts to the page's own URL: 24 cards need not say so each. The
  // home page is the exception, its action being addressed as `/?index`.
  const formActionAttribute =
    formAction === `${location.pathname}${location.search}` ? undefined : formAction;
  const showToast = useShowToast();
  const adding = useFetcher<ShoppingFormResult>();
  const toggling = useFetcher<ShoppingFormResult>();
  const [addingVariant, setAddingVariant] = React.useState<CardVariant | null>(null);
  const [togglingProduct, setTogglingProduct] = React.useState<number | null>(null);
  const [added, setAdded] = React.useState<AddedToCart | null>(null);

  const shell = frame?.shell ?? null;
  const wishlisted = React.useMemo(
    () => new Set(shell?.wishlistedProductIds ?? []),
    [shell?.wishlistedProductIds],
  );

  const addVariant = React.useCallback(
    (
      tile: ProductTile,
      variantId: number,
      quantity: number,
      engraving?: Readonly<Record<string, string>>,
    ) => {
      setAddingVariant({ tile, variantId, quantity, ...(engraving ? { engraving } : {}) });
      void adding.submit(
        {
          ...engraving,
          ...addToCartFormValues(variantId),
          [shoppingFormFields.quantity]: String(quantity),
        },
        { method: 'post', action: formAction },
      );
    },
    [adding.submit, formAction],
  );
  const addSet = React.useCallback(
    (tile: ProductTile, variantId: number) => {
      setAddingVariant({ tile, variantId, quantity: 1, set: true });
      void adding.submit(
        {
          [setPromotionFormFields.intent]: setPromotionIntent,
          [setPromotionFormFields.variantId]: String(variantId),
        },
        { method: 'post', action: formAction },
      );
    },
    [adding.submit, formAction],
  );
  const addToCart = React.useCallback(
    (tile: ProductTile, variantId: number) => addVariant(tile, variantId, 1),
    [addVariant],
  );

  useFetcherAnswer(adding, (answer) => {
    const card = addingVariant;
    setAddingVariant(null);
    if (card === null) return;
    if (answer.addedVariantId !== undefined) {
      if (answer.tracking !== undefined) pushToDataLayer(answer.tracking);
      setAdded({ ...card, message: 'basket.addedToCart' });
      // Added, but fewer than asked for: the layer says added, the toast says how many.
      if (answer.toast.variant !== 'success') showToast(answer.toast);
    } else if (answer.toast.message === 'basket.addToCartFailed') {
      setAdded({ ...card, message: 'basket.addToCartFailed' });
    } else {
      showToast(answer.toast);
    }
  });
  useFetcherAnswer(toggling, (answer) => {
    setTogglingProduct(null);
    showToast(answer.toast);
  });

  const actions = React.useMemo<ProductCardActions>(() => {
    const togglingNow = toggling.state !== 'idle' ? togglingProduct : null;
    const addingNow = adding.state !== 'idle' ? (addingVariant?.variantId ?? null) : null;
    return {
      formAction: formActionAttribute,
      onAddToCart: addToCart,
      isAddingToCart: (variantId) => variantId === addingNow,
      // §4 select item: the page stays the same window through the client navigation the
      // click starts, so the event still lands in its data layer when the chunk arrives.
      onSelect: (tile, list) =>
        void import('../tracking/select-item').then(({ pushSelectItem }) =>
          pushSelectItem(tile, list),
        ),
      // §6: the heart only where the country has a wishlist.
      ...(shell?.paths.wishlist
        ? {
            onWishlistToggle: (tile: ProductTile) => {
              setTogglingProduct(tile.id);
              void toggling.submit(toggleWishlistFormValues(tile.id), {
                method: 'post',
                action: formAction,
              });
            },
            // While the toggle runs the heart already shows what it will be.
            isWishlisted: (productId: number) =>
              productId === togglingNow ? !wishlisted.has(productId) : wishlisted.has(productId),
          }
        : {}),
    };
  }, [
    formAction,
    formActionAttribute,
    addToCart,
    adding.state,
    addingVariant,
    toggling.state,
    toggling.submit,
    togglingProduct,
    shell?.paths.wishlist,
    wishlisted,
  ]);

  const layer =
    shell === null ? null : (
      <AddToCartLayerDialog
        message={added?.message ?? null}
        basketHref={shell.paths.basket}
        summary={added === null ? undefined : <AddedTileSummary tile={added.tile} />}
        onRetry={
          added === null
            ? undefined
            : () =>
                added.set
                  ? addSet(added.tile, added.variantId)
                  : addVariant(added.tile, added.variantId, added.quantity, added.engraving)
        }
        onOpenChange={(open) => {
          if (!open) setAdded(null);
        }}
      />
    );
  return { actions, addVariant, addSet, layer };
}

/** What was put in the basket, under the layer's message: the card's image, name and price. */
function AddedTileSummary({ tile }: { readonly tile: ProductTile }) {
  const [image] = productTileImages(tile);
  const thumbnail = imageSizePresets.thumbnail;
  return (
    <div className="flex items-center gap-3">
      {image !== undefined ? (
        <Image
          src={(options) =>
            shopImageUrl(image.src, {
              width: options.width,
              quality: options.quality,
              format: options.format,
            })
          }
          alt=""
          width={64}
          height={64}
          maxDensity={thumbnail.maxDensity}
          quality={imageQualities.basket}
          rounded="card"
        />
      ) : null}
      <span className="flex-1 font-semibold">{tile.name}</span>
      {tile.price !== null ? (
        <Price price={tile.price} hasDifferentPrice={tile.price.hasDifferentPrice} size="sm" />
      ) : null}
    </div>
  );
}
