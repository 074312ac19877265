import { AddressBookFullError } from '@vitrine/commerce';
import {
  addressBookParameters,
  addressBookSaveInput,
  addressBookSaveSchema,
  type CountryCode,
  checkoutAddressFields,
  countryCodes,
  isAddressBookId,
  isAddressBookIntent,
  postalCodeExamples,
  routePath,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { privatePageCache } from '../../server/http/cache-control';
import type { AddressFieldDefaults } from '../checkout/checkout-address-fields';
import type { AccountFormMessage } from './account-form';
import {
  accountFormDone,
  answerAccountForm,
  readAccountForm,
  refuseAccountFields,
  refuseAccountForm,
} from './account-form.server';
import {
  type AddressBookEntryView,
  addressBookEntryView,
  addressFieldsOf,
  addressInputOf,
  madeDefault,
} from './address-book-views.server';
import { typedText } from './sign-up-post.server';
import {
  accountPageNotFound,
  noFormOnThisPage,
  signedInCustomer,
} from './signed-in-customer.server';

/** The address form shown: a new entry, an entry edited (with its fields), or none. */
export type AddressBookEditing =
  | { readonly kind: 'add'; readonly fields: AddressFieldDefaults; readonly formAction: string }
  | {
      readonly kind: 'edit';
      /** The step's own address, so a refused post shows the form again with its messages. */
      readonly formAction: string;
      readonly id: string;
      readonly fields: AddressFieldDefaults;
      readonly isDefaultBilling: boolean;
      readonly isDefaultShipping: boolean;
    };

export interface AddressBookPageData {
  readonly entries: readonly AddressBookEntryView[];
  readonly editing: AddressBookEditing | null;
  /** The page itself: where the forms post and "cancel" leads. */
  readonly pageHref: string;
  readonly addHref: string;
  readonly myDataHref: string;
  readonly countries: readonly CountryCode[];
  readonly postalCodeExamples: Readonly<Record<CountryCode, string>>;
}

/**
 * `/konto/adressbuch/` (issue 19): the customer's addresses with their defaults, and the
 * address form for a new entry (`?neu`) or one of theirs (`?bearbeiten={id}`). An id that is
 * malformed, unknown or another customer's is the 404 page, as an order number is.
 */
export async function loadAddressBookPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const customer = await signedInCustomer(context);
  const { services, shop, locale } = context;
  const { account, identity } = services.commerce;
  const [entries, profile] = await Promise.all([
    account.addresses(customer.customerId),
    identity.customer(customer.customerId),
  ]);
  const pageHref = routePath('accountAddressBook', locale.pathPrefix);
  const query = new URL(request.url).searchParams;
  let editing: AddressBookEditing | null = null;
  const editId = query.get(addressBookParameters.edit);
  if (editId !== null) {
    const entry = isAddressBookId(editId) ? entries.find((each) => each.id === editId) : undefined;
    if (entry === undefined) throw accountPageNotFound(context.path);
    editing = {
      kind: 'edit',
      formAction: `${pageHref}?${addressBookParameters.edit}=${entry.id}`,
      id: entry.id,
      fields: addressFieldsOf(entry),
      isDefaultBilling: entry.isDefaultBilling,
      isDefaultShipping: entry.isDefaultShipping,
    };
  } else if (query.has(addressBookParameters.add) || entries.length === 0) {
    editing = {
      kind: 'add',
      formAction: `${pageHref}?${addressBookParameters.add}`,
      fields: {
        salutation: profile?.gender ?? '',
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        country: shop.country,
      },
    };
  }
  const page: AddressBookPageData = {
    entries: entries.map((entry) =>
      addressBookEntryView(entry, `${pageHref}?${addressBookParameters.edit}=${entry.id}`),
    ),
    editing,
    pageHref,
    addHref: `${pageHref}?${addressBookParameters.add}`,
    myDataHref: routePath('accountMyData', locale.pathPrefix),
    countries: countryCodes,
    postalCodeExamples,
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}

/** The address fields as typed, shown again after a refusal. */
function typedAddress(form: FormData): Record<string, string> {
  return Object.fromEntries([
    ...checkoutAddressFields.map((field) => [
      `address.${field}`,
      typedText(form, `address.${field}`),
    ]),
    ...['addressId', 'defaultBilling', 'defaultShipping'].flatMap((name) =>
      form.has(name) ? [[name, typedText(form, name, 40)]] : [],
    ),
  ]);
}

/**
 * The address book's forms, posted without JavaScript or by the page's fetchers: save an
 * entry (validated per country with the checkout's one address schema), delete one, or make
 * one the default billing or shipping address. The customer is the session's; the engine
 * touches only their own entries, and an id that is not theirs is the 404 page.
 */
export async function handleAddressBookPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { customerId } = await signedInCustomer(context);
  const form = await readAccountForm(request, context);
  if (form === null) return refuseAccountForm(context, 403, 'account.foreignPage');
  const intent = form.get('intent');
  if (!isAddressBookIntent(intent)) throw noFormOnThisPage();
  const { account } = context.services.commerce;
  const notFound = () => accountPageNotFound(context.path);

  if (intent === 'addressSave') {
    const read = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const parsed = addressBookSaveSchema.safeParse(addressBookSaveInput(read));
    if (!parsed.success) {
      // The address rules' keys are the checkout's and the domain's own, kept as they are.
      const errors: AccountFormMessage[] = parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.'),
        key: issue.message,
        params: {},
      }));
      return refuseAccountFields(context, errors, typedAddress(form));
    }
    const input = addressInputOf(parsed.data);
    if (parsed.data.addressId !== undefined) {
      const saved = await account.updateAddress(customerId, parsed.data.addressId, input);
      if (saved === null) throw notFound();
    } else {
      try {
        await account.addAddress(customerId, input);
      } catch (error) {
        if (!(error instanceof AddressBookFullError)) throw error;
        return refuseAccountForm(context, 409, 'accountData.addressBookFull');
      }
    }
    return answerAccountForm(context, accountFormDone('accountData.addressSaved'), 200);
  }

  const addressId = form.get('addressId');
  if (!isAddressBookId(addressId)) throw notFound();
  if (intent === 'addressDelete') {
    if (!(await account.deleteAddress(customerId, addressId))) throw notFound();
    return answerAccountForm(context, accountFormDone('accountData.addressDeleted'), 200);
  }
  const entry = (await account.addresses(customerId)).find((each) => each.id === addressId);
  if (entry === undefined) throw notFound();
  const which = intent === 'addressDefaultBilling' ? 'billing' : 'shipping';
  await account.updateAddress(customerId, addressId, madeDefault(entry, which));
  return answerAccountForm(
    context,
    accountFormDone(
      which === 'billing' ? 'accountData.defaultBillingSet' : 'accountData.defaultShippingSet',
    ),
    200,
  );
}
