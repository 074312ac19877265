import type { Meta, StoryObj } from '@storybook/react-vite';
import { deliveryMessage } from '@vitrine/domain/catalog';
import { expect, fn, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { interpolate } from '../../i18n/translate';
import { useUiText } from '../../i18n/ui-text';
import { fixtureImage } from '../../stories/fixtures';
import { Button } from '../button';
import { DeliveryMessage } from '../delivery-message';
import { EngravingEditor } from '../engraving-editor';
import { EmailField } from '../form-field';
import { CheckIcon } from '../icons';
import { Image } from '../image';
import { Link } from '../link';
import { Price } from '../price';
import { RadioGroupField } from '../radio-group-field';
import { expectOpenDialog, OpenDialog } from './dialog-story';
import {
  bundle,
  euro,
  promotionDisclaimer,
  romper,
  seals,
  stores,
  stroller,
} from './overlay-fixtures';

const baby = { company: 'baby', varyingDeliveryTimes: false } as const;

const meta = {
  title: 'Overlays/Dialogs/Product',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function AttributePicker() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="attribute-picker"
      position="right"
      title={t('dialogs.attributePicker.title')}
      description={`${romper.brand} ${romper.name}`}
      footer={<Button>{t('dialogs.attributePicker.apply')}</Button>}
    >
      <RadioGroupField
        label={t('dialogs.attributePicker.title')}
        defaultValue="62-68"
        options={romper.sizes.map((size) => ({
          value: size.value,
          label: size.soldOut ? `${size.label} – ${t('delivery.sold')}` : size.label,
          disabled: size.soldOut,
        }))}
      />
    </OpenDialog>
  );
}

/** §2 product attribute picker: the sizes of a romper, the sold-out one disabled. */
export const AttributePickerDialog: Story = {
  name: 'Attribute picker',
  render: () => <AttributePicker />,
  play: async () => {
    await expectOpenDialog(de.dialogs.attributePicker.title, 'right');
    await expect(screen.getByRole('radio', { name: `74/80 – ${de.delivery.sold}` })).toBeDisabled();
  },
};

function ProductPopup() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="product-popup"
      title={stroller.name}
      description={`${stroller.brand}, ${stroller.colour}`}
      footer={
        <Button asChild>
          <a href="/p/kinderwagen-lumi-salbeigruen-3300148/">
            {t('dialogs.productPopup.toProduct')}
          </a>
        </Button>
      }
    >
      <Image
        src={fixtureImage('stroller')}
        alt={`${stroller.name} in ${stroller.colour}`}
        width={400}
        height={300}
        fit="contain"
      />
      <Price price={euro(54900, 64900)} size="lg" />
      <DeliveryMessage
        message={deliveryMessage({ bvc: 1, deliveryDaysFrom: 2, deliveryDaysTo: 3 }, baby)}
      />
    </OpenDialog>
  );
}

/** §2 product popup: a quick view of a product from a CMS teaser. */
export const ProductPopupDialog: Story = {
  name: 'Product popup',
  render: () => <ProductPopup />,
  play: async () => {
    await expectOpenDialog(stroller.name);
  },
};

function ProductImage() {
  const { t } = useUiText();
  const title = t('dialogs.productImage.title', { index: 1, count: 4 });
  return (
    <OpenDialog
      id="product-image"
      title={title}
      description={`${stroller.name}, ${stroller.colour}`}
      className="max-w-3xl"
    >
      <Image
        src={fixtureImage('stroller')}
        alt={`${stroller.name} in ${stroller.colour}, Seitenansicht`}
        width={720}
        height={540}
        quality={90}
        priority
        fit="contain"
      />
    </OpenDialog>
  );
}

/** §2 product image: the zoomed product picture. */
export const ProductImageDialog: Story = {
  name: 'Product image',
  render: () => <ProductImage />,
  play: async () => {
    await expectOpenDialog(interpolate(de.dialogs.productImage.title, { index: 1, count: 4 }));
  },
};

function ProductSeals() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="product-seals"
      position="right"
      title={t('dialogs.productSeals.title')}
      description={romper.name}
    >
      {seals.map((seal) => (
        <section key={seal.name} className="grid gap-1">
          <h3 className="font-semibold">{seal.name}</h3>
          <p className="text-sm text-ink-soft">{seal.text}</p>
        </section>
      ))}
    </OpenDialog>
  );
}

