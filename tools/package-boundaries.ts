import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The package boundaries of the workspace (DESIGN.md: imports only point down, each package by
 * its name): no relative import reaches into another package's files, and every package a file
 * imports is declared in its own package.json (or, for workspace-wide tooling such as vitest, in
 * the root's devDependencies).
 */

export interface Workspace {
  readonly name: string;
  readonly root: string;
  /** Packages this workspace may import: its own declarations and the root's tooling. */
  readonly declared: ReadonlySet<string>;
}

export interface BoundaryViolation {
  readonly file: string;
  readonly specifier: string;
  readonly problem: 'relative import into another package' | 'undeclared package';
}

const sourceExtensions = /\.(?:[cm]?[jt]sx?)$/;
const skippedFolders = new Set([
  'node_modules',
  'build',
  'dist',
  'coverage',
  'storybook-static',
  '.react-router',
  '.turbo',
]);
const builtins = new Set(builtinModules);

/**
 * Every import, export-from, dynamic import and require specifier of a source text, as
 * TypeScript's own pre-processor reads them (so text in comments and strings is not taken).
 */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function isPlatformModule(specifier: string): boolean {
  return (
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:') ||
    specifier.startsWith('#') ||
    builtins.has(packageNameOf(specifier))
  );
}

/** The boundary problem of one specifier in one file of a workspace, or null. */
export function boundaryProblem(
  workspace: Workspace,
  file: string,
  specifier: string,
): BoundaryViolation['problem'] | null {
  const bare = specifier.split('?')[0] ?? specifier;
  if (bare.startsWith('.')) {
    const target = resolve(dirname(file), bare);
    const inside = target === workspace.root || target.startsWith(workspace.root + sep);
    return inside ? null : 'relative import into another package';
  }
  if (bare.startsWith('/') || isPlatformModule(bare)) return null;
  const name = packageNameOf(bare);
  return name === workspace.name || workspace.declared.has(name) ? null : 'undeclared package';
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    if (skippedFolders.has(entry)) return [];
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return sourceExtensions.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

interface Manifest {
  readonly name?: string;
  readonly workspaces?: readonly string[];
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
}

const manifestOf = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as Manifest;

const declaredBy = (manifest: Manifest): string[] =>
  [
    manifest.dependencies,
    manifest.devDependencies,
    manifest.peerDependencies,
    manifest.optionalDependencies,
  ].flatMap((list) => Object.keys(list ?? {}));

/** The workspaces the root package.json lists (`packages/*`, `apps/*`). */
export function workspacesOf(repository: string): Workspace[] {
  const rootManifest = manifestOf(repository);
  const tooling = Object.keys(rootManifest.devDependencies ?? {});
  return (rootManifest.workspaces ?? []).flatMap((pattern) => {
    const parent = join(repository, pattern.replace(/\/\*$/, ''));
    return readdirSync(parent)
      .map((entry) => join(parent, entry))
      .filter((folder) => statSync(folder).isDirectory())
      .filter((folder) => {
        try {
          return manifestOf(folder).name !== undefined;
        } catch {
          return false;
        }
      })
      .map((folder) => {
        const manifest = manifestOf(folder);
        return {
          name: manifest.name ?? folder,
          root: folder,
          declared: new Set([...declaredBy(manifest), ...tooling]),
        };
      });
  });
}

/** Every boundary violation in the workspaces' source files. */
export function boundaryViolations(repository: string): BoundaryViolation[] {
  return workspacesOf(repository).flatMap((workspace) =>
    sourceFiles(workspace.root).flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const problem = boundaryProblem(workspace, file, specifier);
        return problem === null ? [] : [{ file: relative(repository, file), specifier, problem }];
      }),
    ),
  );
}

const resolvableExtensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as the bundler resolves it; null if none exists. */
function resolveRelative(file: string, specifier: string): string | null {
  const base = resolve(dirname(file), specifier.split('?')[0] ?? specifier);
  const withoutJs = base.replace(/\.js$/, '');
  for (const candidate of [base, withoutJs]) {
    for (const extension of resolvableExtensions) {
      const path = `${candidate}${extension}`;
      try {
        if (statSync(path).isFile()) return path;
      } catch {
        // not this one
      }
    }
  }
  return null;
}

/** The text without `import type …` and `export type … from` statements, which leave no import at run time. */
export function withoutTypeOnlyStatements(source: string): string {
  return source.replace(/^\s*(?:import|export)\s+type\b[^;]*;/gm, '');
}

/** Each source file of a workspace with the files of the same workspace it imports at run time. */
export function importGraph(workspace: Workspace): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(workspace.root)) {
    const targets = importSpecifiers(withoutTypeOnlyStatements(readFileSync(file, 'utf8')))
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveRelative(file, specifier))
      .filter((target): target is string => target !== null && sourceExtensions.test(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The import cycles of a graph: its strongly connected parts of more than one file, or a file importing itself. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    lowLink.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next] as string;
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          lowLink.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) {
        lowLink.set(
          parent.node,
          Math.min(lowLink.get(parent.node) ?? 0, lowLink.get(frame.node) ?? 0),
        );
      }
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const part: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          part.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (part.length > 1 || selfImport) cycles.push(part.sort());
      }
    }
  }
  return cycles;
}

/**
 * Folders of a workspace that import one way only (DESIGN.md: the storefront's `server/` builds
 * the request context and the use-cases; `app/` imports them, never the other way round).
 */
export const oneWayFolders: ReadonlyArray<{
  readonly workspace: string;
  readonly folder: string;
  readonly mayNotImport: string;
}> = [{ workspace: '@vitrine/storefront', folder: 'server', mayNotImport: 'app' }];

/** Imports against `oneWayFolders`, as `file -> imported file` relative to the repository. */
export function oneWayViolations(repository: string): string[] {
  return workspacesOf(repository).flatMap((workspace) =>
    oneWayFolders
      .filter((rule) => rule.workspace === workspace.name)
      .flatMap((rule) => {
        const from = join(workspace.root, rule.folder) + sep;
        const into = join(workspace.root, rule.mayNotImport) + sep;
        return [...importGraph(workspace)].flatMap(([file, targets]) =>
          file.startsWith(from)
            ? targets
                .filter((target) => target.startsWith(into))
                .map((target) => `${relative(repository, file)} -> ${relative(repository, target)}`)
            : [],
        );
      }),
  );
}
