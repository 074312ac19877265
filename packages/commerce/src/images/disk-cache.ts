import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * A content-addressed file cache: renditions are stored under their hash, written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
export interface DiskCache {
  read(hash: string, extension: string): Promise<Buffer | null>;
  write(hash: string, extension: string, data: Buffer): Promise<void>;
}

export function createDiskCache(directory: string): DiskCache {
  const pathOf = (hash: string, extension: string) =>
    join(directory, hash.slice(0, 2), `${hash}.${extension}`);
  return {
    async read(hash, extension) {
      try {
        return await readFile(pathOf(hash, extension));
      } catch {
        return null;
      }
    },
    async write(hash, extension, data) {
      const path = pathOf(hash, extension);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
  };
}
