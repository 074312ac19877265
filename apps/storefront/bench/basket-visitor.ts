/**
 * A visitor with a filled basket, for the benchmark's basket line (issue 16: the basket page
 * with five lines). The basket is filled as the shop's own scripts fill it, through /api, and
 * the page is then measured with the visitor's session cookie.
 */
import { randomBytes } from 'node:crypto';
import { send } from '../test/support/storefront-server';

interface ApiVariant {
  readonly id: number;
  readonly stock: { readonly quantity: number };
  readonly logistics: { readonly bvc: number };
}

/** Variants the baby DE shop sells as plain parcels (no freight, no bundle), in stock. */
async function buyableVariants(port: number, wanted: number): Promise<ApiVariant[]> {
  const found: ApiVariant[] = [];
  for (let first = 2_000_001; first < 2_000_400 && found.length < wanted; first += 40) {
    const keys = Array.from({ length: 40 }, (_, index) => String(first + index));
    const answer = await send(port, {
      path: `/api/shop/recommendations/?referenceKeys=${keys.join(',')}&locale=de-DE`,
    });
    const { products } = JSON.parse(answer.body) as { products: { variants: ApiVariant[] }[] };
    // One variant per product: five lines of five products, as a shopper's basket has.
    for (const product of products) {
      const variant = product.variants.find(
        (candidate) => candidate.logistics.bvc === 1 && candidate.stock.quantity >= 5,
      );
      if (variant !== undefined) found.push(variant);
    }
  }
  if (found.length < wanted) throw new Error(`only ${found.length} buyable variants found`);
  return found.slice(0, wanted);
}

/** The session cookie (`vitrine_session=…`) of a new visitor with `lines` basket lines. */
export async function visitorWithBasket(port: number, lines: number): Promise<string> {
  let cookie: string | undefined;
  const basketKey = `basket_10_${randomBytes(16).toString('hex')}`;
  for (const [index, variant] of (await buyableVariants(port, lines)).entries()) {
    const added = await send(port, {
      method: 'POST',
      path: '/api/shop/basket/addItem/?locale=de-DE',
      headers: { origin: `http://localhost:${port}`, ...(cookie ? { cookie } : {}) },
      json: { basketKey, variantId: variant.id, quantity: 1 + (index % 3) },
    });
    if (added.status >= 300) throw new Error(`adding to the basket answered ${added.status}`);
    const opened = [added.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith('vitrine_session='));
    cookie ??= opened?.split(';', 1)[0];
  }
  if (cookie === undefined) throw new Error('the basket calls opened no session');
  return cookie;
}

/**
 * The session cookie of a guest (issue 18: §5 guest sign-in) with `lines` basket lines, for the
 * checkout page's line: the basket is filled anonymously, then the visitor continues as a
 * guest, as a shopper does from `/kasse/login/`, and the basket merges into the guest's.
 */
export async function guestWithBasket(port: number, lines: number): Promise<string> {
  const anonymous = await visitorWithBasket(port, lines);
  const signedIn = await send(port, {
    method: 'POST',
    path: '/api/user/auth/guest/',
    headers: { origin: `http://localhost:${port}`, cookie: anonymous },
    json: {
      first_name: 'Greta',
      last_name: 'Gast',
      gender: 'f',
      email: `bench.guest.${randomBytes(6).toString('hex')}@example.de`,
      newsletter: false,
    },
  });
  if (signedIn.status !== 200) throw new Error(`the guest sign-in answered ${signedIn.status}`);
  const cookie = [signedIn.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('vitrine_session='))
    ?.split(';', 1)[0];
  if (cookie === undefined) throw new Error('the guest sign-in set no session');
  return cookie;
}
