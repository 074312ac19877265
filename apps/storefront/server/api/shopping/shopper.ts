import type { ShopperRef } from '@vitrine/commerce';
import { parseStorageKey, type StorageKind } from '@vitrine/domain';
import type { Request, Response } from 'express';
import type { StorefrontServices } from '../../services';
import { shopContextOf } from '../request-shop';
import { ensureVisitor, visitorOf } from '../visitor';

/** A browser id as the client makes it and the identity accepts it: 32 hex digits (§3 User id). */
const browserIdPattern = /^[0-9a-f]{32}$/;

/**
 * The shopper a basket or wishlist call works for. With a session it is the session's user,
 * whatever key the client sends. Without one, the client's key names the browser id it made
 * (§3 User id: "stored browser id or random hex made on first visit"): that id is adopted —
 * for a change, with a new anonymous session — only while no basket, wishlist, order or session
 * uses it, so a guessed or stolen key never opens someone else's basket.
 */
export async function shopperFor(
  services: StorefrontServices,
  request: Request,
  response: Response,
  claimedKey: unknown,
  kind: StorageKind,
  options: { readonly opensSession: boolean },
): Promise<ShopperRef> {
  const visitor = visitorOf(response);
  if (visitor.sessionId !== null) return { userId: visitor.userId };
  const { shop } = shopContextOf(response);
  const claimed = parseStorageKey(claimedKey);
  const adoptable =
    claimed !== null &&
    claimed.kind === kind &&
    claimed.shopId === shop.id &&
    browserIdPattern.test(claimed.userId) &&
    !(await services.commerce.basket.isUserIdInUse(shop.id, claimed.userId));
  if (!adoptable) return { userId: visitor.userId };
  if (!options.opensSession) return { userId: claimed.userId };
  response.locals.visitor = { ...visitor, userId: claimed.userId };
  const opened = await ensureVisitor(request, response);
  return { userId: opened.userId };
}
