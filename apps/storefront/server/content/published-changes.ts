/**
 * Tells those who keep rendered pages (the render cache) that what the pages show has
 * changed: content was published, or the catalogue changed. In-process only: each server
 * process hears its own; a CDN in front is told by its own purge.
 */
export interface PublishedChanges {
  /** Called after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  announce(): void;
}

export function createPublishedChanges(): PublishedChanges {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce() {
      for (const listener of listeners) listener();
    },
  };
}
