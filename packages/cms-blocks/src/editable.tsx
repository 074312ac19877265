import { storyblokEditable } from '@storyblok/react';
import * as React from 'react';

/** `_editable` markers of a story's blocks by `_uid` (Storyblok sends them with draft content). */
export type EditableMarkers = ReadonlyMap<string, string>;

const maxDepth = 64;

function collect(value: unknown, markers: Map<string, string>, depth: number): void {
  if (depth > maxDepth || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, markers, depth + 1);
    return;
  }
  const record = value as Readonly<Record<string, unknown>>;
  if (typeof record._uid === 'string' && typeof record._editable === 'string') {
    markers.set(record._uid, record._editable);
  }
  for (const field of Object.values(record)) collect(field, markers, depth + 1);
}

/**
 * Reads the visual editor's `_editable` markers from raw story content. The domain's block
 * parser keeps only the content model's fields, so the markers are read here, once per story,
 * and each block looks its own up by `_uid`.
 */
export function editableMarkers(content: unknown): EditableMarkers {
  const markers = new Map<string, string>();
  collect(content, markers, 0);
  return markers;
}

const EditableContext = React.createContext<EditableMarkers>(new Map());

export function EditableProvider({
  markers,
  children,
}: {
  readonly markers: EditableMarkers;
  readonly children?: React.ReactNode;
}) {
  return <EditableContext.Provider value={markers}>{children}</EditableContext.Provider>;
}

/**
 * The visual editor's attributes of one block (`data-blok-c`, `data-blok-uid`) through
 * `storyblokEditable`; empty outside the editor, when content has no markers.
 */
export function useEditable(uid: string): Readonly<Record<string, string>> {
  const markers = React.useContext(EditableContext);
  const marker = markers.get(uid);
  if (marker === undefined) return {};
  const attributes = storyblokEditable({ _editable: marker });
  return attributes['data-blok-c'] === undefined
    ? {}
    : { 'data-blok-c': attributes['data-blok-c'], 'data-blok-uid': attributes['data-blok-uid'] };
}
