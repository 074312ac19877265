import type { Language } from '@vitrine/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { translator } from '../../app/i18n/translator';
import { browserVisitor, handSessionTo } from './browser-visitor';
import { withConsentByDefault } from './consent';
import {
  type CustomerPlan,
  customerPassword,
  type PreparedCustomer,
  type ShopWithOrders,
  signIn,
  startShopWithOrders,
} from './shop-with-orders';
import { type PlainResponse, send } from './storefront-server';
import { launchTestChromium } from './test-chromium';
import { uiText } from './texts';

/**
 * What the account suites share (issue 19, §2 `/konto/…`, §4 auth guard): a production server
 * over a seeded database with the suite's customers and their orders, each customer signed in
 * once, and requests that each come from an address of their own — so the per-client limits
 * never count two tests together — in the suite's own network (`10.62`), apart from the other
 * suites'. Called at a suite's top level, it registers the hooks that start and stop the server.
 */

interface AccountSuiteOptions {
  /** The first two parts of the suite's client addresses (`10.62`): its own network. */
  readonly network: string;
  /**
   * More of the server's environment (an `SMTP_URL` to read its mails), read when the suite
   * starts, after the hooks registered before this call (a mail listener's).
   */
  readonly env?: () => Readonly<Record<string, string>>;
}

function startedSuite(plans: readonly CustomerPlan[], options: AccountSuiteOptions) {
  let shop: ShopWithOrders | undefined;
  beforeAll(async () => {
    // The server believes the proxy on loopback, so each request's own address is the client
    // the per-client limits count: without it every login of the suite came from 127.0.0.1,
    // and a quick run passed the login's 10 a minute (a 429 on CI).
    shop = await startShopWithOrders(plans, { TRUST_PROXY: 'loopback', ...options.env?.() });
  });
  afterAll(() => shop?.stop());
  const started = (): ShopWithOrders => {
    if (shop === undefined) throw new Error('the shop is used before the suite started it');
    return shop;
  };
  const customer = (email: string): PreparedCustomer => {
    const found = started().customers.find((candidate) => candidate.email === email);
    if (found === undefined) throw new Error(`no customer ${email}`);
    return found;
  };
  return { started, customer };
}

export interface AccountSuite {
  /** The server's port. */
  readonly port: number;
  /** The customers as the engine holds them: their hosts, ids and order numbers. */
  readonly customers: readonly PreparedCustomer[];
  /** The suite's customer with this address (a test's typo throws). */
  customer(email: string): PreparedCustomer;
  /** The session cookie the customer was signed in with when the suite started. */
  cookie(email: string): string;
  /** The headers of a request from a new address of the suite's network, from `host`'s origin. */
  client(host?: string): Record<string, string>;
  /** The page at `path` in the customer's shop, with their session (or `cookie`). */
  view(email: string, path: string, cookie?: string): Promise<PlainResponse>;
  /** A form posted to `path` as a browser without JavaScript posts it, with the session. */
  post(
    email: string,
    path: string,
    form: Record<string, string>,
    options?: { readonly origin?: string; readonly cookie?: string },
  ): Promise<PlainResponse>;
}

/** The account suite over HTTP: every customer signed in once before the first test. */
export function accountSuite(
  plans: readonly CustomerPlan[],
  options: AccountSuiteOptions,
): AccountSuite {
  const { started, customer } = startedSuite(plans, options);
  const cookies = new Map<string, string>();
  let forwarded = 0;
  beforeAll(async () => {
    const shop = started();
    for (const [index, who] of shop.customers.entries()) {
      cookies.set(who.email, await signIn(shop.port, who, `${options.network}.255.${index + 1}`));
    }
  });
  const client = (host = 'localhost'): Record<string, string> => {
    forwarded += 1;
    return {
      origin: `http://${host}:${started().port}`,
      'x-forwarded-for': `${options.network}.${Math.floor(forwarded / 250)}.${forwarded % 250}`,
    };
  };
  const cookie = (email: string) => cookies.get(email) ?? '';
  return {
    get port() {
      return started().port;
    },
    get customers() {
      return started().customers;
    },
    customer,
    cookie,
    client,
    view(email, path, session = cookie(email)) {
      const who = customer(email);
      return send(started().port, {
        path,
        host: who.host,
        headers: { ...client(who.host), cookie: session },
      });
    },
    post(email, path, form, { origin, cookie: session = cookie(email) } = {}) {
      const who = customer(email);
      return send(started().port, {
        method: 'POST',
        path,
        host: who.host,
        headers: {
          ...client(who.host),
          ...(origin === undefined ? {} : { origin }),
          cookie: session,
        },
        form,
      });
    },
  };
}

