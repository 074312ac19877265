import type { ShopContext } from '../../src/index';

/** Shop contexts of the demo market (packages/domain/src/market/shops.ts). */
export const babyDe: ShopContext = { shopId: 10, language: 'de', currency: 'EUR' };
export const babyAt: ShopContext = { shopId: 11, language: 'de', currency: 'EUR' };
export const babyChDe: ShopContext = { shopId: 12, language: 'de', currency: 'CHF' };
export const babyChFr: ShopContext = { shopId: 12, language: 'fr', currency: 'CHF' };
export const babyFr: ShopContext = { shopId: 13, language: 'fr', currency: 'EUR' };
export const babyBeNl: ShopContext = { shopId: 14, language: 'nl', currency: 'EUR' };
export const babyNl: ShopContext = { shopId: 15, language: 'nl', currency: 'EUR' };
export const vitalDe: ShopContext = { shopId: 20, language: 'de', currency: 'EUR' };
export const vitalCh: ShopContext = { shopId: 22, language: 'de', currency: 'CHF' };
