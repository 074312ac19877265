import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultConsent, parseConsentDefinition } from '@vitrine/domain/consent';
import { expect, fn, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { useUiText } from '../../i18n/ui-text';
import { ConsentBanner } from '../consent-banner';
import { CountryPicker } from '../country-picker';
import { DialogStackProvider } from '../dialog';
import { ChevronRightIcon } from '../icons';
import { Link } from '../link';
import { expectOpenDialog, OpenDialog } from './dialog-story';
import { babyClothes, categories, consentContent, countryEntries } from './overlay-fixtures';

const meta = {
  title: 'Overlays/Dialogs/Site',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const slug = (name: string) =>
  name.toLowerCase().replace(/&/g, '').replace(/ä/g, 'ae').replace(/\s+/g, '-');

function CategoryList({ names, prefix = '' }: { names: readonly string[]; prefix?: string }) {
  return (
    <ul className="grid">
      {names.map((name) => (
        <li key={name}>
          <a
            href={`/${prefix}${slug(name)}/`}
            className="flex items-center justify-between rounded-control px-3 py-3 font-semibold outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-focus"
          >
            {name}
            <ChevronRightIcon className="size-4 text-ink-soft" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function SideNavigation() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="side-navigation"
      position="left"
      title={t('dialogs.sideNavigation.title')}
      description={t('dialogs.sideNavigation.title')}
      hideDescription
    >
      <nav aria-label={t('dialogs.sideNavigation.title')}>
        <CategoryList names={categories} />
      </nav>
    </OpenDialog>
  );
}

/** §2 desktop side navigation: the first level of the category tree in a left drawer. */
export const SideNavigationDialog: Story = {
  name: 'Desktop side navigation',
  render: () => <SideNavigation />,
  play: async () => {
    await expectOpenDialog(de.dialogs.sideNavigation.title, 'left');
    await expect(screen.getAllByRole('link')).toHaveLength(categories.length);
  },
};

function MobileNavigation() {
  const { t } = useUiText();
  return (
    <OpenDialog
      id="mobile-navigation"
      position="mobileLeft"
      title={t('dialogs.mobileNavigation.title')}
      description="Babyausstattung"
      hideDescription
    >
      <nav aria-label={t('dialogs.mobileNavigation.title')} className="grid gap-2">
        <Link href="/babyausstattung/" className="px-3 font-semibold">
          Babyausstattung
        </Link>
        <CategoryList names={babyClothes} prefix="babyausstattung/" />
      </nav>
    </OpenDialog>
  );
}

/** §2 mobile navigation: an open branch of the category tree in the mobile drawer. */
export const MobileNavigationDialog: Story = {
  name: 'Mobile navigation',
  render: () => <MobileNavigation />,
  globals: { viewport: { value: 'xs' } },
  play: async () => {
    await expectOpenDialog(de.dialogs.mobileNavigation.title, 'mobileLeft');
  },
};

function Consent() {
  const { language } = useUiText();
  const content = consentContent[language];
  const selection = defaultConsent(parseConsentDefinition(content), '');
  return (
    <DialogStackProvider>
      <div className="min-h-[700px]" />
      <ConsentBanner
        open
        layer="layer2"
        categories={selection.categories}
        onAcceptAll={fn()}
        onOpenSettings={fn()}
        onToggleCategory={fn()}
        onToggleService={fn()}
        onSaveSelection={fn()}
      />
    </DialogStackProvider>
  );
}

/** §2 consent banner, layer 2 with the CMS defaults (all layers: Overlays/Consent banner). */
export const ConsentDialog: Story = {
  name: 'Consent',
  render: () => <Consent />,
  play: async () => {
    await expectOpenDialog(de.consent.settingsTitle);
  },
};

function CountryPickerList() {
  return (
    <DialogStackProvider>
      <div className="min-h-[700px]" />
      <CountryPicker
        open
        view="listingCountries"
        currentCountry="DE"
        currentLocaleKey="de-de"
        suggested={null}
        countries={countryEntries}
        onChoose={fn()}
        onSwitch={fn()}
        onShowList={fn()}
        onClose={fn()}
      />
    </DialogStackProvider>
  );
}

/** §2 country picker, list mode (both modes: Overlays/Country picker). */
export const CountryPickerDialog: Story = {
  name: 'Country picker',
  render: () => <CountryPickerList />,
  play: async () => {
    await expectOpenDialog(de.countryPicker.title, 'right');
    await expect(screen.getByRole('button', { current: true })).toHaveTextContent(
      de.countryPicker['de-de'],
    );
  },
};
