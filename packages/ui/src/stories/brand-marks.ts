/**
 * Each brand's mark and colours as the Storybook manager (its sidebar and toolbar) shows them:
 * the values are the brand tokens of `styles/index.css` (`--brand-*`), checked by
 * `brand-marks.test.ts`, so the frame around the stories wears the brand the toolbar picks.
 * The logos are drawn for the demo in `apps/storybook/fixtures/brand` (no third-party marks).
 */
export type BrandKey = 'baby' | 'vitality';

export interface BrandMark {
  /** The shop's name, as the brand toolbar names it. */
  readonly name: string;
  /** The logo, relative to the Storybook root (served from `fixtures/brand`). */
  readonly logo: string;
  /** Token values (`--brand-<token>`) the manager theme uses. */
  readonly tokens: {
    readonly primary: string;
    readonly 'primary-strong': string;
    readonly 'primary-soft': string;
    readonly surface: string;
    readonly muted: string;
    readonly ink: string;
    readonly 'ink-soft': string;
    readonly line: string;
    readonly focus: string;
    readonly 'radius-card': string;
    readonly 'radius-control': string;
    readonly 'font-sans': string;
  };
}

/** The project's own mark: Vitrine, the storefront both shops run on. */
export const projectMark = { name: 'Vitrine', logo: 'fixtures/brand/vitrine.svg' } as const;

export const brandMarks: Readonly<Record<BrandKey, BrandMark>> = {
  baby: {
    name: 'Nido',
    logo: 'fixtures/brand/nido.svg',
    tokens: {
      primary: '#b3405a',
      'primary-strong': '#8f2f46',
      'primary-soft': '#fbe9ee',
      surface: '#ffffff',
      muted: '#f6f1ee',
      ink: '#2b2326',
      'ink-soft': '#5f5457',
      line: '#e5dcd8',
      focus: '#1d4ed8',
      'radius-card': '1rem',
      'radius-control': '999px',
      'font-sans': '"Nunito Variable", "Liberation Sans", Arial, sans-serif',
    },
  },
  vitality: {
    name: 'Vitalia',
    logo: 'fixtures/brand/vitalia.svg',
    tokens: {
      primary: '#1f6b52',
      'primary-strong': '#154d3b',
      'primary-soft': '#e6f2ed',
      surface: '#ffffff',
      muted: '#f1f4f2',
      ink: '#1c2421',
      'ink-soft': '#4f5b56',
      line: '#d8dfdb',
      focus: '#b45309',
      'radius-card': '0.5rem',
      'radius-control': '0.375rem',
      'font-sans': '"Source Sans 3 Variable", "Liberation Sans", Arial, sans-serif',
    },
  },
};
