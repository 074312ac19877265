import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { DurableNodeFS, pgliteDurabilitySettings } from '../src/db/pglite-durable-fs';
import {
  commerceOptionsFromEnv,
  type Database,
  DataFolderInUseError,
  type Env,
  lockDataFolder,
  openDatabase,
  parseCommerceEnv,
} from '../src/index';
import { freshPostgresDatabase, testDatabases } from './support/test-commerce';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const child = fileURLToPath(new URL('./support/data-folder-child.ts', import.meta.url));

/** Opening PGlite takes seconds, far longer on a machine busy with other work. */
const openingTimeout = 240_000;

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function newFolder(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'vitrine-folder-'));
  roots.push(root);
  return join(root, 'pglite');
}

interface ChildRun {
  readonly process: ChildProcess;
  readonly exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** Resolves with the first line the child prints. */
  readonly firstLine: Promise<string>;
}

/** Another Node process running test/support/data-folder-child.ts (TypeScript through tsx). */
function runChild(mode: 'hold' | 'open', folder: string): ChildRun {
  const started = spawn(process.execPath, ['--import', 'tsx', child, mode, folder], {
    cwd: packageRoot,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stdout = '';
  let stderr = '';
  let onLine: (line: string) => void = () => {};
  const firstLine = new Promise<string>((resolve) => {
    onLine = resolve;
  });
  started.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('\n')) onLine(stdout.split('\n')[0] ?? '');
  });
  started.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    started.once('exit', (code) => {
      onLine('');
      resolve({ code, stdout, stderr });
    });
  });
  return { process: started, exited, firstLine };
}

describe('one owner per PGlite data folder (issue 12, item 1)', () => {
  const open: Database[] = [];
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const running of children.splice(0)) if (running.exitCode === null) running.kill();
    for (const database of open.splice(0)) await database.close();
  });

  test(
    'a second process is refused with a message naming the folder and the holder; close gives the folder free',
    async () => {
      const folder = await newFolder();
      const database = await openDatabase({
        databaseUrl: '',
        dataDir: folder,
        durability: 'relaxed',
      });
      open.push(database);
      const canonical = await realpath(folder);

      const refused = await runChild('open', folder).exited;
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain(
        `The PGlite data folder ${canonical} is in use by process ${process.pid} on ${hostname()}`,
      );
      expect(refused.stderr).toContain('VITRINE_DATA_DIR');
      expect(refused.stderr).toContain('DATABASE_URL');
      // The holder's data is untouched by the refused start.
      expect(await database.rows(sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);

      await open.pop()?.close();
      expect(existsSync(`${canonical}.lock`)).toBe(false);
      const next = await runChild('open', folder).exited;
      expect(next).toMatchObject({ code: 0, stdout: 'opened\n' });
    },
    openingTimeout,
  );

  test(
    'a second open in the same process is refused too, before PGlite touches the folder',
    async () => {
      const folder = await newFolder();
      open.push(await openDatabase({ databaseUrl: '', dataDir: folder, durability: 'relaxed' }));
      const second = openDatabase({ databaseUrl: '', dataDir: folder, durability: 'relaxed' });
      await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
      await expect(second).rejects.toThrow(`this process (pid ${process.pid})`);
    },
    openingTimeout,
  );

  test('a live holder in another process is named by its pid', async () => {
    const folder = await newFolder();
    const holder = runChild('hold', folder);
    children.push(holder.process);
    expect(await holder.firstLine).toBe(`holding ${holder.process.pid}`);
    const refusal = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect(refusal).toMatchObject({
      folder: await realpath(folder),
      owner: { pid: holder.process.pid, host: hostname() },
    });
    expect((refusal as Error).message).toContain(`process ${holder.process.pid} on ${hostname()}`);
  });

  test('the lock of a killed process (kill -9) does not block a restart', async () => {
    const folder = await newFolder();
    const holder = runChild('hold', folder);
    expect(await holder.firstLine).toBe(`holding ${holder.process.pid}`);
    holder.process.kill('SIGKILL');
    await holder.exited;
    // The lock is still there, fresh (its mtime is seconds old), but its pid is gone.
    expect(existsSync(`${await realpath(folder)}.lock`)).toBe(true);
    const lock = await lockDataFolder(folder);
    const owner = JSON.parse(await readFile(`${lock.folder}.lock/owner.json`, 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname() });
    await lock.release();
    expect(existsSync(`${lock.folder}.lock`)).toBe(false);
  });

  test('a stale lock whose recorded holder pid no longer exists is taken over', async () => {
    const folder = await newFolder();
    await mkdir(folder, { recursive: true });
    const ended = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => ended.once('exit', resolve));
    const lockDirectory = `${await realpath(folder)}.lock`;
    await mkdir(lockDirectory);
    await writeFile(
      join(lockDirectory, 'owner.json'),
      JSON.stringify({
        pid: ended.pid,
        host: hostname(),
        bootId: null,
        processStartedAt: new Date().toISOString(),
        lockedAt: new Date().toISOString(),
        command: 'server.js',
      }),
    );
    const lock = await lockDataFolder(folder);
    const owner = JSON.parse(await readFile(join(lockDirectory, 'owner.json'), 'utf8'));
    expect(owner.pid).toBe(process.pid);
    await lock.release();
    expect(existsSync(lockDirectory)).toBe(false);
  });
});

