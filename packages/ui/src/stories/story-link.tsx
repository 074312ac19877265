import type * as React from 'react';

/**
 * A link for stories: it shows its `href` but is not followed, so a play function can press
 * it and the story stays on its page; the component's `onClick` still runs.
 */
export function storyLink({
  href,
  onClick,
  ...props
}: React.ComponentProps<'a'> & { href: string }) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
