import { z } from 'zod';
import { blockList, blocksOfType, type ContentBlock } from './blocks';
import { key, text } from './fields';
import type { LinkBlock } from './link-block';

/** The side navigation of the documentation pages (§2 documentation layout). */
export interface DocumentationNavigationBlock {
  readonly component: 'documentation_navigation';
  readonly _uid: string;
  readonly title: string;
  readonly links: readonly LinkBlock[];
}

/** A documentation page: its navigation beside its body (§2 /documentation/{slug}/). */
export interface DocumentationLayoutBlock {
  readonly component: 'documentation_layout';
  readonly _uid: string;
  readonly title: string;
  readonly description: string;
  readonly navigation: readonly DocumentationNavigationBlock[];
  readonly body: readonly ContentBlock[];
}

export const documentationNavigationSchema: z.ZodType<DocumentationNavigationBlock, unknown> = z
  .object({ _uid: key, title: text, links: blocksOfType(['link']) })
  .transform((fields) => ({ component: 'documentation_navigation' as const, ...fields }));

export const documentationLayoutSchema: z.ZodType<DocumentationLayoutBlock, unknown> = z
  .object({
    _uid: key,
    title: text,
    description: text,
    navigation: blocksOfType(['documentation_navigation']),
    body: blockList(),
  })
  .transform((fields) => ({ component: 'documentation_layout' as const, ...fields }));
