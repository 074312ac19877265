import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
const files = filesIn(srcDir);
const read = (file: string) => readFileSync(file, 'utf8');

/** The foundations issue 21 asks for, each with a docs page written in MDX for designers. */
const foundations = ['Brand theming', 'Colour', 'Typography', 'Space and shape', 'Icons', 'Tokens'];

/** A CSF file of the Foundations group: its title's last part, and the stories it exports. */
const foundationStoryFiles = files
  .filter((file) => file.endsWith('.stories.tsx'))
  .flatMap((file) => {
    const source = read(file);
    const title = /^\s*title: '(Foundations\/[^']+)'/m.exec(source)?.[1];
    if (title === undefined) return [];
    const stories = [...source.matchAll(/^export const (\w+): Story\b/gm)].map((match) => match[1]);
    return [{ file, source, name: title.replace('Foundations/', ''), stories }];
  });

/** An MDX page and the CSF file its `<Meta of={…} />` attaches it to, if any. */
const mdxPages = files
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const source = read(file);
    const attachedAs = /<Meta of=\{(\w+)\}/.exec(source)?.[1];
    const importPath =
      attachedAs === undefined
        ? undefined
        : new RegExp(`import \\* as ${attachedAs} from '([^']+)'`).exec(source)?.[1];
    return {
      file,
      source,
      attachedAs,
      attachedTo:
        importPath === undefined
          ? undefined
          : `${path.resolve(path.dirname(file), importPath)}.tsx`,
      title: /<Meta title="([^"]+)"/.exec(source)?.[1],
    };
  });

const pageOf = (storyFile: string) => mdxPages.find((page) => page.attachedTo === storyFile);

describe('Foundations are MDX pages for designers (issue 21)', () => {
  it('every foundation of the issue has an MDX page, attached or titled', () => {
    const withPage = [
      ...foundationStoryFiles.filter(({ file }) => pageOf(file)).map(({ name }) => name),
      ...mdxPages.flatMap(({ title }) =>
        title?.startsWith('Foundations/') ? [title.replace('Foundations/', '')] : [],
      ),
    ];
    expect([...withPage].sort()).toEqual([...foundations].sort());
  });

  it.each(foundationStoryFiles.map(({ name }) => name))(
    'Foundations/%s: its MDX page shows each of its stories and autodocs adds no second page',
    (name) => {
      const storyFile = foundationStoryFiles.find((entry) => entry.name === name);
      const page = storyFile && pageOf(storyFile.file);
      expect(page, `no MDX page attaches to ${name}'s story file`).toBeDefined();
      if (!storyFile || !page) return;
      expect(storyFile.stories.length).toBeGreaterThan(0);
      const shown = storyFile.stories.filter((story) =>
        new RegExp(`<(Canvas|Story) of=\\{${page.attachedAs}\\.${story}\\}`).test(page.source),
      );
      expect(shown, 'stories missing from the MDX page').toEqual(storyFile.stories);
      // Storybook's preview tags every file 'autodocs'; the page beside it replaces that one.
      expect(storyFile.source).toMatch(/tags: \[[^\]]*'!autodocs'/);
      expect(page.source, 'the page says what the foundation is for').toMatch(/^# \S/m);
    },
  );
});
