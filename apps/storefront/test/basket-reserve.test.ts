import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { translator } from '../app/i18n/translator';
import { privatePageCache } from '../server/http/cache-control';
import {
  type BasketShop,
  basketVisitor,
  buyableVariantOf,
  isPlain,
} from './support/basket-visitor';
import { type RunningStorefront, send, startStorefront } from './support/storefront-server';
import { inHtml, uiText } from './support/texts';

let storefront: RunningStorefront;
beforeAll(async () => {
  // Each test's shopper comes through a proxy on loopback with an address of its own
  // (TRUST_PROXY): the reservations share a per-client limit (5 in 10 minutes).
  storefront = await startStorefront({ TRUST_PROXY: 'loopback' });
});
afterAll(() => storefront.stop());

type Shop = BasketShop & { readonly prefix: string; readonly language: 'de' | 'fr' | 'nl' };

/** The shops whose country has click-and-reserve (§6): baby DE and baby AT (both German). */
const withFlag: readonly Shop[] = [
  { key: 'baby-de', host: 'localhost', prefix: '', locale: 'de-DE', language: 'de' },
  { key: 'baby-at', host: 'at.nido.localhost', prefix: '', locale: 'de-AT', language: 'de' },
];
/** Shops without it, in French and Dutch. */
const withoutFlag: readonly Shop[] = [
  { key: 'baby-ch', host: 'ch.nido.localhost', prefix: '/fr', locale: 'fr-CH', language: 'fr' },
  { key: 'baby-be', host: 'be.nido.localhost', prefix: '/nl', locale: 'nl-BE', language: 'nl' },
];

const basketPage = (shop: Shop, cookie: string, query = '') =>
  send(storefront.port, {
    path: `${shop.prefix}/warenkorb/${query}`,
    host: shop.host,
    headers: { cookie },
  });

let clients = 0;
const post = (shop: Shop, cookie: string, form: Record<string, string>) => {
  clients += 1;
  return send(storefront.port, {
    method: 'POST',
    path: `${shop.prefix}/warenkorb/`,
    host: shop.host,
    headers: {
      cookie,
      origin: `http://${shop.host}:${storefront.port}`,
      'x-forwarded-for': `10.81.${Math.floor(clients / 250)}.${(clients % 250) + 1}`,
    },
    form,
  });
};

/** The line keys the page names in its forms (one line here). */
const lineKeyOf = (html: string) => {
  const key = html.match(/name="itemKey" value="([0-9a-f-]{36})"/)?.[1];
  if (key === undefined) throw new Error('no basket line');
  return key;
};

const reserveLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*data-slot="basket-reserve-link"[^>]*>/g)].map(
    (match) => match[0].match(/href="([^"]+)"/)?.[1]?.replace(/&amp;/g, '&') ?? '',
  );

const stepOf = (html: string) => html.includes('data-slot="basket-reserve-step"');

/** A store of the step that has the article (a radio not disabled). */
function storeInStock(html: string): string {
  const radios = html.match(/<input type="radio"[^>]*name="storeId"[^>]*>/g) ?? [];
  const storeId = radios
    .find((radio) => !radio.includes('disabled'))
    ?.match(/value="([^"]+)"/)?.[1];
  if (storeId === undefined) throw new Error('no store with the article');
  return storeId;
}

