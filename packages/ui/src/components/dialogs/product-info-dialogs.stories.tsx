import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/interpolate';
import { fixtureImage } from '../../stories/fixtures';
import { overlayDocs } from '../../stories/overlay-docs';
import { fixtureProductImage, strollerProduct } from '../../stories/shopping-fixtures';
import { Link } from '../link';
import { DialogPage, expectOpenDialog } from './dialog-story';
import { promotionDisclaimer, romperProduct, seals } from './overlay-fixtures';
import {
  ElectricalLawDialog,
  ProductImageDialog,
  ProductPopupDialog,
  ProductSealsDialog,
  PromotionDisclaimerDialog,
} from './product-info-dialogs';

import { productInfoDialogsStoryMeta, RemindWhenAvailable } from './product-info-dialogs.story-kit';

/**
 * More about a product: a quick view, its pictures large, seals, the electrical equipment
 * information, a promotion's disclaimer and "remind me when available". Use them for details a
 * shopper asks for; keep what everyone needs on the page itself.
 */
const meta = {
  title: 'Overlays/Dialogs/Product info',
  component: ElectricalLawDialog,
  ...productInfoDialogsStoryMeta,
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** Product popup: a quick view with picture, rating, price, delivery time and the page link. */
export const ProductPopupStory: Story = {
  name: 'Product popup',
  render: () => (
    <DialogPage dialogId="product-popup" openerLabel={strollerProduct.name}>
      <ProductPopupDialog
        product={strollerProduct}
        imageSource={fixtureProductImage}
        company="baby"
      />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(strollerProduct.name);
    await expect(
      screen.getByRole('link', { name: de.dialogs.productPopup.toProduct }),
    ).toHaveAttribute('href', '/p/kombikinderwagen-lumi-4200001/');
    await expect(
      screen.getByText(interpolate(de.delivery.instant_other, { days: '1–3' })),
    ).toBeVisible();
  },
};

const pictures = (['stroller', 'blanket', 'nursery'] as const).map((name, index) => ({
  src: fixtureImage(name),
  alt: `${strollerProduct.name}, Bild ${index + 1}`,
}));
const pictureChanged = fn();

/** Product image: the pictures large; the arrow keys step through them. */
export const ProductImageStory: Story = {
  name: 'Product image',
  render: () => (
    <DialogPage dialogId="product-image" openerLabel={strollerProduct.name}>
      <ProductImageDialog
        productName={strollerProduct.name}
        images={pictures}
        onImageChange={pictureChanged}
      />
    </DialogPage>
  ),
  play: async () => {
    pictureChanged.mockClear();
    await expectOpenDialog(strollerProduct.name);
    const next = screen.getByRole('button', { name: de.imageSwiper.next });
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(pictureChanged).toHaveBeenCalledWith(1));
  },
};

/** The seals and certificates a product carries, each with what it stands for. */
export const ProductSealsStory: Story = {
  name: 'Product seals',
  render: () => (
    <DialogPage dialogId="product-seals" openerLabel={de.dialogs.productSeals.title}>
      <ProductSealsDialog
        productName={romperProduct.name}
        seals={seals.map((seal) => ({ ...seal }))}
      />
    </DialogPage>
  ),
  play: async () => {
    await expectOpenDialog(de.dialogs.productSeals.title, 'right');
    await expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(seals.length);
  },
};

/** Electrical-equipment-law info, for the shop's electrical categories. */
export const ElectricalLawStory: Story = {
  name: 'Electrical-equipment-law info',
  render: () => (
    <DialogPage dialogId="electrical-equipment-law" openerLabel={de.dialogs.electricalLaw.title}>
      <ElectricalLawDialog />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.electricalLaw.title);
    await expect(dialog).toHaveAccessibleDescription(de.dialogs.electricalLaw.text);
  },
};

/** The small print of a promotion a product takes part in. */
export const PromotionDisclaimerStory: Story = {
  name: 'Promotion product disclaimer',
  render: () => (
    <DialogPage
      dialogId="promotion-product-disclaimer"
      openerLabel={de.dialogs.promotionDisclaimer.title}
    >
      <PromotionDisclaimerDialog
        promotionName="3 für 2"
        text={
          <>
            <p>{promotionDisclaimer}</p>
            <Link href="/aktionen/3-fuer-2/">3 für 2</Link>
          </>
        }
      />
    </DialogPage>
  ),
  play: async () => {
    const dialog = await expectOpenDialog(de.dialogs.promotionDisclaimer.title);
    await expect(dialog).toHaveAccessibleDescription('3 für 2');
  },
};

/** Remind-when-available, for the sold-out size of the romper. */
export const RemindWhenAvailableStory: Story = {
  name: 'Remind when available',
  render: () => <RemindWhenAvailable />,
  play: async () => {
    await expectOpenDialog(de.dialogs.remindWhenAvailable.title);
    await expect(screen.getByText(`${romperProduct.name}, 74/80`)).toBeVisible();
  },
};

/** After the request: the confirmation replaces the form. */
export const RemindWhenAvailableSent: Story = {
  name: 'Remind when available, sent',
  render: () => <RemindWhenAvailable initialState="sent" />,
  play: async () => {
    await expectOpenDialog(de.dialogs.remindWhenAvailable.title);
    await expect(screen.getByRole('status')).toHaveTextContent(de.dialogs.remindWhenAvailable.sent);
  },
};
