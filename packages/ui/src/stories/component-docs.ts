import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  builtinHandlers,
  builtinResolvers,
  type Documentation,
  makeFsImporter,
  parse,
} from 'react-docgen';
import ts from 'typescript';

/** What a component's docs page shows: its description and its props table. */
type ComponentDocs = {
  readonly name: string;
  readonly description: string;
  readonly props: readonly { readonly name: string; readonly description: string }[];
};

const resolver = new builtinResolvers.FindExportedDefinitionsResolver();
const handlers = Object.values(builtinHandlers);

/**
 * The docs of the components a module exports, read the way Storybook's react-vite builder
 * reads them for the docs page (react-docgen over the exported definitions, following
 * imported types), so what passes here is what a designer sees.
 */
function componentDocsOf(file: string): readonly ComponentDocs[] {
  const cached = docsCache.get(file);
  if (cached) return cached;
  const docs = readComponentDocs(file);
  docsCache.set(file, docs);
  return docs;
}

/** react-docgen takes a few hundred ms a module; the checks ask for one module many times. */
const docsCache = new Map<string, readonly ComponentDocs[]>();

function readComponentDocs(file: string): readonly ComponentDocs[] {
  let found: Documentation[];
  try {
    found = parse(readFileSync(file, 'utf8'), {
      resolver,
      handlers,
      importer: makeFsImporter(),
      filename: file,
    });
  } catch (error) {
    // A module of hooks, contexts or constants has no component to document.
    if (error instanceof Error && error.message.includes('No suitable component definition')) {
      return [];
    }
    throw error;
  }
  return found.map((docs) => ({
    name: docs.displayName ?? '',
    description: (docs.description ?? '').trim(),
    props: Object.entries(docs.props ?? {}).map(([name, prop]) => ({
      name,
      description: (prop.description ?? '').trim(),
    })),
  }));
}

/** A component a story file's meta names, and the module it is imported from. */
type MetaComponent = {
  readonly name: string;
  /** The module the component is imported from; undefined when the story file declares it. */
  readonly importedFrom: string | undefined;
  /** The file of that module (undefined when it is not a module of ui). */
  readonly moduleFile: string | undefined;
};

/** The component a story file's meta documents, and the module it comes from. */
type StoryMeta = {
  readonly title: string | undefined;
  /** The identifier given as `component`, unwrapped from `documents<Args>(…)`. */
  readonly component: string | undefined;
  /** The module the component is imported from; undefined when the story file declares it. */
  readonly importedFrom: string | undefined;
  /** The meta's `tags` (`'!autodocs'` takes the file's docs page away). */
  readonly tags: readonly string[];
  /** The meta's `subcomponents`: each has its props table as a tab on the docs page. */
  readonly subcomponents: readonly MetaComponent[];
};

const unwrap = (node: ts.Expression): ts.Expression => {
  if (
    ts.isSatisfiesExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isParenthesizedExpression(node)
  ) {
    return unwrap(node.expression);
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    // `documents<Args>(Component)` only narrows the args' type (stories/documents.ts).
    if (node.expression.text === 'documents' && node.arguments[0]) return unwrap(node.arguments[0]);
  }
  return node;
};

const sourceOf = (file: string) =>
  ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );

/** The module an identifier of a source file is imported from (`import { X } from './x'`). */
function importOf(source: ts.SourceFile, name: string): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => element.name.text === name)
    ) {
      return statement.moduleSpecifier.text;
    }
  }
  return undefined;
}

/** The value a top-level `const name = …` of a source file holds, unwrapped. */
function variableOf(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name &&
        declaration.initializer
      ) {
        return unwrap(declaration.initializer);
      }
    }
  }
  return undefined;
}

/** The object literal a story file exports as its default (its meta). */
function metaObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let meta: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      meta = unwrap(statement.expression);
    }
  }
  if (meta && ts.isIdentifier(meta)) meta = variableOf(source, meta.text);
  return meta && ts.isObjectLiteralExpression(meta) ? meta : undefined;
}

/** A meta property's value and the source file it is written in (for its imports). */
type MetaProperty = { readonly value: ts.Expression; readonly source: ts.SourceFile };

/**
 * The properties of a meta object, with the fields it spreads in (`...dialogStoryMeta`, a
 * shared object of the file or of its story kit) resolved as JavaScript does: a later field wins.
 */
