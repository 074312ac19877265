type Env = Readonly<Record<string, string | undefined>>;

/**
 * How an on-disk PGlite folder commits. `durable` (the default): every commit is on the disk
 * (fsync) before it is confirmed, so a confirmed order survives an OS crash or a power loss.
 * `relaxed`: commits reach the operating system's cache only; they survive a killed process but
 * not an OS crash. Faster, for tests and throwaway databases. PostgreSQL (`DATABASE_URL`) is
 * not affected: there the server's own configuration decides.
 */
export type Durability = 'durable' | 'relaxed';

export const durabilityVariable = 'VITRINE_DURABILITY';

const durabilities: readonly Durability[] = ['durable', 'relaxed'];

function isDurability(value: string): value is Durability {
  return (durabilities as readonly string[]).includes(value);
}

/**
 * The given durability, else `VITRINE_DURABILITY`, else `durable`. Any other value stops the
 * start-up with a message naming the variable: a typo must not quietly lose durability.
 *
 * @example
 * durabilityOf(undefined, { VITRINE_DURABILITY: 'relaxed' }); // 'relaxed'
 */
export function durabilityOf(given: Durability | undefined, env: Env = process.env): Durability {
  if (given !== undefined) return given;
  const value = env[durabilityVariable]?.trim().toLowerCase() ?? '';
  if (value === '') return 'durable';
  if (isDurability(value)) return value;
  throw new Error(
    `${durabilityVariable}=${JSON.stringify(env[durabilityVariable])} is not one of ${durabilities.join(', ')}`,
  );
}
