import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { useUiText } from '../i18n/ui-text';
import { cn } from '../lib/cn';
import { useRenderLink } from '../lib/link-renderer';

// As buttons: the look of a link and its variants are the stylesheet's `ui-link…` classes
// (styles/index.css), one class name each instead of a dozen utilities per link — a page's
// navigation and footer repeat them some seventy times.
const linkVariants = cva('ui-link', {
  variants: {
    variant: {
      /** In running text: always underlined, so it does not rely on colour alone. */
      inline: 'ui-link-inline',
      /** On its own line (a "more" link): bold, underlined on hover. */
      standalone: 'ui-link-standalone',
      /** In lists such as the footer: the text colour, underlined on hover. */
      subtle: 'ui-link-subtle',
    },
  },
  defaultVariants: { variant: 'inline' },
});

type LinkProps = React.ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    /** Renders the child (a router link) with the link's look. */
    asChild?: boolean;
    /** Opens in a new tab, with `rel="noopener noreferrer"` and a hint for screen readers. */
    external?: boolean;
  };

/**
 * A link to another page of the shop or another site: inline in running text (always underlined),
 * standalone for a "more" link on its own line, subtle in lists such as the footer. Shop links go
 * through the app's router; `external` ones open in a new tab and say so to screen readers.
 */
function Link({
  className,
  variant,
  asChild = false,
  external = false,
  children,
  href,
  ...props
}: LinkProps) {
  const { t } = useUiText();
  const renderLink = useRenderLink();
  const look = {
    'data-slot': 'link',
    'data-variant': variant ?? 'inline',
    className: cn(linkVariants({ variant }), className),
  };
  // A link within the shop goes through the app's link renderer (a client navigation); one
  // to another site opens a new tab as a plain `<a>`.
  if (!asChild && !external && href !== undefined) {
    return renderLink({ ...look, ...props, href, children });
  }
  const Component = asChild ? Slot : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component {...look} {...externalProps} href={href} {...props}>
      <Slottable>{children}</Slottable>
      {external ? <span className="sr-only"> {t('link.newTab')}</span> : null}
    </Component>
  );
}

export { Link, type LinkProps, linkVariants };