const shopper = { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.de' };

/** The basket form's reservation of a line at a store, by the shopper above. */
const reservation = (itemKey: string, storeId = 'koeln-city') => ({
  intent: 'reservePickup',
  itemKey,
  storeId,
  ...shopper,
});

describe.each(withFlag)(
  'click-and-reserve from the basket in $key, whose flag is on (issue 16, spec §2 click-and-reserve basket, §6 clickAndReserve)',
  (shop) => {
    const t = (key: string, values?: Record<string, string>) =>
      translator(shop.language).t(key, values);
    const ui = uiText(shop.language);
    const basketPath = `${shop.prefix}/warenkorb/`;

    test('each line links to its reservation step (`?dialog=reserve&zeile=`), which shows the stores and the form posting to the basket', async () => {
      const cookie = await basketVisitor(storefront.port, shop, [buyableVariantOf(shop, isPlain)]);
      const page = await basketPage(shop, cookie);
      expect(page.status).toBe(200);
      const key = lineKeyOf(page.body);
      expect(reserveLinks(page.body)).toEqual([
        `${basketPath}?dialog=reserve&zeile=${key}#basket-reserve-${key}`,
      ]);
      expect(page.body).toContain(inHtml(ui('dialogs.clickAndReserve.title')));
      expect(stepOf(page.body)).toBe(false);

      const step = await basketPage(shop, cookie, `?dialog=reserve&zeile=${key}`);
      expect(step.status).toBe(200);
      expect(step.headers['cache-control']).toBe(privatePageCache);
      expect(stepOf(step.body)).toBe(true);
      expect(step.body).toContain(`id="basket-reserve-${key}"`);
      expect(step.body).toContain('value="reservePickup"');
      expect(step.body).toContain(`name="itemKey" value="${key}"`);
      expect(step.body).toContain(inHtml(ui('dialogs.clickAndReserve.store')));
      expect(storeInStock(step.body)).not.toBe('');
      expect(step.body).toContain('data-slot="basket-reserve-step-close"');
      expect(step.body).toContain(inHtml(t('basketReserve.close')));
    });

    test('a reservation posted without JavaScript is stored: the page answers with a toast naming the store and the reservation number', async () => {
      const cookie = await basketVisitor(storefront.port, shop, [buyableVariantOf(shop, isPlain)]);
      const step = await basketPage(
        shop,
        cookie,
        `?dialog=reserve&zeile=${lineKeyOf((await basketPage(shop, cookie)).body)}`,
      );
      const key = lineKeyOf(step.body);
      const storeId = storeInStock(step.body);
      const answer = await post(shop, cookie, reservation(key, storeId));
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(privatePageCache);
      const toastPrefix = inHtml(
        t('basketReserve.reserved', { store: '§', number: '¶' }).split('§')[0] ?? '',
      );
      expect(answer.body).toContain(toastPrefix);
      expect(answer.body).toMatch(/R\d+\./);
      expect(stepOf(answer.body)).toBe(false);
    });

    test('bad input is answered at the step’s fields (400), an unknown line (another visitor’s) is 404, a form without a line 400', async () => {
      const cookie = await basketVisitor(storefront.port, shop, [buyableVariantOf(shop, isPlain)]);
      const key = lineKeyOf((await basketPage(shop, cookie)).body);
      const refused = await post(shop, cookie, {
        intent: 'reservePickup',
        itemKey: key,
        ...shopper,
        firstName: 'Anna1',
        email: 'no-address',
      });
      expect(refused.status).toBe(400);
      expect(refused.headers['cache-control']).toBe(privatePageCache);
      expect(stepOf(refused.body)).toBe(true);
      expect(refused.body).toContain('aria-invalid="true"');
      expect(refused.body).toContain('value="Anna1"');
      expect(refused.body).toContain('value="no-address"');
      // No store chosen: said at the stores.
      expect(refused.body).toContain(`id="basket-reserve-${key}-form-store-error"`);

      const other = await basketVisitor(storefront.port, shop, [buyableVariantOf(shop, isPlain)]);
      const foreign = await post(shop, other, reservation(key));
      expect(foreign.status).toBe(404);

      const noLine = await post(shop, cookie, {
        intent: 'reservePickup',
        storeId: 'x',
        ...shopper,
      });
      expect(noLine.status).toBe(400);
    });
  },
);

describe.each(withoutFlag)(
  'the basket in $key, whose shop has no click-and-reserve (spec §6 clickAndReserve)',
  (shop) => {
    test('shows nothing of it; its step is answered as an unknown dialog (200, no step); a posted reservation is 404', async () => {
      const cookie = await basketVisitor(storefront.port, shop, [buyableVariantOf(shop, isPlain)]);
      const page = await basketPage(shop, cookie);
      expect(page.status).toBe(200);
      expect(reserveLinks(page.body)).toEqual([]);
      const key = lineKeyOf(page.body);
      const step = await basketPage(shop, cookie, `?dialog=reserve&zeile=${key}`);
      expect(step.status).toBe(200);
      expect(stepOf(step.body)).toBe(false);
      expect(step.body).not.toContain('value="reservePickup"');
      const answer = await post(shop, cookie, reservation(key));
      expect(answer.status).toBe(404);
    });
  },
);
