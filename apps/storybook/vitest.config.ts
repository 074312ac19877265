import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** The Vite settings Storybook itself builds with, so Tailwind applies in the tests too. */
const viteConfig = defineConfig({ plugins: [tailwindcss()] });

/**
 * Every story runs as a test (its play function, then axe) once per brand theme, in
 * Debian's Chromium; nothing downloads a browser of its own. The brand reaches the preview
 * through `VITE_STORYBOOK_BRAND`, so a contrast failure in either theme fails the run.
 */
const storyTests = (brand: 'baby' | 'vitality'): TestProjectInlineConfiguration => ({
  extends: true,
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  define: { 'import.meta.env.VITE_STORYBOOK_BRAND': JSON.stringify(brand) },
  test: {
    name: `stories-${brand}`,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

export default mergeConfig(viteConfig, {
  test: { projects: [storyTests('baby'), storyTests('vitality')] },
});
