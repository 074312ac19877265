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

/** The component a story file's meta documents, and the module it comes from. */
type StoryMeta = {
  readonly title: string | undefined;
  /** The identifier given as `component`, unwrapped from `documents<Args>(…)`. */
  readonly component: string | undefined;
  /** The module the component is imported from; undefined when the story file declares it. */
  readonly importedFrom: string | undefined;
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

/** The object literal a story file exports as its default (its meta). */
function metaObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const variables = new Map<string, ts.Expression>();
  let exported: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) {
          variables.set(declaration.name.text, declaration.initializer);
        }
      }
    }
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      exported = statement.expression;
    }
  }
  let meta = exported ? unwrap(exported) : undefined;
  if (meta && ts.isIdentifier(meta)) {
    const initializer = variables.get(meta.text);
    meta = initializer ? unwrap(initializer) : undefined;
  }
  return meta && ts.isObjectLiteralExpression(meta) ? meta : undefined;
}

/** Reads a story file's meta with the TypeScript parser, without running the file. */
function storyMetaOf(file: string): StoryMeta {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const meta = metaObject(source);
  const property = (name: string) =>
    meta?.properties.find(
      (candidate): candidate is ts.PropertyAssignment =>
        ts.isPropertyAssignment(candidate) &&
        ts.isIdentifier(candidate.name) &&
        candidate.name.text === name,
    )?.initializer;
  const title = property('title');
  const component = property('component');
  const componentName =
    component && ts.isIdentifier(unwrap(component))
      ? (unwrap(component) as ts.Identifier).text
      : undefined;
  let importedFrom: string | undefined;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const bindings = statement.importClause?.namedBindings;
    if (
      bindings &&
      ts.isNamedImports(bindings) &&
      bindings.elements.some((element) => element.name.text === componentName)
    ) {
      importedFrom = statement.moduleSpecifier.text;
    }
  }
  return {
    title: title && ts.isStringLiteral(title) ? title.text : undefined,
    component: componentName,
    importedFrom,
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

export {
  type ComponentDocs,
  componentDocsOf,
  definingModuleOf,
  moduleFileOf,
  type StoryMeta,
  storyMetaOf,
};
