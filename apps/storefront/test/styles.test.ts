import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const assets = path.join(appRoot, 'build/client/assets');

/** The production stylesheet(s) Tailwind generated from the sources it was told to scan. */
const builtCss = readdirSync(assets)
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(path.join(assets, file), 'utf8'))
  .join('\n');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name) ? [file] : [];
  });
}

/** Every class written literally as `className="…"` in a package's components. */
function literalClasses(packageSource: string): string[] {
  const classes = new Set<string>();
  for (const file of sourceFiles(path.join(appRoot, packageSource))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/className="([^"]+)"/g)) {
      for (const name of (match[1] ?? '').split(/\s+/)) if (name !== '') classes.add(name);
    }
  }
  return [...classes];
}

/** Tailwind's selector for a class: every character outside [A-Za-z0-9_-] escaped. */
const selector = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`)}`;

// Tailwind only generates what it scans; a package missing from app.css's @source list ships
// its markup without its styles (the CMS blocks once lost their gaps and columns that way).
describe('the storefront stylesheet styles every component package (DESIGN.md ui, cms-blocks)', () => {
  test.each(['../../packages/ui/src', '../../packages/cms-blocks/src'])(
    'every literal class of %s is in the built CSS',
    (packageSource) => {
      const classes = literalClasses(packageSource);
      expect(classes.length).toBeGreaterThan(20);
      expect(classes.filter((name) => !builtCss.includes(selector(name)))).toEqual([]);
    },
  );
});
