/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The brand the story tests of one Vitest project run in (`baby` or `vitality`). */
  readonly VITE_STORYBOOK_BRAND?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
