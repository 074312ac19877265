import * as React from 'react';

/** Renders a link: the storefront's router link (client navigation), a plain `<a>` elsewhere. */
export type RenderLink = (props: React.ComponentProps<'a'> & { href: string }) => React.ReactNode;

const plainLink: RenderLink = (props) => <a {...props} />;

const LinkRendererContext = React.createContext<RenderLink>(plainLink);

/**
 * Gives every link of the design system and the CMS blocks below it one renderer, once at the
 * app's root: the storefront passes its router link, so a link inside a block is a client
 * navigation, not a full reload. Without a provider (Storybook, tests) links are plain `<a>`.
 */
export function LinkRendererProvider({
  renderLink,
  children,
}: {
  readonly renderLink: RenderLink;
  readonly children: React.ReactNode;
}) {
  return <LinkRendererContext.Provider value={renderLink}>{children}</LinkRendererContext.Provider>;
}

/** The link renderer the app gave (a plain `<a>` without one). */
export function useRenderLink(): RenderLink {
  return React.useContext(LinkRendererContext);
}
