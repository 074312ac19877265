import { formatPrice, lowestPriorPrice } from '@vitrine/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  activeProductIds,
  catalog,
  historyOf,
  plainVariantOnShelf,
  pricedInShop,
  soldOutVariant,
  variantPage,
} from './support/demo-catalogue-pages';
import { get, type RunningStorefront, send, startStorefront } from './support/storefront-server';
import { uiText } from './support/texts';

let storefront: RunningStorefront;

beforeAll(async () => {
  storefront = await startStorefront();
});
afterAll(() => storefront?.stop());

const lowestPriorText = (cents: number) =>
  uiText('de')('price.lowestPriorPrice', {
    price: formatPrice(cents, { locale: 'de-DE', currency: 'EUR' }) ?? '',
  });

describe('beside a reduction the lowest price of the 30 days before it (issue 15: EU Omnibus, § 11 PAngV)', () => {
  test('a reduced variant’s page shows the lowest price its history had in the 30 days before', async () => {
    const reduced = pricedInShop.find((price) => {
      const prior = lowestPriorPrice(historyOf(price.variantId), {
        now: new Date(),
        currentPrice: price.withTax,
      });
      // One whose prior price is a campaign's, below the regular price.
      return prior !== null && prior.withTax < (historyOf(price.variantId)[0]?.withTax ?? 0);
    });
    if (reduced === undefined) throw new Error('no reduced variant after a campaign');
    const prior = lowestPriorPrice(historyOf(reduced.variantId), { now: new Date() });
    const page = variantPage(reduced.variantId);
    const response = await get(storefront.port, page.path, 'localhost');
    expect(response.status).toBe(200);
    expect(response.body).toContain('data-slot="price-lowest-prior"');
    expect(response.body).toContain(lowestPriorText(prior?.withTax ?? 0));
  });

  test('a variant that was never reduced shows none', async () => {
    const regular = pricedInShop.find(
      (price) => price.reductionRelative === null && historyOf(price.variantId).length === 1,
    );
    if (regular === undefined) throw new Error('no regular variant');
    const response = await get(storefront.port, variantPage(regular.variantId).path, 'localhost');
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('data-slot="price-lowest-prior"');
  });
});

describe('remind when available: a sold-out variant’s form posted to its page (issue 15, spec §2)', () => {
  const soldOut = soldOutVariant();
  const buyable = catalog.variants.find(
    (variant) =>
      variant.bvc === 1 &&
      variant.stockQuantity > 0 &&
      activeProductIds.has(variant.productId) &&
      pricedInShop.some((price) => price.variantId === variant.id),
  );
  if (buyable === undefined) throw new Error('no buyable variant');
  const page = () => variantPage(soldOut.id).path;
  const origin = () => `http://localhost:${storefront.port}`;
  const remind = (form: Record<string, string>, headers = { origin: origin() }) =>
    send(storefront.port, { method: 'POST', path: page(), headers, form });

  test('the sold-out variant’s page offers the form; a buyable one’s does not', async () => {
    const soldOutPage = await get(storefront.port, page(), 'localhost');
    expect(soldOutPage.body).toContain('data-slot="stock-reminder"');
    expect(soldOutPage.body).toContain('value="remindWhenAvailable"');
    const buyablePage = await get(storefront.port, variantPage(buyable.id).path, 'localhost');
    expect(buyablePage.body).not.toContain('data-slot="stock-reminder"');
  });

  test('an address is taken: the page answers with the confirmation and a toast, privately', async () => {
    const form = {
      intent: 'remindWhenAvailable',
      variantId: String(soldOut.id),
      email: 'Anna@Example.de',
    };
    const response = await remind(form);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/private/);
    expect(response.body).toContain('data-slot="stock-reminder-sent"');
    expect(response.body).toContain(uiText('de')('dialogs.remindWhenAvailable.sent'));
    // Asking twice is asking once, and answered the same.
    expect((await remind(form)).status).toBe(200);
  });

  test('an invalid address is answered at its field (400), what was typed kept', async () => {
    const response = await remind({
      intent: 'remindWhenAvailable',
      variantId: String(soldOut.id),
      email: 'anna@',
    });
    expect(response.status).toBe(400);
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).toContain('value="anna@"');
    expect(response.body).not.toContain('data-slot="stock-reminder-sent"');
  });

  test.each([
    ['another product’s variant', () => String(buyable.id), 404],
    ['no variant', () => 'x', 400],
  ])('%s is refused (%s)', async (_, variantId, status) => {
    const response = await remind({
      intent: 'remindWhenAvailable',
      variantId: variantId(),
      email: 'anna@example.de',
    });
    expect(response.status).toBe(status);
  });

  test('a post from a foreign page is refused (4xx), nothing stored', async () => {
    const response = await remind(
      { intent: 'remindWhenAvailable', variantId: String(soldOut.id), email: 'anna@example.de' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body).not.toContain('data-slot="stock-reminder-sent"');
  });
});

describe('click-and-reserve where the shop offers it (issue 15, spec §2; §6 clickAndReserve)', () => {
  const franceShopId = 13;
  const plain = plainVariantOnShelf(franceShopId);
  const page = () => variantPage(plain.id).path;
  const origin = () => `http://localhost:${storefront.port}`;
  const reserve = (form: Record<string, string>, path = page(), host = 'localhost') =>
    send(storefront.port, {
      method: 'POST',
      path,
      host,
      headers: { origin: `http://${host}:${storefront.port}` },
      form: { intent: 'reservePickup', variantId: String(plain.id), ...form },
    });
  const shopper = { firstName: 'Anna', lastName: 'Muster', email: 'anna@example.de' };

  async function storeInStock(): Promise<string> {
    const response = await get(storefront.port, page(), 'localhost');
    const radios = response.body.match(/<input type="radio"[^>]*name="storeId"[^>]*>/g) ?? [];
    const open = radios.find((radio) => !radio.includes('disabled'));
    const storeId = open?.match(/value="([^"]+)"/)?.[1];
    if (storeId === undefined) throw new Error('no store with the article');
    return storeId;
  }

  test('the German baby shop offers it without JavaScript; France and the Vitalia shop do not', async () => {
    const german = await get(storefront.port, page(), 'localhost');
    expect(german.body).toContain('data-slot="pickup-reservation"');
    expect(german.body).toContain('value="reservePickup"');
    const french = await get(
      storefront.port,
      variantPage(plain.id, { shopId: franceShopId, language: 'fr' }).path,
      'fr.nido.localhost',
    );
    expect(french.status).toBe(200);
    expect(french.body).not.toContain('data-slot="pickup-reservation"');
    expect(origin()).toContain('localhost');
  });

  test('a reservation is stored: the page answers with the store and its number', async () => {
    const storeId = await storeInStock();
    const response = await reserve({ storeId, ...shopper });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/private/);
    expect(response.body).toContain('data-slot="pickup-reservation-reserved"');
    expect(response.body).toMatch(/\(R\d+\)/);
  });

  test('no store and a name with digits are answered at their fields (400)', async () => {
    const response = await reserve({ ...shopper, firstName: 'Anna1' });
    expect(response.status).toBe(400);
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).toContain('value="Anna1"');
    expect(response.body).not.toContain('data-slot="pickup-reservation-reserved"');
  });

  test('a shop without click-and-reserve takes no reservation (404)', async () => {
    const response = await reserve(
      { storeId: 'koeln-city', ...shopper },
      variantPage(plain.id, { shopId: franceShopId, language: 'fr' }).path,
      'fr.nido.localhost',
    );
    expect(response.status).toBe(404);
  });
});
