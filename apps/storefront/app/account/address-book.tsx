import {
  type AddressBookIntent,
  addressBookFieldPrefix,
  addressBookSaveInput,
  addressBookSaveSchema,
} from '@vitrine/domain';
import { Button, Link } from '@vitrine/ui';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddressFields } from '../checkout/checkout-address-fields';
import { CheckoutCheckbox } from '../checkout/checkout-fields';
import { type AccountFormMessage, type AccountFormResult, messagesAt } from './account-form';
import { useAccountFormFetcher } from './account-form-fetcher';
import type { AddressBookEditing, AddressBookPageData } from './address-book-page.server';
import type { AddressBookEntryView } from './address-book-views.server';
import { FormAlert } from './login-forms';

/** Where the page puts the focus when the element that had it went (an entry deleted). */
export const addressBookHeadingId = 'address-book-heading';

/** One button of an entry, a form of its own (no JavaScript needed), sent by a fetcher. */
function EntryButton({
  entry,
  intent,
  label,
  pageHref,
  variant = 'secondary',
}: {
  readonly entry: AddressBookEntryView;
  readonly intent: Exclude<AddressBookIntent, 'addressSave'>;
  readonly label: string;
  readonly pageHref: string;
  readonly variant?: 'secondary' | 'ghost';
}) {
  const fetcher = useAccountFormFetcher(`${intent}-${entry.id}`, (answer) => {
    if (answer.ok && intent === 'addressDelete') {
      document.getElementById(addressBookHeadingId)?.focus();
    }
  });
  return (
    <fetcher.Form method="post" action={pageHref}>
      <input type="hidden" name="addressId" value={entry.id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={variant}
        size="sm"
        disabled={fetcher.state !== 'idle'}
        aria-describedby={`address-${entry.id}-name`}
      >
        {label}
      </Button>
    </fetcher.Form>
  );
}

/** An entry: its lines, which default it is, and what can be done with it. */
function AddressBookEntry({
  entry,
  pageHref,
}: {
  readonly entry: AddressBookEntryView;
  readonly pageHref: string;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="grid content-start gap-3 rounded-card border border-line bg-surface p-4"
      data-slot="address-book-entry"
    >
      <h3 id={`address-${entry.id}-name`} className="font-bold">
        {entry.address.name}
      </h3>
      <address className="grid not-italic">
        {entry.address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{t(`countries.${entry.address.country}`)}</span>
      </address>
      {entry.isDefaultBilling || entry.isDefaultShipping ? (
        <ul className="grid gap-1 text-sm font-semibold text-primary">
          {entry.isDefaultBilling ? <li>{t('accountData.isDefaultBilling')}</li> : null}
          {entry.isDefaultShipping ? <li>{t('accountData.isDefaultShipping')}</li> : null}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link
          variant="standalone"
          href={entry.editHref}
          aria-describedby={`address-${entry.id}-name`}
          className="self-center"
        >
          {t('accountData.editAddress')}
        </Link>
        {entry.isDefaultBilling ? null : (
          <EntryButton
            entry={entry}
            intent="addressDefaultBilling"
            label={t('accountData.makeDefaultBilling')}
            pageHref={pageHref}
          />
        )}
        {entry.isDefaultShipping ? null : (
          <EntryButton
            entry={entry}
            intent="addressDefaultShipping"
            label={t('accountData.makeDefaultShipping')}
            pageHref={pageHref}
          />
        )}
        <EntryButton
          entry={entry}
          intent="addressDelete"
          label={t('accountData.deleteAddress')}
          pageHref={pageHref}
          variant="ghost"
        />
      </div>
    </li>
  );
}

/**
 * What the address book's save would refuse, by the schema the server applies (issue 19: the same
 * Zod schema on both sides), as the server words it; none when the form may go.
 */
function refusedFields(form: HTMLFormElement): AccountFormMessage[] {
  const typed = new FormData(form);
  const read = (name: string) => {
    const value = typed.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = addressBookSaveSchema.safeParse(addressBookSaveInput(read));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    key: issue.message,
    params: {},
  }));
}

/**
 * The address form of a new or an edited entry: the checkout's address fields (validated per
 * country by the same schema), and whether it becomes the default billing or shipping address.
 * With JavaScript the schema is applied before sending (the first refused field gets the
 * focus), a fetcher sends it and, once saved, the page goes back to the list.
 */
function AddressForm({
  editing,
  page,
  posted,
}: {
  readonly editing: AddressBookEditing;
  readonly page: AddressBookPageData;
  readonly posted: AccountFormResult | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useAccountFormFetcher(
    editing.kind === 'edit' ? `address-save-${editing.id}` : 'address-save-new',
    (answer) => {
      if (answer.ok) void navigate(page.pageHref, { replace: true, preventScrollReset: true });
    },
  );
  const result = fetcher.data ?? posted;
  const values = result?.ok === false ? (result.values ?? {}) : {};
  // Refused in the browser: shown until the next try, instead of the last answer's.
  const [refused, setRefused] = React.useState<readonly AccountFormMessage[] | null>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  const errors = refused ?? result?.errors ?? [];
  React.useEffect(() => {
    if (refused === null || refused.length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const headingKey = editing.kind === 'edit' ? 'accountData.editAddress' : 'accountData.addAddress';
  return (
    <section
      aria-labelledby="address-form-heading"
      className="grid gap-4 rounded-card border border-line p-4"
    >
      <h2 id="address-form-heading" className="text-xl font-bold">
        {t(headingKey)}
      </h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={editing.formAction}
        noValidate
        className="grid gap-4"
        data-slot="address-form"
        onSubmit={(event) => {
          const refusals = refusedFields(event.currentTarget);
          setRefused(refusals.length > 0 ? refusals : null);
          if (refusals.length > 0) event.preventDefault();
        }}
      >
        <FormAlert messages={messagesAt(result, '')} />
        <input type="hidden" name="addressId" value={editing.kind === 'edit' ? editing.id : ''} />
        <AddressFields
          prefix={addressBookFieldPrefix}
          salutationRequired
          defaults={editing.fields}
          countries={page.countries}
          postalCodeExamples={page.postalCodeExamples}
          values={values}
          errors={errors}
        />
        {editing.kind === 'edit' && editing.isDefaultBilling ? null : (
          <CheckoutCheckbox
            name="defaultBilling"
            label={t('accountData.useAsDefaultBilling')}
            defaultChecked={values.defaultBilling !== undefined}
            errors={errors.filter((error) => error.field === 'defaultBilling')}
          />
        )}
        {editing.kind === 'edit' && editing.isDefaultShipping ? null : (
          <CheckoutCheckbox
            name="defaultShipping"
            label={t('accountData.useAsDefaultShipping')}
            defaultChecked={values.defaultShipping !== undefined}
            errors={errors.filter((error) => error.field === 'defaultShipping')}
          />
        )}
        <div className="flex flex-wrap items-center gap-4">
          <Button
            type="submit"
            name="intent"
            value="addressSave"
            disabled={fetcher.state !== 'idle'}
          >
            {t('accountData.saveAddress')}
          </Button>
          {page.entries.length > 0 ? (
            <Link variant="standalone" href={page.pageHref}>
              {t('accountData.cancel')}
            </Link>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}

/**
 * The address book (issue 19 `/konto/adressbuch/`): the entries with their defaults, and the
 * form of a new or edited entry. Every change is a form posting to the page (no JavaScript
 * needed), sent by a fetcher once the script runs; the answer is a toast.
 */
export function AddressBook({
  page,
  posted,
}: {
  readonly page: AddressBookPageData;
  readonly posted: AccountFormResult | undefined;
}) {
  const { t } = useTranslation();
  // Without JavaScript, a saved entry answers with the list (the form's step is over).
  const editing = posted?.ok === true ? null : page.editing;
  return (
    <div className="grid gap-6">
      {editing !== null ? (
        <AddressForm
          key={editing.kind === 'edit' ? editing.id : 'add'}
          editing={editing}
          page={page}
          posted={posted}
        />
      ) : null}
      <section aria-labelledby={addressBookHeadingId} className="grid gap-3">
        <h2 id={addressBookHeadingId} tabIndex={-1} className="text-xl font-bold outline-none">
          {t('accountData.savedAddresses')}
        </h2>
        {page.entries.length === 0 ? (
          <p>{t('accountData.noAddresses')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {page.entries.map((entry) => (
              <AddressBookEntry key={entry.id} entry={entry} pageHref={page.pageHref} />
            ))}
          </ul>
        )}
        {editing === null ? (
          <p>
            <Link variant="standalone" href={page.addHref}>
              {t('accountData.addAddress')}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
