import { routePath } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import type { AddressView } from '../checkout/checkout-view.server';
import { addressView } from '../checkout/checkout-view.server';
import { signedInCustomer } from './signed-in-customer.server';

export interface MyDataPageData {
  readonly person: {
    /** `f`, `m`, `d`, or '' when the account has none. */
    readonly salutation: string;
    readonly name: string;
    readonly email: string;
    readonly phone: string | null;
  };
  readonly defaultBilling: AddressView | null;
  readonly defaultShipping: AddressView | null;
  readonly addressCount: number;
  readonly links: {
    readonly personalData: string;
    readonly addressBook: string;
    readonly password: string;
    readonly account: string;
    readonly deleteAccount: string;
  };
}

/**
 * `/konto/meine-daten/` (issue 19): what the shop keeps about the customer at a glance — the
 * person, the default billing and shipping address — with the ways to change each.
 */
export async function loadMyDataPage(context: Readonly<RouterContextProvider>) {
  const customer = await signedInCustomer(context);
  const { services, locale } = context;
  const [profile, entries] = await Promise.all([
    services.commerce.identity.customer(customer.customerId),
    services.commerce.account.addresses(customer.customerId),
  ]);
  const billing = entries.find((entry) => entry.isDefaultBilling);
  const shipping = entries.find((entry) => entry.isDefaultShipping);
  const page: MyDataPageData = {
    person: {
      salutation: profile?.gender ?? '',
      name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' '),
      email: profile?.email ?? '',
      phone: profile?.phone ?? null,
    },
    defaultBilling: billing === undefined ? null : addressView(billing),
    defaultShipping: shipping === undefined ? null : addressView(shipping),
    addressCount: entries.length,
    links: {
      personalData: routePath('accountPersonalData', locale.pathPrefix),
      addressBook: routePath('accountAddressBook', locale.pathPrefix),
      password: routePath('accountPassword', locale.pathPrefix),
      account: routePath('account', locale.pathPrefix),
      deleteAccount: routePath('accountDelete', locale.pathPrefix),
    },
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}
