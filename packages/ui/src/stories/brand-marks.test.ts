import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type BrandKey, brandMarks, projectMark } from './brand-marks';

const here = path.dirname(fileURLToPath(import.meta.url));
const css = readFileSync(path.resolve(here, '../styles/index.css'), 'utf8');
const storybookDir = path.resolve(here, '../../../../apps/storybook');

/** The `--brand-<token>` values declared in a brand's `[data-brand="…"]` block. */
function brandTokens(brand: BrandKey): Record<string, string> {
  const block = new RegExp(`\\[data-brand="${brand}"\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/--brand-([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      value?.trim(),
    ]),
  );
}

describe('the Storybook manager theme wears each brand (issue 21: a branded Storybook)', () => {
  it.each(Object.keys(brandMarks) as BrandKey[])(
    '%s: the theme colours, radii and font are the brand tokens of styles/index.css',
    (brand) => {
      const declared = brandTokens(brand);
      for (const [token, value] of Object.entries(brandMarks[brand].tokens)) {
        expect(declared[token], `--brand-${token} of ${brand}`).toBe(value);
      }
    },
  );

  it.each([projectMark.logo, ...Object.values(brandMarks).map((mark) => mark.logo)])(
    '%s is a drawn SVG of the Storybook fixtures',
    (logo) => {
      const file = path.join(storybookDir, logo);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg /);
    },
  );
});
