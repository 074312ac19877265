import { namedComponents, preloadBlockViews } from '@vitrine/cms-blocks';
import { EmptyState } from '@vitrine/ui';
import { useTranslation } from 'react-i18next';
import { Link, type MetaDescriptor, useRouteLoaderData } from 'react-router';
import { BasketAnswers } from '../basket/basket-answers';
import { basketCallFailed } from '../basket/basket-call-failed';
import type { BasketFormResult } from '../basket/basket-form-post.server';
import { BasketInfoStepView, useMedicalInfoDialog } from '../basket/basket-info';
import { BasketLine } from '../basket/basket-lines';
import { loadBasketPage } from '../basket/basket-page.server';
import { handleBasketPagePost } from '../basket/basket-page-action.server';
import { BasketRecommendations } from '../basket/basket-recommendations';
import { BasketReserveLink, BasketReserveStep } from '../basket/basket-reserve';
import { BasketSummary } from '../basket/basket-summary';
import { blockViewsMetaName } from '../cms/block-views-meta';
import { CmsStoryView } from '../cms/cms-story-view';
import type { PageFrameData } from '../page-frame';
import { isPickupResult } from '../pickup/pickup-reservation-form';
import { CarrierInfoStep, carrierInfoCloseClass } from '../shipping/carrier-info';
import { useDataLayerEvent } from '../tracking/data-layer';
import type { Route } from './+types/basket-page';

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [];
  const story = loaderData.content?.story;
  return [
    { title: loaderData.title },
    // The visitor's own page: nothing a search engine should keep.
    { name: 'robots', content: 'noindex, nofollow' },
    // The basket content's components, for the browser to load before it hydrates.
    ...(story
      ? [{ name: blockViewsMetaName, content: [...namedComponents(story.block)].join(' ') }]
      : []),
  ];
}

// Always the visitor's own basket (`private, no-store`), the action's answer too.
export function headers({ actionHeaders, loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  if (actionHeaders.has('Cache-Control')) return actionHeaders;
  return errorHeaders ?? loaderHeaders;
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBasketPage({ request, context });
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.content) await preloadBlockViews(namedComponents(data.content.story.block));
  return data;
}

/** The basket's forms posted without JavaScript (or by their fetchers): the page answers with itself and a toast. */
export function action({ request, context }: Route.ActionArgs) {
  return handleBasketPagePost(request, context);
}

/**
 * The fetchers' posts: a call that never comes back (the network dropped it, the server failed)
 * is answered as a change not made, at the line and in a toast, rather than with the error page
 * in place of the basket.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    // A redirect, or a post the page itself called off (sent again), is not a failed call.
    if (error instanceof Response || request.signal.aborted) throw error;
    return basketCallFailed(form);
  }
}

/**
 * The basket page `/warenkorb/` (§2): the lines with their engraving edit and click-and-reserve, the totals with the
 * carrier info, the voucher and the gift card, the way to checkout and the CMS basket content; empty, the
 * recommendation slider.
 */
export default function BasketPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { t } = useTranslation();
  useDataLayerEvent(page.tracking.viewCart, 'view_cart');
  const posted = actionData as BasketFormResult | undefined;
  const frame = useRouteLoaderData<PageFrameData>('root');
  const wishlisted = new Set(frame?.shell?.wishlistedProductIds ?? []);
  const units = page.lines.reduce((sum, line) => sum + line.item.quantity, 0);
  const medicalDialog = useMedicalInfoDialog(page.paths.contact);
  const medicalInfo = page.info.medical
    ? { href: page.paths.info.medical, open: medicalDialog.open }
    : null;
  const progress = { ...page.shippingProgress, currency: page.currency };
  const postedReserve = isPickupResult(actionData) ? actionData : undefined;
  return (
    // The answers are handled above both the lines and the empty state: the last removal's
    // answer comes in when the page already shows the empty basket.
    <BasketAnswers>
      <main id="inhalt" className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8">
        <h1 className="font-display text-3xl font-bold">
          {t('basketPage.title')}
          {page.lines.length > 0 ? (
            <span className="ml-2 text-lg font-normal text-ink-soft">
              {t('basketPage.itemCount', { count: units })}
            </span>
          ) : null}
        </h1>
        {page.lines.length === 0 ? (
          <EmptyState
            kind="basket"
            title={t('basketPage.emptyTitle')}
            description={t('basketPage.emptyText')}
            action={
              <Link to={page.paths.home} className="ui-button-primary ui-button-md inline-flex">
                {t('basketPage.continueShopping')}
              </Link>
            }
          />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <section aria-labelledby="basket-lines-heading">
              <h2 id="basket-lines-heading" className="sr-only">
                {t('basketPage.lines')}
              </h2>
              <ul className="grid">
                {page.lines.map((line) => {
                  const reserve = page.reserve?.lines[line.item.key];
                  const refused =
                    postedReserve?.target === line.item.key &&
                    postedReserve.outcome.state === 'invalid'
                      ? postedReserve.outcome
                      : undefined;
                  return (
                    <BasketLine
                      key={line.item.key}
                      line={line}
                      country={page.country}
                      localePrefix={page.localePrefix}
                      contactHref={page.paths.contact}
                      postedAnswer={posted?.itemKey === line.item.key ? posted : undefined}
                      wishlist={page.wishlist}
                      wishlisted={wishlisted.has(line.item.product.id)}
                      basketPath={page.paths.basket}
                      editingEngraving={page.steps.editEngraving === line.item.key}
                      medicalInfo={medicalInfo}
                    >
                      {reserve !== undefined ? (
                        <>
                          <BasketReserveLink
                            line={line}
                            reserve={reserve}
                            basketPath={page.paths.basket}
                          />
                          {page.reserve?.step === line.item.key || refused !== undefined ? (
                            <BasketReserveStep
                              line={line}
                              reserve={reserve}
                              basketPath={page.paths.basket}
                              posted={refused}
                            />
                          ) : null}
                        </>
                      ) : null}
                    </BasketLine>
                  );
                })}
              </ul>
              {medicalDialog.element}
            </section>
            <div className="grid content-start gap-4">
              <BasketSummary
                page={page}
                locale={page.iso}
                postedAnswer={posted?.intent === 'voucherApply' ? posted : undefined}
                postedGiftCardAnswer={posted?.intent === 'giftCardApply' ? posted : undefined}
              />
              {page.steps.info !== null ? (
                <BasketInfoStepView
                  step={page.steps.info}
                  progress={progress}
                  contactHref={page.paths.contact}
                  closeHref={page.paths.basket}
                />
              ) : null}
              {page.steps.carrierInfo && page.carriers.length > 0 ? (
                <CarrierInfoStep
                  carriers={page.carriers}
                  slot="basket-carrier-step"
                  close={
                    <Link to={page.paths.basket} className={carrierInfoCloseClass}>
                      {t('basketExtras.carrierInfoClose')}
                    </Link>
                  }
                />
              ) : null}
            </div>
          </div>
        )}
        {page.lines.length === 0 ? (
          <BasketRecommendations tiles={page.recommendations} localePrefix={page.localePrefix} />
        ) : null}
        {page.content !== null ? (
          <aside data-slot="basket-content" className="rounded-card bg-muted p-6">
            <CmsStoryView
              story={page.content.story}
              page={{
                preview: false,
                currentUrl: '',
                localePrefix: page.localePrefix,
                blockData: page.content.blockData,
                campaigns: [],
                now: page.now,
              }}
            />
          </aside>
        ) : null}
      </main>
    </BasketAnswers>
  );
}