/** A market a browser suite visits: its host, its path prefix, its language. */
export interface AccountMarket {
  readonly host: string;
  readonly prefix: string;
  readonly language: Language;
}

/** The Nido markets the account suites visit, one per language: German, Swiss French, Belgian Dutch. */
export const accountMarkets = [
  { name: 'baby DE', host: 'localhost', prefix: '', language: 'de', country: 'DE' },
  {
    name: 'baby CH in French',
    host: 'ch.nido.localhost',
    prefix: '/fr',
    language: 'fr',
    country: 'CH',
  },
  {
    name: 'baby BE in Dutch',
    host: 'be.nido.localhost',
    prefix: '/nl',
    language: 'nl',
    country: 'BE',
  },
] as const satisfies readonly (AccountMarket & {
  readonly name: string;
  readonly country: string;
})[];

export interface AccountBrowserSuite {
  readonly port: number;
  readonly browser: Browser;
  customer(email: string): PreparedCustomer;
  /** The address of `path` on `host` at the suite's server. */
  url(host: string, path: string): string;
  /**
   * A browser of its own visitor that asks for the market's `path`, is sent to the login by
   * the guard, signs in there as `email` and is led back; the page is hydrated on return.
   */
  signedInAt(market: AccountMarket, email: string, path: string): Promise<Page>;
  /** A window of `email`'s own, signed in through the §7 login call, at the market's `path`. */
  customerAt(
    market: AccountMarket,
    email: string,
    javaScript: boolean,
    path: string,
  ): Promise<Page>;
}

/** The account suite in Debian's Chromium: the same shop, and a browser beside it. */
export function accountBrowserSuite(
  plans: readonly CustomerPlan[],
  options: AccountSuiteOptions,
): AccountBrowserSuite {
  const { started, customer } = startedSuite(plans, options);
  let browser: Browser | undefined;
  let visitors = 0;
  beforeAll(async () => {
    // Windows hold a valid consent: these journeys are not about the banner (support/consent.ts).
    browser = withConsentByDefault(await launchTestChromium());
  });
  afterAll(() => browser?.close());
  const launched = (): Browser => {
    if (browser === undefined) throw new Error('the browser is used before the suite started it');
    return browser;
  };
  const url = (host: string, path: string) => `http://${host}:${started().port}${path}`;
  const nextAddress = () => {
    visitors += 1;
    return `${options.network}.${Math.floor(visitors / 250)}.${visitors % 250}`;
  };
  return {
    get port() {
      return started().port;
    },
    get browser() {
      return launched();
    },
    customer,
    url,
    async signedInAt(market, email, path) {
      const context = await launched().newContext({
        extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
      });
      const page = await context.newPage();
      await page.goto(url(market.host, `${market.prefix}${path}`), { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe(`${market.prefix}/login/`);
      const login = page.locator('form[aria-labelledby="login-heading"]');
      await login.locator('input[name="email"]').fill(email);
      await login.locator('input[name="password"]').fill(customerPassword);
      await login.locator('input[name="password"]').press('Enter');
      await page.waitForURL((address) => address.pathname === `${market.prefix}${path}`);
      await page.waitForLoadState('networkidle');
      return page;
    },
    async customerAt(market, email, javaScript, path) {
      const cookie = await signIn(started().port, customer(email), nextAddress());
      const context = await browserVisitor(launched(), javaScript);
      await handSessionTo(context, market.host, cookie);
      const page = await context.newPage();
      await page.goto(url(market.host, `${market.prefix}${path}`), { waitUntil: 'networkidle' });
      return page;
    },
  };
}

/** One customer of each market (its `email`), with the same plan (name, orders, balance). */
export function marketCustomers(
  markets: readonly (AccountMarket & { readonly email: string })[],
  plan: Omit<CustomerPlan, 'host' | 'email'>,
): CustomerPlan[] {
  return markets.map((market) => ({ ...plan, host: market.host, email: market.email }));
}

/** A market's texts: the storefront's (`shop`) and ui's (`ui`), with their placeholder values. */
export const marketTexts = (language: Language) => ({
  shop: (key: string, values: Record<string, string | number> = {}) =>
    translator(language).t(key, values),
  ui: uiText(language),
});
