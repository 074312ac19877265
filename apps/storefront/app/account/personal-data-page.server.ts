import { personalDataFields, personalDataFormSchema, routePath } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { parseFields } from '../../server/api/user/parse-input';
import { privatePageCache } from '../../server/http/cache-control';
import {
  accountFormDone,
  answerAccountForm,
  readAccountForm,
  refuseAccountFields,
  refuseAccountForm,
} from './account-form.server';
import { typedText } from './sign-up-post.server';
import { noFormOnThisPage, signedInCustomer } from './signed-in-customer.server';

export interface PersonalDataPageData {
  /** The stored values, as the form shows them first. */
  readonly values: Readonly<Record<(typeof personalDataFields)[number], string>>;
  /** The sign-in address: shown, not changed here. */
  readonly email: string;
  readonly myDataHref: string;
}

/** `/konto/persoenliche-daten/` (issue 19): the form with the customer's stored data. */
export async function loadPersonalDataPage(context: Readonly<RouterContextProvider>) {
  const customer = await signedInCustomer(context);
  const profile = await context.services.commerce.identity.customer(customer.customerId);
  const page: PersonalDataPageData = {
    values: {
      gender: profile?.gender ?? '',
      first_name: profile?.firstName ?? '',
      last_name: profile?.lastName ?? '',
      phone: profile?.phone ?? '',
    },
    email: profile?.email ?? '',
    myDataHref: routePath('accountMyData', context.locale.pathPrefix),
  };
  return data(page, { headers: { 'Cache-Control': privatePageCache } });
}

/**
 * The personal-data form, posted without JavaScript or by the page's fetcher: held to the one
 * schema the browser also checks (§5 name rules), stored for the signed-in customer only (the
 * session names them, never the form). The birth date has no field here and stays as stored.
 */
export async function handlePersonalDataPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const customer = await signedInCustomer(context);
  const form = await readAccountForm(request, context);
  if (form === null) return refuseAccountForm(context, 403, 'account.foreignPage');
  if (form.get('intent') !== 'personalDataSave') throw noFormOnThisPage();
  const values = Object.fromEntries(
    personalDataFields.map((field) => [field, typedText(form, field)]),
  );
  // A field not posted at all stays missing, so the schema says "required", not "invalid".
  const posted = Object.fromEntries(
    personalDataFields.flatMap((field) => (form.has(field) ? [[field, values[field]]] : [])),
  );
  const parsed = await parseFields(personalDataFormSchema, posted);
  if (!parsed.ok) return refuseAccountFields(context, parsed.errors, values);
  const { account, identity } = context.services.commerce;
  const stored = await identity.customer(customer.customerId);
  await account.updatePersonalData(customer.customerId, {
    ...parsed.data,
    ...(stored?.birthDate ? { birth_date: stored.birthDate } : {}),
  });
  return answerAccountForm(context, accountFormDone('accountData.personalDataSaved'), 200);
}
