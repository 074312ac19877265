import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** The run's folder for seeded database templates (seeded-database.ts), removed afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'vitrine-storefront-tests-'));
  project.provide('seededTemplatesRoot', root);
  return () => rm(root, { recursive: true, force: true });
}