function metaProperties(
  object: ts.ObjectLiteralExpression,
  source: ts.SourceFile,
): Map<string, MetaProperty> {
  const properties = new Map<string, MetaProperty>();
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) {
      properties.set(property.name.text, { value: property.initializer, source });
    } else if (ts.isShorthandPropertyAssignment(property)) {
      properties.set(property.name.text, { value: property.name, source });
    } else if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const name = property.expression.text;
      let spreadSource: ts.SourceFile | undefined = source;
      let spread = variableOf(source, name);
      const specifier = importOf(source, name);
      if (!spread && specifier) {
        const file = moduleFileOf(source.fileName, specifier);
        spreadSource = file ? sourceOf(file) : undefined;
        spread = spreadSource ? variableOf(spreadSource, name) : undefined;
      }
      if (spread && spreadSource && ts.isObjectLiteralExpression(spread)) {
        for (const [key, value] of metaProperties(spread, spreadSource)) properties.set(key, value);
      }
    }
  }
  return properties;
}

const metaComponent = (name: string, source: ts.SourceFile): MetaComponent => {
  const importedFrom = importOf(source, name);
  return {
    name,
    importedFrom,
    moduleFile: importedFrom ? moduleFileOf(source.fileName, importedFrom) : undefined,
  };
};

/** Reads a story file's meta with the TypeScript parser, without running the file. */
function storyMetaOf(file: string): StoryMeta {
  const source = sourceOf(file);
  const object = metaObject(source);
  const properties = object ? metaProperties(object, source) : new Map<string, MetaProperty>();
  const title = properties.get('title')?.value;
  const component = properties.get('component');
  const componentNode = component ? unwrap(component.value) : undefined;
  const componentName =
    componentNode && ts.isIdentifier(componentNode) ? componentNode.text : undefined;
  const tags = properties.get('tags');
  const subcomponents = properties.get('subcomponents');
  const subcomponentObject = subcomponents ? unwrap(subcomponents.value) : undefined;
  return {
    title: title && ts.isStringLiteral(title) ? title.text : undefined,
    component: componentName,
    importedFrom:
      componentName && component ? importOf(component.source, componentName) : undefined,
    tags:
      tags && ts.isArrayLiteralExpression(tags.value)
        ? tags.value.elements.filter(ts.isStringLiteral).map((tag) => tag.text)
        : [],
    subcomponents:
      subcomponents && subcomponentObject && ts.isObjectLiteralExpression(subcomponentObject)
        ? subcomponentObject.properties.flatMap((property) => {
            const value = ts.isShorthandPropertyAssignment(property)
              ? property.name
              : ts.isPropertyAssignment(property)
                ? unwrap(property.initializer)
                : undefined;
            return value && ts.isIdentifier(value)
              ? [metaComponent(value.text, subcomponents.source)]
              : [];
          })
        : [],
  };
}

/** The file a relative import names (`./button` → `…/button.tsx`). */
function moduleFileOf(importingFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(importingFile), specifier);
  return ['.tsx', '.ts'].map((extension) => base + extension).find((file) => existsSync(file));
}

/**
 * The module that defines the component a module exports as `name`, following re-exports
 * (`export { ElectricalLawDialog } from './electrical-law-dialog'`): Storybook attaches the
 * docs where the component is defined.
 */
function definingModuleOf(file: string, name: string): string {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause) &&
      statement.exportClause.elements.some((element) => element.name.text === name)
    ) {
      const next = moduleFileOf(file, statement.moduleSpecifier.text);
      if (next) return definingModuleOf(next, name);
    }
  }
  return file;
}

/** A component the package exports, and the module that defines it (where its docs are). */
type ExportedComponent = { readonly name: string; readonly definedIn: string };

/**
 * The components a module exports, following its re-exports (`export * from './x'`,
 * `export { X } from './x'`) to the modules that define them; types and non-components (hooks,
 * variants, helpers) are left out, as react-docgen finds no component definition for them.
 */
function exportedComponentsOf(file: string): readonly ExportedComponent[] {
  const found = new Map<string, ExportedComponent>();
  const add = (name: string, definedIn: string) => {
    if (componentDocsOf(definedIn).some((docs) => docs.name === name)) {
      found.set(name, { name, definedIn });
    }
  };
  for (const docs of componentDocsOf(file)) add(docs.name, file);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  for (const statement of source.statements) {
    if (
      !ts.isExportDeclaration(statement) ||
      statement.isTypeOnly ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      continue;
    }
    const next = moduleFileOf(file, statement.moduleSpecifier.text);
    if (!next) continue;
    const clause = statement.exportClause;
    if (!clause) {
      for (const component of exportedComponentsOf(next)) found.set(component.name, component);
    } else if (ts.isNamedExports(clause)) {
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        add(name, definingModuleOf(next, name));
      }
    }
  }
  return [...found.values()];
}

export {
  type ComponentDocs,
  componentDocsOf,
  definingModuleOf,
  type ExportedComponent,
  exportedComponentsOf,
  type MetaComponent,
  moduleFileOf,
  type StoryMeta,
  storyMetaOf,
};