describe('durable commits by default (issue 12, item 2)', () => {
  const durabilityFrom = (env: Env) => commerceOptionsFromEnv(parseCommerceEnv(env)).durability;

  test.each([
    { env: {}, expected: 'durable' },
    { env: { VITRINE_DURABILITY: '' }, expected: 'durable' },
    { env: { VITRINE_DURABILITY: 'relaxed' }, expected: 'relaxed' },
    { env: { VITRINE_DURABILITY: ' Durable ' }, expected: 'durable' },
  ] as const)('$env is $expected', ({ env, expected }) => {
    expect(durabilityFrom(env)).toBe(expected);
  });

  test('any other VITRINE_DURABILITY stops the start with a message naming the variable', () => {
    expect(() => durabilityFrom({ VITRINE_DURABILITY: 'fast' })).toThrow(
      'VITRINE_DURABILITY: expected one of durable, relaxed, got "fast"',
    );
  });

  async function settingsOf(database: Database) {
    const rows = await database.rows<{ name: string; setting: string }>(sql`
      SELECT name, setting FROM pg_settings
      WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method') ORDER BY name`);
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  }

  test(
    'an on-disk PGlite folder runs with fsync on by default, off under VITRINE_DURABILITY=relaxed',
    async () => {
      const folder = await newFolder();
      const durable = await openDatabase({ databaseUrl: '', dataDir: folder });
      const [shown] = await durable.rows<{ fsync: string }>(sql`SHOW fsync`);
      expect(shown?.fsync).toBe('on');
      expect(await settingsOf(durable)).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        wal_sync_method: 'fsync',
      });
      await durable.close();

      const relaxed = await openDatabase({
        databaseUrl: '',
        dataDir: folder,
        durability: durabilityFrom({ VITRINE_DURABILITY: 'relaxed' }),
      });
      const [relaxedShown] = await relaxed.rows<{ fsync: string }>(sql`SHOW fsync`);
      expect(relaxedShown?.fsync).toBe('off');
      await relaxed.close();
    },
    openingTimeout,
  );

  test.each([
    ['durable', true],
    ['relaxed', false],
  ] as const)(
    'a %s commit reaches the disk through fsync: %s (PGlite’s own NODEFS never calls it)',
    async (durability, synced) => {
      const folder = await newFolder();
      let syncs = 0;
      const settings = pgliteDurabilitySettings(durability);
      const client = await PGlite.create({
        fs: new DurableNodeFS(folder, () => {
          syncs += 1;
        }),
        startParams: settings.startParams,
        postgresqlconf: settings.postgresqlconf,
      });
      await client.exec('CREATE TABLE orders_kept (id int)');
      syncs = 0;
      await client.exec('INSERT INTO orders_kept VALUES (1)');
      expect(syncs > 0).toBe(synced);
      await client.close();
    },
    openingTimeout,
  );

  test.skipIf(!testDatabases.includes('postgres'))(
    'on PostgreSQL the server’s own configuration decides: the setting changes nothing',
    async () => {
      const fresh = await freshPostgresDatabase();
      const plain = new pg.Client({ connectionString: fresh.url });
      await plain.connect();
      const { rows } = await plain.query<{ fsync: string }>('SHOW fsync');
      await plain.end();
      const database = await openDatabase({ databaseUrl: fresh.url, durability: 'relaxed' });
      try {
        const [shown] = await database.rows<{ fsync: string }>(sql`SHOW fsync`);
        expect(shown?.fsync).toBe(rows[0]?.fsync);
      } finally {
        await database.close();
        await fresh.drop();
      }
    },
    openingTimeout,
  );
});