/** §2 product seals. */
export const ProductSealsDialog: Story = {
  name: 'Product seals',
  render: () => <ProductSeals />,
  play: async () => {
    await expectOpenDialog(de.dialogs.productSeals.title, 'right');
  },
};

function SizeAdvisor() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="attribute-advisor"
      position="right"
      title={t('dialogs.sizeAdvisor.title')}
      description={t('dialogs.sizeAdvisor.text')}
    >
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-line">
            <th className="py-2 text-start">{t('dialogs.sizeAdvisor.size')}</th>
            <th className="py-2 text-start">{t('dialogs.sizeAdvisor.age')}</th>
            <th className="py-2 text-start">{t('dialogs.sizeAdvisor.height')}</th>
          </tr>
        </thead>
        <tbody>
          {romper.sizes.map((size) => (
            <tr key={size.value} className="border-b border-line">
              <td className="py-2 font-semibold">{size.label}</td>
              <td className="py-2">{size.age}</td>
              <td className="py-2">{size.height}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </OpenDialog>
  );
}

/** §2 attribute advisor (groessenberater). */
export const SizeAdvisorDialog: Story = {
  name: 'Attribute advisor (size advisor)',
  render: () => <SizeAdvisor />,
  play: async () => {
    await expectOpenDialog(de.dialogs.sizeAdvisor.title, 'right');
    await expect(screen.getAllByRole('row')).toHaveLength(romper.sizes.length + 1);
  },
};

function SiblingSelect() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="sibling-select"
      position="right"
      title={t('dialogs.siblingSelect.title')}
      description={stroller.name}
      hideDescription
    >
      <RadioGroupField
        label={t('dialogs.siblingSelect.title')}
        defaultValue={stroller.colour}
        options={stroller.colours.map((colour) => ({ value: colour, label: colour }))}
      />
    </OpenDialog>
  );
}

/** §2 sibling select: the related colour articles. */
export const SiblingSelectDialog: Story = {
  name: 'Sibling select',
  render: () => <SiblingSelect />,
  play: async () => {
    await expectOpenDialog(de.dialogs.siblingSelect.title, 'right');
    await expect(screen.getByRole('radio', { name: stroller.colour })).toBeChecked();
  },
};

function RemindWhenAvailable() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="remind-when-available"
      title={t('dialogs.remindWhenAvailable.title')}
      description={t('dialogs.remindWhenAvailable.text')}
      footer={
        <Button type="submit" form="remind-form">
          {t('dialogs.remindWhenAvailable.submit')}
        </Button>
      }
    >
      <p className="font-semibold">
        {romper.name}, {romper.sizes[2].label}
      </p>
      <form id="remind-form" onSubmit={(event) => event.preventDefault()}>
        <EmailField label={t('fields.email')} name="email" />
      </form>
    </OpenDialog>
  );
}

/** §2 remind-when-available, for a sold-out size. */
export const RemindWhenAvailableDialog: Story = {
  name: 'Remind when available',
  render: () => <RemindWhenAvailable />,
  play: async () => {
    await expectOpenDialog(de.dialogs.remindWhenAvailable.title);
    await expect(screen.getByLabelText(de.fields.email)).toBeVisible();
  },
};

function Customize({ onSave }: { onSave: () => void }) {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="customize"
      title={t('engraving.title')}
      description={t('engraving.description')}
    >
      <EngravingEditor
        fields={{
          rows: [
            { name: 'text1', label: 'Vorname' },
            { name: 'text2', label: 'Geburtsdatum' },
          ],
          maxLength: 12,
        }}
        defaultValue={{ text1: 'Mia', text2: '02.11.2026' }}
        onSave={onSave}
      />
    </OpenDialog>
  );
}

/** §2 product customize modal: the engraving editor in its dialog. */
export const CustomizeDialog: Story = {
  name: 'Customize (engraving)',
  render: () => <Customize onSave={fn()} />,
  play: async () => {
    await expectOpenDialog(de.engraving.title);
    await expect(screen.getByLabelText('Vorname')).toHaveValue('Mia');
  },
};

