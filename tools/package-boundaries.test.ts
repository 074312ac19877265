import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  boundaryProblem,
  boundaryViolations,
  importCycles,
  importGraph,
  importSpecifiers,
  oneWayViolations,
  packageNameOf,
  type Workspace,
  withoutTypeOnlyStatements,
  workspacesOf,
} from './package-boundaries';

const repository = fileURLToPath(new URL('..', import.meta.url));

describe('package boundaries (issue 13: imports go by package name and are declared)', () => {
  const cmsBlocks: Workspace = {
    name: '@vitrine/cms-blocks',
    root: '/repo/packages/cms-blocks',
    declared: new Set(['@vitrine/ui', '@vitrine/domain', 'react', 'vitest']),
  };
  const file = '/repo/packages/cms-blocks/src/stories/fixture-data.ts';

  test.each([
    { specifier: './listing', problem: null },
    { specifier: '../../test/support', problem: null },
    {
      specifier: '../../../ui/src/stories/shopping-fixtures',
      problem: 'relative import into another package',
    },
    {
      specifier: '../../../cms-blocks-extra/src/x',
      problem: 'relative import into another package',
    },
    { specifier: '@vitrine/ui', problem: null },
    { specifier: '@vitrine/domain/listing', problem: null },
    { specifier: '@vitrine/commerce', problem: 'undeclared package' },
    { specifier: 'react-dom/server', problem: 'undeclared package' },
    { specifier: 'react', problem: null },
    { specifier: 'node:fs', problem: null },
    { specifier: 'path', problem: null },
    { specifier: 'virtual:react-router/server-build', problem: null },
    { specifier: '@vitrine/cms-blocks/editable', problem: null },
  ] as const)('$specifier from cms-blocks is $problem', ({ specifier, problem }) => {
    expect(boundaryProblem(cmsBlocks, file, specifier)).toBe(problem);
  });

  test('specifiers are read from static, re-exporting, side-effect, dynamic and require imports', () => {
    const source = [
      "import { a } from '@vitrine/ui';",
      "import type { B } from './b';",
      "export * from '../c';",
      "import './styles.css';",
      "const d = await import('e/f');",
      "const g = require('g');",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(
      ['./b', './styles.css', '../c', '@vitrine/ui', 'e/f', 'g'].sort(),
    );
  });

  test.each([
    ['@vitrine/domain/listing', '@vitrine/domain'],
    ['react-dom/server', 'react-dom'],
    ['zod', 'zod'],
  ])('%s belongs to the package %s', (specifier, name) => {
    expect(packageNameOf(specifier)).toBe(name);
  });

  test('no source file of a workspace crosses a package boundary', () => {
    expect(boundaryViolations(repository)).toEqual([]);
  });

  test('import cycles are found, a file importing itself too, and only those', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  test('type-only imports leave no import at run time', () => {
    const source = [
      "import type { A } from './a';",
      "import type {\n  B,\n} from './b';",
      "export type { C } from './c';",
      "import { type D, e } from './e';",
    ].join('\n');
    expect(importSpecifiers(withoutTypeOnlyStatements(source))).toEqual(['./e']);
  });

  // The block tree is recursive by nature (a block renders and parses the blocks inside it), so
  // cms-blocks and the domain's content model keep that one cycle each; every other package none.
  test.each(['@vitrine/storefront', '@vitrine/commerce', '@vitrine/content', '@vitrine/ui'])(
    'no import cycle inside %s (issue 13)',
    (name) => {
      const workspace = workspacesOf(repository).find((candidate) => candidate.name === name);
      expect(workspace).toBeDefined();
      expect(importCycles(importGraph(workspace as Workspace))).toEqual([]);
    },
  );

  test("the storefront's server/ never imports its app/ (DESIGN.md: the host reads one way)", () => {
    expect(oneWayViolations(repository)).toEqual([]);
  });
});
