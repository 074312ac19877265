import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';

/** Who holds a data folder: written into the lock, read by a process that is refused. */
export interface DataFolderOwner {
  readonly pid: number;
  readonly host: string;
  /** The kernel's boot id (Linux): a lock from before a reboot is stale whatever its pid. */
  readonly bootId: string | null;
  /** When the holding process started (ISO): tells a reused pid from the holder. */
  readonly processStartedAt: string;
  readonly lockedAt: string;
  readonly command: string;
}

/** The refusal of a second process (or a second open in one process) on one data folder. */
export class DataFolderInUseError extends Error {
  readonly code = 'VITRINE_DATA_FOLDER_IN_USE';

  constructor(
    readonly folder: string,
    readonly owner: DataFolderOwner | null,
  ) {
    super(inUseMessage(folder, owner));
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  readonly folder: string;
  /** Gives the folder free; later calls do nothing. */
  release(): Promise<void>;
}

/**
 * A live holder renews the lock's mtime every `updateMs`; a lock whose holder cannot be checked
 * by pid (no owner recorded yet, or another machine on a shared disk) is stale after `staleMs`.
 * The pid check makes a killed process's lock free at once on its own machine, so the mtime
 * can be given long: a holder whose event loop is busy for a while (seeding the catalog on a
 * loaded two-core machine blocked it past 30 s) must not count as having lost its lock.
 */
const staleMs = 300_000;
const updateMs = 30_000;
const ownerFile = 'owner.json';

function inUseMessage(folder: string, owner: DataFolderOwner | null): string {
  const holder =
    owner === null
      ? 'another process (it has not recorded itself yet, or runs on another machine; its lock ' +
        `is given free ${staleMs / 1000} s after it ends)`
      : owner.pid === process.pid && owner.host === hostname()
        ? `this process (pid ${owner.pid}): open a data folder once per process`
        : `process ${owner.pid} on ${owner.host} (${owner.command}, running since ${owner.processStartedAt})`;
  return (
    `The PGlite data folder ${folder} is in use by ${holder}. Two processes on one folder lose ` +
    'committed data, so this one does not start. Stop the other process, or give this one ' +
    'another folder (the storefront: VITRINE_DATA_DIR) or a PostgreSQL server (DATABASE_URL).'
  );
}

function readBootId(): string | null {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}

const processStartedAt = () => new Date(Date.now() - process.uptime() * 1000);

function currentOwner(): DataFolderOwner {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readBootId(),
    processStartedAt: processStartedAt().toISOString(),
    lockedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 300),
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded owner has certainly ended: same machine, and rebooted since, or the pid
 * is gone, or the pid is ours but from an earlier start (a container restarted with the same
 * pid). On another machine only the mtime can tell (`staleMs`).
 */
function hasEnded(owner: DataFolderOwner): boolean {
  if (owner.host !== hostname()) return false;
  const bootId = readBootId();
  if (owner.bootId !== null && bootId !== null && owner.bootId !== bootId) return true;
  if (owner.pid === process.pid) {
    const started = Date.parse(owner.processStartedAt);
    return !(Math.abs(started - processStartedAt().getTime()) < 2_000);
  }
  return !isProcessAlive(owner.pid);
}

async function readOwner(lockDirectory: string): Promise<DataFolderOwner | null> {
  try {
    const owner = JSON.parse(await readFile(join(lockDirectory, ownerFile), 'utf8'));
    return typeof owner?.pid === 'number' && typeof owner?.host === 'string' ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Writes this process into the lock: beside and renamed, so a refused process never reads half
 * an owner. proper-lockfile renews the lock only while the folder's mtime is the one it set
 * (else it counts the lock as taken by another), and adding a file changes it: it is set back.
 */
async function recordOwner(lockDirectory: string): Promise<void> {
  const { atime, mtime } = await stat(lockDirectory);
  const temporary = join(lockDirectory, `${ownerFile}.${process.pid}`);
  await writeFile(temporary, JSON.stringify(currentOwner()));
  await rename(temporary, join(lockDirectory, ownerFile));
  await utimes(lockDirectory, atime, mtime);
}

/**
 * Removes the lock of an owner that has ended. It is moved aside first and removed only if it
 * is still that owner's: a process that took the folder between the check and the move gets
 * its lock back (and is returned as the owner).
 */
async function removeEndedLock(
  lockDirectory: string,
  ended: DataFolderOwner,
): Promise<DataFolderOwner | null> {
  const aside = `${lockDirectory}.ended-${randomUUID()}`;
  try {
    await rename(lockDirectory, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const moved = await readOwner(aside);
  if (moved !== null && (moved.pid !== ended.pid || moved.lockedAt !== ended.lockedAt)) {
    await rename(aside, lockDirectory).catch(() => undefined);
    return moved;
  }
  await rm(aside, { recursive: true, force: true });
  return null;
}

/**
 * proper-lockfile removes its lock with rmdir, which fails once the owner file is inside;
 * removing the folder with its contents keeps its own release and stale handling working.
 */
const lockFs = {
  ...fs,
  rmdir: (path: string, callback: (error: NodeJS.ErrnoException | null) => void) =>
    fs.rm(path, { recursive: true, force: true }, callback),
  rmdirSync: (path: string) => fs.rmSync(path, { recursive: true, force: true }),
};

/**
 * Takes the data folder for this process until `release` (or the process's exit): the lock is
 * `<folder>.lock` beside it (a folder copied for a test does not copy the lock), holding the
 * owner's pid, host and start. A second process is refused with a DataFolderInUseError naming
 * the folder and the holder; a lock whose holder has ended is taken over.
 */
export async function lockDataFolder(folder: string): Promise<DataFolderLock> {
  await mkdir(folder, { recursive: true });
  const canonical = await realpath(folder);
  const lockDirectory = `${canonical}.lock`;
  const recorded = await readOwner(lockDirectory);
  if (recorded !== null) {
    if (!hasEnded(recorded)) throw new DataFolderInUseError(canonical, recorded);
    const current = await removeEndedLock(lockDirectory, recorded);
    if (current !== null) throw new DataFolderInUseError(canonical, current);
    console.warn(
      `commerce: took over the lock of ${canonical} from process ${recorded.pid}, which has ended`,
    );
  }
  let unlock: () => Promise<void>;
  try {
    unlock = await lock(canonical, {
      lockfilePath: lockDirectory,
      realpath: false,
      stale: staleMs,
      update: updateMs,
      fs: lockFs,
      onCompromised: (error) => lockLost(canonical, error),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataFolderInUseError(canonical, await readOwner(lockDirectory));
  }
  await recordOwner(lockDirectory);
  let released = false;
  return {
    folder: canonical,
    async release() {
      if (released) return;
      released = true;
      // A lock lost meanwhile (lockLost) is already released: closing still succeeds.
      await unlock().catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ERELEASED') throw error;
      });
    },
  };
}

/**
 * The lock was removed or renewed by someone else: another process may now write to the
 * folder. Going on would let two processes write to it, so the process stops (SIGTERM: the
 * server's shutdown closes the database).
 */
function lockLost(folder: string, error: Error): void {
  console.error(
    `commerce: the lock of the data folder ${folder} was lost (${error.message}); stopping so ` +
      'that two processes do not write to one folder',
  );
  process.exitCode = 1;
  process.kill(process.pid, 'SIGTERM');
}
