import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A content-addressed file cache of bounded size: renditions are stored under their hash,
 * written to a temporary name and renamed, so a reader never sees half a file. The files'
 * sizes are counted, and when a new one would pass `maxBytes` the least recently used files are
 * deleted first, so the folder never holds more than `maxBytes` of renditions.
 */
export interface DiskCache {
  read(hash: string, extension: string): Promise<Buffer | null>;
  /** Stores a rendition; one larger than the whole cache is not stored. */
  write(hash: string, extension: string, data: Buffer): Promise<void>;
  /** The bytes of the renditions the cache holds now. */
  size(): Promise<number>;
}

/** A rendition's file name: `{sha-256 hex}.{format}`, in the folder of its first two digits. */
const renditionFile = /^[0-9a-f]{64}\.(?:webp|png|jpeg|avif)$/;

interface FoundFile {
  readonly name: string;
  readonly bytes: number;
  readonly lastUsed: number;
}

/**
 * The cache's files from an earlier run, oldest use first. Leftover temporary files (a process
 * stopped mid-write) are deleted. The file system's access time orders them; where it is not
 * kept (`noatime`) the modification time does.
 */
async function existingFiles(directory: string): Promise<FoundFile[]> {
  const folders = await readdir(directory, { withFileTypes: true }).catch(() => []);
  const found: FoundFile[] = [];
  for (const folder of folders) {
    if (!folder.isDirectory() || !/^[0-9a-f]{2}$/.test(folder.name)) continue;
    const path = join(directory, folder.name);
    for (const name of await readdir(path).catch(() => [])) {
      if (name.endsWith('.tmp')) await unlink(join(path, name)).catch(() => undefined);
      if (!renditionFile.test(name) || !name.startsWith(folder.name)) continue;
      const stats = await stat(join(path, name)).catch(() => null);
      if (stats?.isFile()) {
        found.push({ name, bytes: stats.size, lastUsed: Math.max(stats.atimeMs, stats.mtimeMs) });
      }
    }
  }
  return found.sort((a, b) => a.lastUsed - b.lastUsed);
}

/**
 * Opens the cache in `directory`. The index of files, sizes and use order lives in memory and is
 * rebuilt from the folder when the cache is first used (and trimmed to `maxBytes` then, should
 * the bound have been lowered). One process owns a folder: another process's files are not
 * counted until this one is restarted.
 */
export function createDiskCache(directory: string, maxBytes: number): DiskCache {
  const pathOf = (name: string) => join(directory, name.slice(0, 2), name);
  // File name -> bytes, in order of use: a Map keeps insertion order, so the first entry is the
  // least recently used, and using a file moves it to the end.
  const index = new Map<string, number>();
  let heldBytes = 0;
  // Files being written are in the index (their room is taken) but not evicted until written.
  const writing = new Set<string>();
  const removals = new Set<Promise<void>>();

  const forget = (name: string) => {
    heldBytes -= index.get(name) ?? 0;
    index.delete(name);
  };
  const remove = (name: string) => {
    forget(name);
    const removal = unlink(pathOf(name))
      .catch(() => undefined)
      .finally(() => removals.delete(removal));
    removals.add(removal);
  };
  /** Takes room for a file, evicting the least recently used ones; false when it cannot fit. */
  const admit = (name: string, bytes: number): boolean => {
    for (const oldest of index.keys()) {
      if (heldBytes + bytes <= maxBytes) break;
      if (!writing.has(oldest)) remove(oldest);
    }
    if (heldBytes + bytes > maxBytes) return false;
    index.set(name, bytes);
    heldBytes += bytes;
    return true;
  };
  const settled = async () => {
    await Promise.all([...removals]);
  };

  let loading: Promise<void> | null = null;
  const ready = () => {
    loading ??= existingFiles(directory).then(async (files) => {
      for (const file of files) {
        if (!admit(file.name, file.bytes)) await unlink(pathOf(file.name)).catch(() => undefined);
      }
      await settled();
    });
    return loading;
  };

  return {
    async read(hash, extension) {
      await ready();
      const name = `${hash}.${extension}`;
      const bytes = index.get(name);
      // A file the index does not know (or one still being written) is not served.
      if (bytes === undefined || writing.has(name)) return null;
      index.delete(name);
      index.set(name, bytes);
      try {
        return await readFile(pathOf(name));
      } catch {
        // Deleted behind the cache's back: forget it, so the rendition is drawn again.
        forget(name);
        return null;
      }
    },
    async write(hash, extension, data) {
      await ready();
      const name = `${hash}.${extension}`;
      // The name is the content's hash: a file the index holds already has these bytes.
      if (index.has(name)) return;
      // Room first (evicting least recently used files), then the file: the folder holds at
      // most `maxBytes` of renditions at every moment, the temporary file included.
      if (!admit(name, data.byteLength)) return;
      writing.add(name);
      const path = pathOf(name);
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        await settled();
        await mkdir(join(directory, name.slice(0, 2)), { recursive: true });
        await writeFile(temporary, data);
        await rename(temporary, path);
      } catch (error) {
        forget(name);
        await unlink(temporary).catch(() => undefined);
        throw error;
      } finally {
        writing.delete(name);
      }
    },
    async size() {
      await ready();
      await settled();
      return heldBytes;
    },
  };
}
