import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DataFolderLock, lockDataFolder } from '@vitrine/commerce';
import { afterAll, describe, expect, test } from 'vitest';
import { serverStartTimeout } from './support/timeouts';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

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
      const second = spawn(process.execPath, ['server.js'], {
        cwd: appRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: '0',
          HOST: '127.0.0.1',
          VITRINE_DATA_DIR: join(root, 'pglite'),
          VITRINE_IMAGE_CACHE_DIR: join(root, 'image-cache'),
          SESSION_SECRET: randomBytes(32).toString('hex'),
          DATABASE_URL: '',
          VITRINE_DURABILITY: 'relaxed',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      second.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      second.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
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
