import { type CmsLink as CmsLinkField, type LinkTarget, linkTarget } from '@vitrine/domain';
import { useRenderLink } from '@vitrine/ui';
import type * as React from 'react';
import { useBlockRender } from './render-context';

/**
 * Where a CMS link leads in this shop: the domain's link rule (§3: only with the data its type
 * needs, no unsafe scheme), internal paths with the shop's locale prefix. Null: no link.
 */
export function useLinkTarget(link: CmsLinkField | null | undefined): LinkTarget | null {
  const { linkOptions, localizePath } = useBlockRender();
  const target = linkTarget(link, linkOptions);
  if (target === null) return null;
  return target.external ? target : { ...target, href: localizePath(target.href) };
}

export type CmsLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target'> & {
  readonly link: CmsLinkField | null | undefined;
};

/**
 * A CMS link as an anchor through the app's link renderer (`useRenderLink` of the design
 * system: the storefront's router link); renders nothing when the link lacks the data for its
 * type (§3 Link).
 */
export function CmsLink({ link, children, ...props }: CmsLinkProps) {
  const renderLink = useRenderLink();
  const target = useLinkTarget(link);
  if (target === null) return null;
  return renderLink({
    ...props,
    href: target.href,
    ...(target.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    children,
  });
}
