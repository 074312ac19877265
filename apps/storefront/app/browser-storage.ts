/**
 * The browser's local and session storage, which a locked-down window refuses (a private mode,
 * a sandbox, storage switched off) by throwing on access or on a full quota. Every reader and
 * writer of the shop goes through these, so a refusal is "nothing kept", never an error.
 */
export type StorageKind = 'local' | 'session';

/** The storage, or null where the browser refuses it (or on the server). */
export function browserStorage(kind: StorageKind): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A kept value, or null when there is none or the storage is refused. */
export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a value; false when the storage refused it (refused, or full). */
export function writeStored(kind: StorageKind, key: string, value: string): boolean {
  try {
    const storage = browserStorage(kind);
    if (storage === null) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
