import { wishlistPageSteps } from '@vitrine/domain';
import type { ProductTile } from '@vitrine/domain/listing';
import type { BasketVariantChoice } from '@vitrine/domain/product-page';
import { LazyWishlistAddToCartDialog, type ProductCardProps, useLazyDialog } from '@vitrine/ui';
import * as React from 'react';

const wishlistAddToCartId = 'wishlist-add-to-cart';

/**
 * The wishlist's add to cart for articles with several variants (§2 wishlist add-to-cart): their
 * cards link to the page's choice step (`?choose={productId}`), which works without JavaScript;
 * once scripts run, the link opens the dialog instead, whose code loads with that first click,
 * and the chosen variant goes into the basket through the page's add (the add-to-cart layer).
 */
export function useWishlistVariantChoice({
  choices,
  pagePath,
  addVariant,
}: {
  readonly choices: readonly BasketVariantChoice[];
  readonly pagePath: string;
  readonly addVariant: (tile: ProductTile, variantId: number, quantity: number) => void;
}): {
  readonly variantChoice: NonNullable<ProductCardProps['variantChoice']>;
  readonly dialog: React.ReactNode;
} {
  const dialog = useLazyDialog(LazyWishlistAddToCartDialog, {
    id: wishlistAddToCartId,
    position: 'right',
  });
  const [chosen, setChosen] = React.useState<{
    readonly tile: ProductTile;
    readonly choice: BasketVariantChoice;
  } | null>(null);
  const byProduct = React.useMemo(
    () => new Map(choices.map((choice) => [choice.productId, choice])),
    [choices],
  );
  const { openDialog } = dialog;
  const variantChoice = React.useMemo(
    () => ({
      href: (tile: ProductTile) =>
        byProduct.has(tile.id) ? `${pagePath}?${wishlistPageSteps.chooseVariant}=${tile.id}` : null,
      open: (tile: ProductTile) => {
        const choice = byProduct.get(tile.id);
        if (choice === undefined) return;
        setChosen({ tile, choice });
        openDialog();
      },
    }),
    [byProduct, pagePath, openDialog],
  );
  return {
    variantChoice,
    dialog:
      dialog.rendered && chosen !== null ? (
        <LazyWishlistAddToCartDialog
          // Another article's choice starts from its own preselected variant.
          key={chosen.choice.productId}
          id={wishlistAddToCartId}
          productName={chosen.tile.name}
          choice={chosen.choice}
          onAddToCart={(variantId) => addVariant(chosen.tile, variantId, 1)}
        />
      ) : null,
  };
}
