import {
  type Commerce,
  isValidationFailure,
  type ShopContext,
  shopContext,
} from '@vitrine/commerce';
import { type ProductTile, productTile } from '@vitrine/domain/listing';
import type { RouterContextProvider } from 'react-router';

/** §9: recommendations per slot. */
const recommendationSize = 12;

/**
 * What the empty basket recommends (§2 recommendation slider): the shop's top products, as the
 * provider answers without an article to start from, filled up at random. §8: a recommendation
 * that fails gives an empty list, and the slider is left out. The same for every visitor of a
 * shop and locale, so kept a minute (`shopRecommendations`): an empty basket is a page every
 * new visitor sees, and its slider would otherwise cost more than the rest of the page.
 */
export async function emptyBasketRecommendations(
  context: Readonly<RouterContextProvider>,
): Promise<readonly ProductTile[]> {
  const { commerce, shopRecommendations } = context.services;
  const shop = shopContext(context.shop, context.locale);
  const kept = await shopRecommendations.answer(`${context.shop.id}|${context.locale.iso}`, () =>
    recommendedTiles(commerce, shop),
  );
  return kept.value;
}

async function recommendedTiles(
  commerce: Commerce,
  shop: ShopContext,
): Promise<readonly ProductTile[]> {
  const answer = await commerce.recommendations.recommend(shop, {
    size: recommendationSize,
    fill_with_random: true,
  });
  if (isValidationFailure(answer)) return [];
  const ids = answer.data
    .map((item) => Number(item.product_id))
    .filter((id) => Number.isSafeInteger(id));
  // The slider is swiped, not its cards: each card shows its first picture only.
  return (await commerce.catalog.productsByIds(shop, ids)).map((product) =>
    productTile(product, { swiper: false }),
  );
}
