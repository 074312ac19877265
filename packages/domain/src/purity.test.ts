import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

/**
 * The domain core holds the spec's rules (§2–§9) as pure code (DESIGN.md "The house"): no
 * React, no DOM, no network, no Node I/O, no clock or randomness it was not given. The
 * compiler cannot enforce that here (the test files need Node's types), so this test reads
 * the source and does.
 */
const sourceRoot = dirname(fileURLToPath(import.meta.url));
const packageJson = JSON.parse(readFileSync(join(sourceRoot, '..', 'package.json'), 'utf8')) as {
  readonly dependencies?: Readonly<Record<string, string>>;
};
const dependencies = new Set(Object.keys(packageJson.dependencies ?? {}));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isRuleSource =
      entry.name.endsWith('.ts') &&
      !entry.name.endsWith('.test.ts') &&
      entry.name !== 'test-fixtures.ts';
    return isRuleSource ? [path] : [];
  });
}

const files = sourceFiles(sourceRoot).map((path) => ({
  name: relative(sourceRoot, path),
  text: readFileSync(path, 'utf8'),
}));

/** Import and export specifiers: `from '…'`, bare `import '…'` and `import('…')`. */
function specifiers(text: string): string[] {
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

/** Specifiers that are neither a module of this package nor a declared dependency. */
function foreignImports(codeText: string): string[] {
  return specifiers(codeText).filter(
    (specifier) => !specifier.startsWith('.') && !dependencies.has(packageName(specifier)),
  );
}

/** The code without comments, where TSDoc examples may show `window.location` on purpose. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const forbiddenGlobals: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'the DOM (document)', pattern: /\bdocument\s*\./ },
  { name: 'the DOM (window)', pattern: /\bwindow\s*\./ },
  { name: 'browser storage', pattern: /\b(localStorage|sessionStorage)\b/ },
  { name: 'the navigator', pattern: /\bnavigator\s*\./ },
  { name: 'the network (fetch)', pattern: /\bfetch\s*\(/ },
  { name: 'the network (XMLHttpRequest)', pattern: /\bXMLHttpRequest\b/ },
  { name: 'the process', pattern: /\bprocess\s*\./ },
  { name: 'CommonJS require', pattern: /\brequire\s*\(/ },
  { name: 'the clock (Date.now)', pattern: /\bDate\.now\s*\(/ },
  { name: 'the clock (new Date())', pattern: /\bnew\s+Date\s*\(\s*\)/ },
  { name: 'the clock (performance)', pattern: /\bperformance\s*\./ },
  { name: 'randomness (Math.random)', pattern: /\bMath\.random\s*\(/ },
  { name: 'randomness (crypto)', pattern: /\bcrypto\s*\.\s*(getRandomValues|randomUUID)\b/ },
  { name: 'timers', pattern: /\b(setTimeout|setInterval)\s*\(/ },
];

describe('the domain package stays pure (spec §2–§9 rules, DESIGN.md)', () => {
  test('finds its source files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  test('imports only its own modules and its declared dependencies (no React, no Node)', () => {
    const foreign = files.flatMap(({ name, text }) =>
      foreignImports(code(text)).map((specifier) => `${name}: ${specifier}`),
    );
    expect(foreign).toEqual([]);
  });

  test('declares no dependency on React, the DOM or a Node I/O package', () => {
    const banned =
      /^(react|react-dom|@types\/(node|react)|node-fetch|undici|pg|@electric-sql\/.*)$/;
    expect([...dependencies].filter((name) => banned.test(name))).toEqual([]);
  });

  test.each(forbiddenGlobals)('touches no $name', ({ pattern }) => {
    const offenders = files.filter(({ text }) => pattern.test(code(text))).map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  test.each([
    { label: 'a React import', text: "import { useState } from 'react';", foreign: ['react'] },
    {
      label: 'a Node import',
      text: "import { readFile } from 'node:fs/promises';",
      foreign: ['node:fs/promises'],
    },
    { label: 'a dynamic import', text: "const fs = await import('fs');", foreign: ['fs'] },
    { label: 'a declared dependency', text: "import { z } from 'zod';", foreign: [] },
    { label: 'a sibling module', text: "export { x } from './x';", foreign: [] },
  ])('the import check catches $label', ({ text, foreign }) => {
    expect(foreignImports(text)).toEqual(foreign);
  });

  test.each([
    { text: 'const now = Date.now();', caught: true },
    { text: "window.location.assign('/');", caught: true },
    { text: '/** actor.on(x, () => window.location.reload()); */ const a = 1;', caught: false },
    { text: "const url = 'https://x.example'; // window.location", caught: false },
  ])('the global check reads code, not comments: $text', ({ text, caught }) => {
    expect(forbiddenGlobals.some(({ pattern }) => pattern.test(code(text)))).toBe(caught);
  });
});
