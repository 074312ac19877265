import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { fixtureImage } from '../../stories/fixtures';
import { overlayDocs } from '../../stories/overlay-docs';
import { useDialogStack } from '../dialog';
import { Image } from '../image';
import { CampaignBannerDialog, CampaignConditionsDialog } from './campaign-dialogs';
import { DialogPage, expectOpenDialog, tabTo } from './dialog-story';
import { campaign } from './overlay-fixtures';

/**
 * A campaign from the CMS as a dialog with its picture, call to action and conditions.
 * Use it for a promotion the shopper chose to read about (a banner's "conditions" link); don't
 * open it unasked.
 */
const meta = {
  title: 'Overlays/Dialogs/Campaign',
  component: CampaignBannerDialog,
  subcomponents: { CampaignConditionsDialog },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The campaign banner with its conditions one level up the stack. */
function Campaign() {
  const { open } = useDialogStack();
  return (
    <>
      <CampaignBannerDialog
        title={campaign.title}
        text={campaign.text}
        href="/kinderzimmer/"
        onShowConditions={() => open('campaign-conditions')}
        image={
          <Image
            src={fixtureImage('nursery')}
            alt=""
            width={440}
            height={220}
            fit="cover"
            rounded="card"
            quality={70}
            className="w-full"
          />
        }
      />
      <CampaignConditionsDialog campaignTitle={campaign.title}>
        <ul className="grid list-disc gap-2 ps-5">
          {campaign.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      </CampaignConditionsDialog>
    </>
  );
}

/** Campaign banner (CMS content). */
export const CampaignBannerStory: Story = {
  name: 'Campaign banner',
  render: () => (
    <DialogPage dialogId="campaign-banner" openerLabel={campaign.title}>
      <Campaign />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(campaign.title);
    await expect(screen.getByRole('link', { name: de.dialogs.campaignBanner.cta })).toHaveAttribute(
      'href',
      '/kinderzimmer/',
    );
  },
};

/**
 * Campaign conditions, opened from the banner: it is on top of the banner; closing it leaves the banner open with focus on its conditions button.
 */
export const CampaignConditionsStory: Story = {
  name: 'Campaign conditions',
  render: () => (
    <DialogPage dialogId="campaign-banner" openerLabel={campaign.title}>
      <Campaign />
    </DialogPage>
  ),
  play: async () => {
    const banner = await expectOpenDialog(campaign.title);
    const conditionsButton = screen.getByRole('button', {
      name: de.dialogs.campaignBanner.conditions,
    });
    await tabTo(conditionsButton);
    await userEvent.keyboard('{Enter}');
    const conditions = await expectOpenDialog(de.dialogs.campaignConditions.title);
    await expect(Number(conditions.getAttribute('data-level'))).toBeGreaterThan(
      Number(banner.getAttribute('data-level')),
    );
    await expect(screen.getAllByRole('listitem')).toHaveLength(campaign.conditions.length);
    await tabTo(screen.getByRole('button', { name: de.common.close }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(conditions).not.toBeInTheDocument());
    await expect(banner).toBeVisible();
    await expect(conditionsButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectOpenDialog(de.dialogs.campaignConditions.title);
  },
};
