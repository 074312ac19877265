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
