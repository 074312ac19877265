import {
  type BannerBlock,
  type BannerCampaign,
  type CampaignBannerBlock,
  campaignPromotion,
  isCampaignActive,
} from '@vitrine/domain';
import {
  cn,
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  VoucherCode,
} from '@vitrine/ui';
import * as React from 'react';
import { CmsLink } from '../cms-link';
import { useEditable } from '../editable';
import { useCmsText } from '../i18n/cms-text';
import { useBlockRender } from '../render-context';
import { RichText } from '../richtext/rich-text';

/** The layout campaign a banner belongs to, when it runs on this page now (§3 Campaign). */
function useActiveCampaign(campaignId: string): BannerCampaign | null {
  const { campaigns, campaignPage, now } = useBlockRender();
  const campaign = campaigns.find((candidate) => candidate.id === campaignId) ?? null;
  return campaign !== null && isCampaignActive(campaign, campaignPage, now) ? campaign : null;
}

const bannerBackgrounds: Readonly<Record<BannerBlock['background'], string>> = {
  brand: 'bg-primary text-on-primary',
  accent: 'bg-primary-soft text-ink',
  neutral: 'bg-muted text-ink',
  sale: 'bg-sale text-on-sale',
};

/** A strip of text with a link; tied to a campaign, it shows only while that campaign runs. */
export function BannerView({ block }: { readonly block: BannerBlock }) {
  const editable = useEditable(block._uid);
  const campaign = useActiveCampaign(block.campaignId);
  if (block.text.trim() === '' || (block.campaignId !== '' && campaign === null)) return null;
  return (
    <aside
      {...editable}
      data-slot="cms-banner"
      data-background={block.background}
      className={cn(
        'flex flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-card px-4 py-3 text-center',
        bannerBackgrounds[block.background],
      )}
    >
      <span>{block.text}</span>
      <CmsLink link={block.link} className="font-bold underline underline-offset-2">
        {block.link === null ? null : '→'}
      </CmsLink>
    </aside>
  );
}

/**
 * Tells the page a running campaign's banner was shown (§4 view promotion), once for each
 * campaign and page it shows on; the page's handler decides whether it is reported.
 */
function usePromotionView(campaign: BannerCampaign | null): void {
  const { onPromotionView, campaignPage } = useBlockRender();
  const path = campaignPage.path ?? '/';
  const latest = React.useRef({ campaign, onPromotionView });
  latest.current = { campaign, onPromotionView };
  const campaignId = campaign?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new campaign or page is a new view.
  React.useEffect(() => {
    const { campaign: shown, onPromotionView: report } = latest.current;
    if (shown !== null) report?.(campaignPromotion(shown, path));
  }, [campaignId, path]);
}

/**
 * The banner of a running campaign: its headline and text, its voucher code to copy, a link,
 * and the conditions in the campaign-conditions dialog (§2 dialogs). A promotion, so in the
 * brand's colours in a coupon's dashed frame — not the sale or error red. Nothing while the
 * campaign does not run.
 */
export function CampaignBannerView({ block }: { readonly block: CampaignBannerBlock }) {
  const editable = useEditable(block._uid);
  const campaign = useActiveCampaign(block.campaignId);
  const t = useCmsText();
  usePromotionView(campaign);
  if (campaign === null) return null;
  const conditions = block.conditions.content.length > 0 ? block.conditions : campaign.conditions;
  return (
    <aside
      {...editable}
      data-slot="cms-campaign-banner"
      data-campaign={campaign.id}
      className="flex flex-col gap-2 rounded-card border-2 border-dashed border-primary bg-primary-soft px-4 py-3 text-ink"
    >
      {campaign.headline === '' ? null : (
        <strong className="font-display text-lg text-primary-strong">{campaign.headline}</strong>
      )}
      {campaign.text === '' ? null : <p>{campaign.text}</p>}
      {campaign.voucherCode ? <VoucherCode code={campaign.voucherCode} /> : null}
      <CmsLink
        link={campaign.link}
        className="self-start font-bold text-primary-strong underline underline-offset-2"
      >
        {campaign.name || campaign.headline}
      </CmsLink>
      <CampaignConditions
        id={`campaign-conditions-${block._uid}`}
        label={block.label || t('campaignConditions')}
        title={t('campaignConditions')}
        conditions={conditions}
      />
    </aside>
  );
}

function CampaignConditions({
  id,
  label,
  title,
  conditions,
}: {
  readonly id: string;
  readonly label: string;
  readonly title: string;
  readonly conditions: CampaignBannerBlock['conditions'];
}) {
  if (conditions.content.length === 0) return null;
  return (
    <Dialog id={id} position="center">
      <DialogTrigger asChild>
        <button
          type="button"
          data-slot="cms-campaign-conditions-trigger"
          className="self-start underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-focus"
        >
          {label}
        </button>
      </DialogTrigger>
      <DialogContent data-slot="cms-campaign-conditions">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          <RichText doc={conditions} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
