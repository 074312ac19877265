import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  acceptedServiceNames,
  defaultConsent,
  parseConsentDefinition,
} from '@vitrine/domain/consent';
import { expect, fn, screen } from 'storybook/test';
import { de } from '../../i18n/de';
import { useUiText } from '../../i18n/ui-text';
import { overlayDocs } from '../../stories/overlay-docs';
import { ConsentBanner } from '../consent-banner';
import { CountryPicker } from '../country-picker';
import { DialogStackProvider } from '../dialog';
import { expectOpenDialog } from './dialog-story';
import { consentContent, countryEntries } from './overlay-fixtures';

/**
 * The dialogs every page can show: the cookie consent banner and the country picker. They
 * open by themselves only when the shop has to ask (no consent yet, another country's visitor).
 */
const meta = {
  title: 'Overlays/Dialogs/Site',
  component: ConsentBanner,
  subcomponents: { CountryPicker },
  parameters: { layout: 'fullscreen', docs: overlayDocs },
} satisfies Meta;

export default meta;
type Story = StoryObj;

function Consent() {
  const { language } = useUiText();
  const content = consentContent[language];
  const definition = parseConsentDefinition(content);
  const selection = new Set(acceptedServiceNames(defaultConsent(definition, '')));
  return (
    <>
      <div className="min-h-[700px]" />
      <ConsentBanner
        layer="layer2"
        categories={definition.categories}
        selection={selection}
        formAction="#"
        returnPath="/"
        settingsHref="?consent=settings#consent-banner"
        trapFocus
        onChoose={fn()}
        onToggleCategory={fn()}
        onToggleService={fn()}
      />
    </>
  );
}

/** Consent banner, layer 2 with the CMS defaults (all layers: Overlays/Consent banner). */
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

/** Country picker, list mode (both modes: Overlays/Country picker). */
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
