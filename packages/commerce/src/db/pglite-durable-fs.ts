import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { Durability } from './durability';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

/** The parts of Emscripten's NODEFS this file touches (PGlite types it as a bare FileSystemType). */
interface NodeFileSystem {
  readonly stream_ops: { fsync?: (stream: { readonly nfd: number }) => void };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's folder on Node's file system, with an `fsync` that reaches the disk. Emscripten's
 * NODEFS (PGlite 0.5) has no `fsync` stream operation, so PostgreSQL's `fsync()` of a WAL
 * segment or data file returns success without touching the disk (an strace of a commit shows
 * none); this adds it. Its `fdatasync()` is a no-op in the WASM build that no file system
 * operation reaches, hence `wal_sync_method = fsync` below.
 */
export class DurableNodeFS extends NodeFS {
  /** `sync` is Node's fsyncSync; a test passes one that counts the calls. */
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (module: { NODEFS: unknown }) => {
      const nodefs = module.NODEFS as NodeFileSystem;
      // A failing fsync becomes the errno PostgreSQL expects (it PANICs rather than go on).
      nodefs.stream_ops.fsync = (stream) => nodefs.tryFSOperation(() => this.sync(stream.nfd));
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), addFsync] },
    };
  }
}

/**
 * PGlite's start parameters and settings for a durability. PGlite starts PostgreSQL with `-F`
 * (fsync off); durable drops it and syncs the WAL with `fsync()` (see DurableNodeFS), so that
 * a commit is confirmed only once it is on the disk. `SHOW fsync` tells which one runs.
 */
export function pgliteDurabilitySettings(durability: Durability): {
  readonly startParams: string[];
  readonly postgresqlconf: string[];
} {
  const defaults = [...PGlite.defaultStartParams];
  if (durability === 'relaxed') return { startParams: defaults, postgresqlconf: [] };
  return {
    startParams: defaults.filter((parameter) => parameter !== '-F'),
    postgresqlconf: [
      'fsync = on',
      'synchronous_commit = on',
      'wal_sync_method = fsync',
      'full_page_writes = on',
    ],
  };
}
