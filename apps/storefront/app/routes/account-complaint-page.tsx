import { useTranslation } from 'react-i18next';
import type { MetaDescriptor } from 'react-router';
import { AccountDataPage } from '../account/account-data-page';
import { accountPageMeta } from '../account/account-meta';
import { ComplaintForm } from '../account/complaint-form';
import { handleComplaintPost, loadComplaintPage } from '../account/complaint-page.server';
import type { ComplaintFormResult } from '../account/complaint-views';
import { accountPageHeaders } from '../account/private-page';
import type { Route } from './+types/account-complaint-page';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadComplaintPage(context, params.orderNumber);
}

/** Each step of the complaint form, posted without JavaScript or by its fetcher. */
export function action({ request, context, params }: Route.ActionArgs) {
  return handleComplaintPost(request, context, params.orderNumber);
}

/** The customer's own page: `private, no-store` from the action, the loader or the 404. */
export function headers(args: Route.HeadersArgs) {
  return accountPageHeaders(args);
}

export function meta({ matches, params }: Route.MetaArgs): MetaDescriptor[] {
  return accountPageMeta(matches, 'accountComplaint.title', { orderNumber: params.orderNumber });
}

/**
 * §2 `/konto/bestellung/reklamation/{orderNumber}/` (issue 19): a complaint about a shipped or
 * delivered order of the customer's — which articles, how many, why — reviewed, then sent to
 * customer service with a receipt by mail.
 */
export default function AccountComplaintPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const page = loaderData;
  return (
    <AccountDataPage
      title={t('accountComplaint.title', { orderNumber: page.orderNumber })}
      back={{ href: page.orderHref, label: t('accountComplaint.backToOrder') }}
      details={
        <p className="text-ink-soft">
          {t('account.placedOn')} <time dateTime={page.placedOnIso}>{page.placedOn}</time>
        </p>
      }
    >
      {page.lines.length > 0 ? (
        <ComplaintForm page={page} posted={actionData as ComplaintFormResult | undefined} />
      ) : (
        <p data-slot="complaint-not-possible">{t('accountComplaint.notComplainable')}</p>
      )}
    </AccountDataPage>
  );
}