function ClickAndReserve() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="click-and-reserve"
      position="right"
      title={t('dialogs.clickAndReserve.title')}
      description={t('dialogs.clickAndReserve.text')}
      footer={<Button>{t('dialogs.clickAndReserve.reserve')}</Button>}
    >
      <p className="font-semibold">
        {stroller.name}, {stroller.colour}
      </p>
      <RadioGroupField
        label={t('dialogs.clickAndReserve.store')}
        defaultValue={stores[0].id}
        options={stores.map((store) => ({
          value: store.id,
          label: `${store.name}, ${store.address}`,
        }))}
      />
      <p className="flex items-center gap-1.5 text-sm font-semibold text-success">
        <CheckIcon className="size-4" />
        {t('dialogs.clickAndReserve.inStock')}
      </p>
    </OpenDialog>
  );
}

/** §2 click-and-reserve (basket and product page). */
export const ClickAndReserveDialog: Story = {
  name: 'Click and reserve',
  render: () => <ClickAndReserve />,
  play: async () => {
    await expectOpenDialog(de.dialogs.clickAndReserve.title, 'right');
  },
};

function ElectricalLaw() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="electrical-equipment-law"
      title={t('dialogs.electricalLaw.title')}
      description={t('dialogs.electricalLaw.text')}
    >
      <div className="flex items-start gap-3 text-sm">
        <svg viewBox="0 0 24 24" className="size-8 shrink-0" aria-hidden="true">
          <path d="M6 7h12l-1 13H7z M9 4h6v3H9z" fill="none" stroke="currentColor" />
          <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />
        </svg>
        <p>{t('dialogs.electricalLaw.bin')}</p>
      </div>
    </OpenDialog>
  );
}

/** §2 electrical-equipment-law info, for the electrical categories of §9. */
export const ElectricalLawDialog: Story = {
  name: 'Electrical-equipment-law info',
  render: () => <ElectricalLaw />,
  play: async () => {
    await expectOpenDialog(de.dialogs.electricalLaw.title);
  },
};

function AddToCartLayer() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="add-to-cart-layer"
      position="right"
      title={t('dialogs.addToCartLayer.title')}
      description={t('basket.addedToCart')}
      footer={
        <>
          <Button variant="secondary">{t('actions.continueShopping')}</Button>
          <Button asChild>
            <a href="/warenkorb/">{t('actions.goToBasket')}</a>
          </Button>
        </>
      }
    >
      <div className="flex items-center gap-4">
        <Image
          src={fixtureImage('stroller')}
          alt=""
          width={96}
          height={96}
          quality={80}
          maxDensity={1}
        />
        <div className="grid gap-1">
          <p className="font-semibold">
            {stroller.name}, {stroller.colour}
          </p>
          <Price price={euro(54900)} />
        </div>
      </div>
    </OpenDialog>
  );
}

/** §2 add-to-cart layer, success: the frame with the added article and the basket link. */
export const AddToCartLayerDialog: Story = {
  name: 'Add-to-cart layer',
  render: () => <AddToCartLayer />,
  play: async () => {
    await expectOpenDialog(de.dialogs.addToCartLayer.title, 'right');
    await expect(screen.getByRole('link', { name: de.actions.goToBasket })).toHaveAttribute(
      'href',
      '/warenkorb/',
    );
  },
};

function BundlePromotion() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="bundle-promotion-add"
      position="right"
      title={t('dialogs.bundlePromotion.title')}
      description={t('dialogs.bundlePromotion.text')}
      footer={<Button>{t('dialogs.bundlePromotion.add')}</Button>}
    >
      <ul className="grid gap-3">
        {bundle.map((piece) => (
          <li key={piece.name} className="flex items-center justify-between gap-3">
            <span>{piece.name}</span>
            <Price price={euro(piece.price)} size="sm" />
          </li>
        ))}
      </ul>
    </OpenDialog>
  );
}

/** §2 bundle promotion add. */
export const BundlePromotionDialog: Story = {
  name: 'Bundle promotion add',
  render: () => <BundlePromotion />,
  play: async () => {
    await expectOpenDialog(de.dialogs.bundlePromotion.title, 'right');
  },
};

function PromotionDisclaimer() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="promotion-product-disclaimer"
      title={t('dialogs.promotionDisclaimer.title')}
      description="3 für 2"
      hideDescription
    >
      <p className="text-sm">{promotionDisclaimer}</p>
      <Link href="/aktionen/3-fuer-2/">3 für 2</Link>
    </OpenDialog>
  );
}

/** §2 promotion product disclaimer. */
export const PromotionDisclaimerDialog: Story = {
  name: 'Promotion product disclaimer',
  render: () => <PromotionDisclaimer />,
  play: async () => {
    await expectOpenDialog(de.dialogs.promotionDisclaimer.title);
  },
};
