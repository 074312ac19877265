import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * The Vite settings Storybook itself builds with, so Tailwind applies in the tests too. The
 * ui's dependencies are pre-bundled up front: found mid-run, Vite would re-bundle and reload
 * the browser, and the story file being imported at that moment would fail.
 */
const viteConfig = defineConfig({
  plugins: [tailwindcss()],
  optimizeDeps: {
    include: [
      '@radix-ui/react-checkbox',
      '@radix-ui/react-dialog',
      '@radix-ui/react-label',
      '@radix-ui/react-radio-group',
      '@radix-ui/react-select',
      '@radix-ui/react-slot',
      '@radix-ui/react-switch',
      '@radix-ui/react-toast',
      '@radix-ui/react-visually-hidden',
      'class-variance-authority',
      'clsx',
      'embla-carousel-react',
      'i18next',
      'react-i18next',
      'tailwind-merge',
      '@xstate/react',
      'xstate',
      'zod',
      '@storyblok/react',
    ],
  },
});

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
    // Each story mounts into a fresh root and is cleaned up after it, so the files share one
    // page instead of loading a new iframe each: 114 files x 2 themes spent most of the run in
    // set-up (337 s -> 117 s here).
    isolate: false,
    // The first story of a file waits for Vite to transform what the file imports: 8 s for the
    // product page's in a CI run beside the storefront's browsers, against the browser mode's
    // default limit of 15 s. A story that hangs still fails, after a minute.
    testTimeout: 60_000,
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
