import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCommerce } from '@vitrine/commerce';
import { inject } from 'vitest';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of seeded PGlite templates (test/support/seeded-templates.setup.ts). */
    seededTemplatesRoot: string;
  }
}

export interface SeededDatabase {
  /** A PGlite folder of this server's own, seeded with the demo catalog. */
  readonly directory: string;
  remove(): Promise<void>;
}

/**
 * A fresh demo database for one test server: a copy of a template that this run migrated and
 * seeded once per catalog size. Migrating and seeding take seconds per server (7.8 s for 400
 * products here, far longer on a loaded CI machine); reopening a copy takes about 3 s. The
 * template lives only as long as the run, so it always matches the current migrations and seed.
 */
export async function seededDatabase(products: number): Promise<SeededDatabase> {
  const root = inject('seededTemplatesRoot');
  const template = join(root, `catalog-${products}`);
  if (!existsSync(template)) {
    // Built under another name and renamed, so a half-built template is never copied.
    const building = `${template}.${randomUUID()}`;
    const commerce = await createCommerce({
      databaseUrl: '',
      dataDir: building,
      imageCacheDir: `${repository}.data/test-image-cache`,
      // A throwaway copy: commits need not survive an OS crash, and relaxed is faster.
      durability: 'relaxed',
      seed: { products },
    });
    await commerce.close();
    // Two test files run at once may both build it: the first rename wins, the other copy goes.
    await rename(building, template).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(template) || !['ENOTEMPTY', 'EEXIST'].includes(error.code ?? '')) throw error;
      await rm(building, { recursive: true, force: true });
    });
  }
  const directory = join(root, 'servers', randomUUID());
  await mkdir(join(root, 'servers'), { recursive: true });
  await cp(template, directory, { recursive: true });
  return { directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
