import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DataFolderLock, lockDataFolder } from '@vitrine/commerce';
import { afterAll, describe, expect, test } from 'vitest';
import { spawnServer } from './support/server-process';
import { serverStartTimeout } from './support/timeouts';

describe('a second server on one data folder (issue 12, item 1)', () => {
  let root = '';
  let lock: DataFolderLock | undefined;
  afterAll(async () => {
    await lock?.release();
    if (root !== '') await rm(root, { recursive: true, force: true });
  });

  test(
    'is refused at start with one message naming the folder and the holder, exit code 1, no stack trace',
    async () => {
      root = await mkdtemp(join(tmpdir(), 'vitrine-held-'));
      // This test process stands for the first server: it holds the folder.
      lock = await lockDataFolder(join(root, 'pglite'));
      const second = spawnServer({
        VITRINE_DATA_DIR: join(root, 'pglite'),
        VITRINE_IMAGE_CACHE_DIR: join(root, 'image-cache'),
        VITRINE_DURABILITY: 'relaxed',
      });
      const code = await second.exited;
      const { stdout, stderr } = second.output();
      expect(code).toBe(1);
      expect(stdout).not.toContain('listening');
      expect(stderr).toContain(
        `Vitrine storefront not started: The PGlite data folder ${lock.folder} is in use by ` +
          `process ${process.pid} on ${hostname()}`,
      );
      expect(stderr).toContain('VITRINE_DATA_DIR');
      expect(stderr).not.toMatch(/^\s+at /m);
    },
    serverStartTimeout,
  );
});
