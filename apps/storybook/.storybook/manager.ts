/**
 * The Storybook manager (sidebar, toolbar, panels) in the project's colours: the Vitrine mark
 * beside the logo of the brand the toolbar shows, and that brand's tokens as the theme. Switching
 * the brand in the toolbar switches the frame too, so a designer always sees which shop they
 * are looking at.
 */

import { type BrandKey, brandMarks, projectMark } from '@vitrine/ui/brand-marks';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

const isBrand = (value: unknown): value is BrandKey => value === 'baby' || value === 'vitality';

/** A CSS length of the tokens (`1rem`, `999px`) as the pixels the theme takes, at most `max`. */
const pixels = (length: string, max: number) => {
  const value = Number.parseFloat(length);
  return Math.min(max, length.endsWith('rem') ? value * 16 : value);
};

/** The title is markup when there is no single brand image: both marks, side by side. */
const brandTitle = (brand: BrandKey) =>
  `<span style="display:flex;align-items:center;gap:10px">` +
  `<img src="${projectMark.logo}" alt="${projectMark.name}" height="24">` +
  `<img src="${brandMarks[brand].logo}" alt="${brandMarks[brand].name}" height="20">` +
  `</span>`;

const managerTheme = (brand: BrandKey) => {
  const { tokens } = brandMarks[brand];
  return create({
    base: 'light',
    brandTitle: brandTitle(brand),
    brandImage: null,
    brandUrl: './',
    brandTarget: '_self',
    colorPrimary: tokens.primary,
    colorSecondary: tokens.primary,
    appBg: tokens.muted,
    appContentBg: tokens.surface,
    appPreviewBg: tokens.surface,
    appBorderColor: tokens.line,
    appBorderRadius: pixels(tokens['radius-card'], 8),
    fontBase: tokens['font-sans'],
    textColor: tokens.ink,
    textMutedColor: tokens['ink-soft'],
    textInverseColor: tokens.surface,
    barBg: tokens.surface,
    barTextColor: tokens['ink-soft'],
    barSelectedColor: tokens.primary,
    barHoverColor: tokens['primary-strong'],
    buttonBg: tokens['primary-soft'],
    buttonBorder: tokens.line,
    booleanBg: tokens.muted,
    booleanSelectedBg: tokens.surface,
    inputBg: tokens.surface,
    inputBorder: tokens.line,
    inputTextColor: tokens.ink,
    inputBorderRadius: pixels(tokens['radius-control'], 6),
  });
};

// The preview starts in Nido (see preview.tsx `initialGlobals`).
addons.setConfig({ theme: managerTheme('baby') });

addons.register('vitrine/brand-theme', (api) => {
  let shown: BrandKey = 'baby';
  const follow = ({ globals }: { globals?: Record<string, unknown> }) => {
    const brand = globals?.brand;
    if (!isBrand(brand) || brand === shown) return;
    shown = brand;
    addons.setConfig({ theme: managerTheme(brand) });
  };
  api.on(SET_GLOBALS, follow);
  api.on(GLOBALS_UPDATED, follow);
});
