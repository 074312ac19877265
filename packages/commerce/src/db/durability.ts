/**
 * How an on-disk PGlite folder commits. `durable` (the default): every commit is on the disk
 * (fsync) before it is confirmed, so a confirmed order survives an OS crash or a power loss.
 * `relaxed`: commits reach the operating system's cache only; they survive a killed process but
 * not an OS crash. Faster, for tests and throwaway databases. PostgreSQL (`DATABASE_URL`) is
 * not affected: there the server's own configuration decides.
 */
export type Durability = 'durable' | 'relaxed';

export const durabilities: readonly Durability[] = ['durable', 'relaxed'];

/** Unless told otherwise, a confirmed commit is on the disk. */
export const defaultDurability: Durability = 'durable';
