import type { ButtonBlock, LinkBlock } from '@vitrine/domain';
import { buttonVariants, linkVariants } from '@vitrine/ui';
import { CmsLink } from '../cms-link';
import { useEditable } from '../editable';

/** A text link; nothing without a label or without the data its link type needs (§3 Link). */
export function LinkView({ block }: { readonly block: LinkBlock }) {
  const editable = useEditable(block._uid);
  if (block.label.trim() === '') return null;
  return (
    <CmsLink {...editable} data-slot="cms-link" link={block.link} className={linkVariants()}>
      {block.label}
    </CmsLink>
  );
}

const variants = {
  primary: 'primary',
  secondary: 'secondary',
  outline: 'secondary',
} as const satisfies Record<ButtonBlock['variant'], 'primary' | 'secondary'>;

/** A link that looks like a button; the same rule as a link decides whether it shows. */
export function ButtonView({ block }: { readonly block: ButtonBlock }) {
  const editable = useEditable(block._uid);
  if (block.label.trim() === '') return null;
  return (
    <CmsLink
      {...editable}
      data-slot="cms-button"
      data-variant={block.variant}
      link={block.link}
      className={buttonVariants({ variant: variants[block.variant] })}
    >
      {block.label}
    </CmsLink>
  );
}
