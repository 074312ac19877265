import type * as React from 'react';
import { useUiText } from '../../i18n/ui-text';
import { useRenderLink } from '../../lib/link-renderer';
import { Button } from '../button';
import { type ContentDialogProps, DialogFrame, useCloseThen } from './dialog-frame';

type CampaignBannerDialogProps = ContentDialogProps & {
  /** The campaign's headline and text, from the CMS. */
  title: string;
  /** The campaign's text under the headline, from the CMS. */
  text: string;
  /** The campaign's picture (a CMS image), decorative. */
  image?: React.ReactNode;
  /** Where the campaign leads, with the CMS's button text (the catalogue's without one). */
  href: string;
  /** The button's text from the CMS; the catalogue's "to the campaign" when the CMS has none. */
  ctaLabel?: string;
  /** Opens the campaign conditions dialog; the button shows only when given. */
  onShowConditions?: () => void;
};

/** The campaign dialog: a campaign from the CMS with its picture, call to action and conditions. */
function CampaignBannerDialog({
  id = 'campaign-banner',
  returnFocusTo,
  open,
  onOpenChange,
  title,
  text,
  image,
  href,
  ctaLabel,
  onShowConditions,
}: CampaignBannerDialogProps) {
  const renderLink = useRenderLink();
  const { t } = useUiText();
  return (
    <DialogFrame
      id={id}
      kind="campaign-banner"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={text}
      footer={
        <>
          {onShowConditions !== undefined ? (
            <Button variant="secondary" aria-haspopup="dialog" onClick={onShowConditions}>
              {t('dialogs.campaignBanner.conditions')}
            </Button>
          ) : null}
          <Button asChild>
            {renderLink({ href, children: ctaLabel ?? t('dialogs.campaignBanner.cta') })}
          </Button>
        </>
      }
    >
      {image !== undefined ? <div data-slot="campaign-banner-image">{image}</div> : null}
    </DialogFrame>
  );
}

type CampaignConditionsDialogProps = ContentDialogProps & {
  /** The campaign the conditions belong to. */
  campaignTitle: string;
  /** The conditions, as the CMS's rich text renders them. */
  children: React.ReactNode;
};

/**
 * The campaign's conditions. Opened over the campaign banner it stacks on top, and closing
 * it returns to the banner.
 */
function CampaignConditionsDialog({
  id = 'campaign-conditions',
  returnFocusTo,
  open,
  onOpenChange,
  campaignTitle,
  children,
}: CampaignConditionsDialogProps) {
  const { t } = useUiText();
  const closeThen = useCloseThen(id);
  return (
    <DialogFrame
      id={id}
      kind="campaign-conditions"
      position="center"
      returnFocusTo={returnFocusTo}
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.campaignConditions.title')}
      description={campaignTitle}
      footer={<Button onClick={closeThen()}>{t('common.close')}</Button>}
    >
      <div data-slot="campaign-conditions-text" className="grid gap-2 text-sm">
        {children}
      </div>
    </DialogFrame>
  );
}

export {
  CampaignBannerDialog,
  type CampaignBannerDialogProps,
  CampaignConditionsDialog,
  type CampaignConditionsDialogProps,
};
