/** The fields of a new billing address, named as the checkout form names them after `billingAddress.`. */
type AddressField =
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'houseNumber'
  | 'postalCode'
  | 'city'
  | 'country';

/**
 * The hidden fields of the checkout page's form (§2 checkout) as the page drew them: its
 * idempotency key and the fingerprint of the basket it reviewed.
 */
export function checkoutHiddenFields(html: string): {
  idempotencyKey: string;
  basketFingerprint: string;
} {
  const value = (name: string) =>
    new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
  return { idempotencyKey: value('idempotencyKey'), basketFingerprint: value('basketFingerprint') };
}

/** The guest's address the checkout tests give: Gabi Gast, Lindenallee 12a, 50667 Köln, Germany. */
export const guestAddress: Readonly<Record<AddressField, string>> = {
  firstName: 'Gabi',
  lastName: 'Gast',
  street: 'Lindenallee',
  houseNumber: '12a',
  postalCode: '50667',
  city: 'Köln',
  country: 'DE',
};

/**
 * A guest's new billing address as the checkout form posts it: Gabi Gast, Lindenallee 12a,
 * 50667 Köln, Germany, with `change` over those fields.
 */
export function newBillingAddress(
  change: Partial<Record<AddressField, string>> = {},
): Record<string, string> {
  const address: Record<AddressField, string> = { ...guestAddress, ...change };
  return {
    billingAddressId: 'new',
    ...Object.fromEntries(
      Object.entries(address).map(([field, value]) => [`billingAddress.${field}`, value]),
    ),
  };
}
