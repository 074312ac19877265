export type { WishlistChange, WishlistService, WishlistView } from './wishlist-service';
