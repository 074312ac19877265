import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { componentDocsOf, definingModuleOf, moduleFileOf, storyMetaOf } from './component-docs';

const componentsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../components');
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

describe('Storybook docs pages of the ui components (issue 21: the design system site)', () => {
  it('finds the story files and components it checks', () => {
    expect(storyFiles.length).toBeGreaterThan(40);
    expect(componentFiles.length).toBeGreaterThan(40);
  });

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
});
