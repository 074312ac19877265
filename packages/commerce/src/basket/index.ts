export { maxRequestedQuantity } from './basket-payload';
export type {
  BasketChange,
  BasketOutcome,
  BasketRefusal,
  BasketService,
  NotFound,
  ShopperRef,
} from './basket-service';
export type {
  BasketSetPromotion,
  BasketView,
  PricedBasket,
  PricedBasketItem,
} from './basket-view';
export type { ShoppingMergeEvent, ShoppingMergeReport } from './shopping-merge';
