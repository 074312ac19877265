import type { Decorator, Preview } from '@storybook/react-vite';
import { cmsMessages, cmsNamespace, preloadBlockViews } from '@vitrine/cms-blocks';
import { type Language, languages } from '@vitrine/domain';
import { typographicCatalogue } from '@vitrine/domain/ui-support';
import {
  createI18nInstance,
  LinkRendererProvider,
  preloadDialogs,
  UiTextProvider,
  uiMessages,
  uiNamespace,
} from '@vitrine/ui';
import { storyLink } from '@vitrine/ui/story-link';
import './storybook.css';

type Brand = 'baby' | 'vitality';

const isBrand = (value: unknown): value is Brand => value === 'baby' || value === 'vitality';
const isLanguage = (value: unknown): value is Language =>
  languages.some((language) => language === value);

/**
 * The brand a test run checks. `vitest.config.ts` runs every story once per brand and sets
 * this through Vite's `define`, so a contrast failure in either theme fails the run.
 */
const testBrand: Brand = isBrand(import.meta.env.VITE_STORYBOOK_BRAND)
  ? import.meta.env.VITE_STORYBOOK_BRAND
  : 'baby';

/**
 * One i18next instance per language, with the ui and block library texts as the storefront
 * has them (`ui` and `cms` namespaces); the language toolbar picks one.
 */
const textsIn = (language: Language) => {
  const catalogues = { [uiNamespace]: uiMessages[language], [cmsNamespace]: cmsMessages[language] };
  // French spacing before ; ! ? : and inside « », as the shop's French texts have it.
  return createI18nInstance(language, typographicCatalogue(catalogues, language));
};
const texts: Readonly<Record<Language, ReturnType<typeof textsIn>>> = {
  de: textsIn('de'),
  fr: textsIn('fr'),
  nl: textsIn('nl'),
};

const withShop: Decorator = (Story, context) => {
  const brand = isBrand(context.globals.brand) ? context.globals.brand : testBrand;
  const language = isLanguage(context.globals.language) ? context.globals.language : 'de';
  const fullscreen = context.parameters.layout === 'fullscreen';
  return (
    <UiTextProvider i18n={texts[language]}>
      {/* Links show their address but are not followed: a story stays on its page. */}
      <LinkRendererProvider renderLink={storyLink}>
        <div
          data-brand={brand}
          lang={language}
          className={fullscreen ? 'min-h-screen bg-surface text-ink' : 'bg-surface p-4 text-ink'}
        >
          <Story />
        </div>
      </LinkRendererProvider>
    </UiTextProvider>
  );
};

/** The spec's breakpoints (§9), plus 1440, the widest image width. */
const viewports = Object.fromEntries(
  (
    [
      ['xs', 'xs · 480', 480],
      ['sm', 'sm · 640', 640],
      ['md', 'md · 768', 768],
      ['lg', 'lg · 1024', 1024],
      ['xl', 'xl · 1200', 1200],
      ['xxl', 'images · 1440', 1440],
    ] as const
  ).map(([key, name, width]) => [
    key,
    {
      name,
      styles: { width: `${width}px`, height: '900px' },
      type: width < 768 ? 'mobile' : 'desktop',
    },
  ]),
);

const preview: Preview = {
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    // Every story is checked by axe; a violation fails the test run, not only the panel. The
    // WCAG 2.2 AA tags are on (axe leaves its 2.2 rules, such as target size, off by default),
    // and so are its best practices.
    a11y: {
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
    viewport: { options: viewports },
    // A designer starts with the foundations, then finds the components by what they are for.
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Brand theming', 'Colour', 'Typography', 'Space and shape', 'Icons', 'Tokens'],
          '*',
        ],
      },
    },
  },
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'baby', title: 'Nido (baby goods)' },
          { value: 'vitality', title: 'Vitalia (vitality & home)' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the ui texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'fr', title: 'Français' },
          { value: 'nl', title: 'Nederlands' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: testBrand, language: 'de' },
  decorators: [withShop],
  // Block views and dialog panels that are their own chunk are loaded before a story renders,
  // as the storefront's server does before its first page: a story shows them at once.
  loaders: [() => Promise.all([preloadBlockViews(), preloadDialogs()])],
  tags: ['autodocs'],
};

export default preview;
