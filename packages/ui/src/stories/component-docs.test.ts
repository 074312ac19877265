import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  componentDocsOf,
  definingModuleOf,
  exportedComponentsOf,
  type MetaComponent,
  moduleFileOf,
  storyMetaOf,
} from './component-docs';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const componentsDir = path.join(sourceDir, 'components');
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesIn(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [path.join(dir, entry.name)]
        : [],
  );
const files = filesIn(componentsDir);
const storyFiles = files.filter((file) => file.endsWith('.stories.tsx'));
const componentFiles = files.filter((file) => !file.endsWith('.stories.tsx'));
const named = (file: string) => path.relative(componentsDir, file);

/**
 * The icons are documented together, as the Foundations/Icons gallery shows each by name;
 * one description per outline drawing would say only its name again.
 */
const isIconOfTheSet = (file: string, component: string) =>
  file === 'icons.tsx' && component !== 'Icon' && component.endsWith('Icon');

/**
 * The components the package exports (`src/index.ts`) that are defined in `src/components`:
 * what a designer builds pages from. `lib` holds plumbing with no look of its own (the link
 * renderer's context provider).
 */
const exportedComponents = exportedComponentsOf(path.join(sourceDir, 'index.ts')).filter(
  (component) => component.definedIn.startsWith(componentsDir + path.sep),
);

/**
 * Where each component has its props table on a docs page, as `module#Name` → the story file.
 * A story file has a docs page unless its meta says `'!autodocs'` (the preview tags every file
 * `autodocs`); the page documents its `meta.component` (description and props table) and shows
 * each of its `subcomponents` as a props-table tab beside it.
 */
const docsPageOf = new Map<string, string>();
const keyOf = (name: string, definedIn: string) => `${definedIn}#${name}`;
for (const storyFile of storyFiles) {
  const meta = storyMetaOf(storyFile);
  if (meta.tags.includes('!autodocs')) continue;
  const shown: MetaComponent[] = [
    ...(meta.component
      ? [
          {
            name: meta.component,
            importedFrom: meta.importedFrom,
            moduleFile: moduleFileOf(storyFile, meta.importedFrom ?? ''),
          },
        ]
      : []),
    ...meta.subcomponents,
  ];
  for (const component of shown) {
    if (!component.moduleFile) continue;
    const key = keyOf(component.name, definingModuleOf(component.moduleFile, component.name));
    if (!docsPageOf.has(key)) docsPageOf.set(key, named(storyFile));
  }
}

describe('Storybook docs pages of the ui components (issue 21: the design system site)', () => {
  it('finds the story files and components it checks', () => {
    expect(storyFiles.length).toBeGreaterThan(40);
    expect(componentFiles.length).toBeGreaterThan(40);
  });

  it.each(
    exportedComponents
      // The icon module's page is the Foundations/Icons gallery: the set and the frame they share.
      .filter((component) => named(component.definedIn) !== 'icons.tsx')
      .map((component) => [component.name, named(component.definedIn)] as const),
  )(
    '%s (%s) has a docs page showing its props table: the meta.component of a story file with a docs page (not !autodocs), or one of its subcomponents',
    (name, file) => {
      const page = docsPageOf.get(keyOf(name, path.join(componentsDir, file)));
      expect(page, `no story file with a docs page documents ${name}`).toBeDefined();
    },
  );

  it.each(storyFiles.map(named))(
    '%s documents a ui component as its meta.component, not a story wrapper',
    (file) => {
      const storyFile = path.join(componentsDir, file);
      const meta = storyMetaOf(storyFile);
      // The foundations pages (the icon gallery) show a set, not one component.
      if (meta.title?.startsWith('Foundations/')) return;
      expect(meta.component, 'meta.component names no component').toBeDefined();
      expect(
        meta.importedFrom,
        `${meta.component} is declared in the story file: Docs would show a wrapper's props`,
      ).toBeDefined();
      const moduleFile = moduleFileOf(storyFile, meta.importedFrom ?? '');
      expect(moduleFile, `${meta.importedFrom} is not a module of ui`).toBeDefined();
      expect(moduleFile?.endsWith('.stories.tsx')).toBe(false);
      const component = meta.component ?? '';
      const documented = componentDocsOf(definingModuleOf(moduleFile ?? '', component)).map(
        (docs) => docs.name,
      );
      expect(documented, `${meta.component} has no props table in ${meta.importedFrom}`).toContain(
        meta.component,
      );
    },
  );

  it.each(componentFiles.map(named))(
    '%s: every exported component and each of its props has a description',
    (file) => {
      const missing = componentDocsOf(path.join(componentsDir, file)).flatMap((docs) => [
        ...(docs.description || isIconOfTheSet(file, docs.name) ? [] : [docs.name]),
        ...docs.props
          .filter((prop) => !prop.description)
          .map((prop) => `${docs.name}.${prop.name}`),
      ]);
      expect(missing, 'components and props without a description (JSDoc)').toEqual([]);
    },
  );

  it.each(componentFiles.map(named))(
    '%s: no component or prop description names a spec section (§): they are read by designers',
    (file) => {
      const withSections = componentDocsOf(path.join(componentsDir, file)).flatMap((docs) => [
        ...(docs.description.includes('§') ? [docs.name] : []),
        ...docs.props
          .filter((prop) => prop.description.includes('§'))
          .map((prop) => `${docs.name}.${prop.name}`),
      ]);
      expect(withSections, 'descriptions with a spec section number').toEqual([]);
    },
  );
});
