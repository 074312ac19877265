import type * as React from 'react';

/**
 * The args of a story of a component with `Props`: those its render fills in (`Filled`, such
 * as a label read from the catalogue in the story's language, or what a domain machine
 * drives) may be left out, and a demo may add args of its own (`Extra`).
 */
type StoryArgs<
  Props extends object,
  Filled extends keyof Props = never,
  Extra extends object = Record<never, never>,
> = Omit<Props, Filled> & Partial<Pick<Props, Filled>> & Extra;

/**
 * The component a story file documents (its meta's `component`), typed for the story's args.
 * Only the type changes: it is the component itself, so the docs page shows the component's
 * description and props table, not a demo wrapper's. The render hands the args on to it.
 */
function documents<Args extends object>(component: React.ComponentType<never>) {
  // The args the render completes before they reach the component, which the type cannot say.
  return component as React.ComponentType<Args>;
}

export { documents, type StoryArgs };
