import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

// The route table (app/routes.ts) and the layouts' code (app/router.tsx) read as data at build time,
// for the build steps that need to know which code a screen opens with.

/** Who the guard lets see a route on a first load (app/first-screen.ts). */
export type TAccess = 'public' | 'guest' | 'user';

export type TRouteSource = {
  paths: string[];
  page: string;
  layout: string | false;
  access: TAccess;
  ns: string[];
};

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const prop of node.properties) {
    if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === name) {
      return prop.initializer;
    }
  }
  return undefined;
}

const text = (node: ts.Expression | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;
const texts = (node: ts.Expression | undefined) =>
  node && ts.isArrayLiteralExpression(node) ? node.elements.flatMap((e) => text(e) ?? []) : [];
const isTrue = (node: ts.Expression | undefined) => node?.kind === ts.SyntaxKind.TrueKeyword;

/** Every import('…') specifier under a node. */
function importsUnder(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const spec = text(child.arguments[0]);
      if (spec) found.push(spec);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function variable(source: ts.SourceFile, name: string): ts.Expression {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found = node.initializer;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`route table: no "${name}" in ${source.fileName}`);
  return found;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The file a relative import names, as the bundler finds it. */
function moduleFile(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(existsSync);
  if (!file) throw new Error(`route table: cannot find ${spec} from ${from}`);
  return file;
}

/** Local name -> module specifier of each named import of a file (`import { pages as auth } from …`). */
function namedImports(source: ts.SourceFile): Map<string, { spec: string; name: string }> {
  const found = new Map<string, { spec: string; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = (element.propertyName ?? element.name).text;
      found.set(element.name.text, { spec: statement.moduleSpecifier.text, name });
    }
  }
  return found;
}

/** `{ … } as const` read as the object it is. */
const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

/**
 * `name.key` where `name` is imported from a module of the app that declares it as an object
 * literal (a door's `pages`, lib/paths.ts's `ROUTE_PATHS`): that property's value, and its file.
 */
function importedProperty(
  file: string,
  source: ts.SourceFile,
  node: ts.Expression,
): { file: string; value: ts.Expression } | undefined {
  if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.expression)) return undefined;
  const binding = namedImports(source).get(node.expression.text);
  if (!binding?.spec.startsWith('.')) return undefined;
  const target = moduleFile(file, binding.spec);
  const object = unwrap(variable(parse(target), binding.name));
  const value = ts.isObjectLiteralExpression(object) ? property(object, node.name.text) : undefined;
  return value && { file: target, value };
}

/** A route's path: written in place, or taken from lib/paths.ts (`path: ROUTE_PATHS.login`). */
function pathText(file: string, source: ts.SourceFile, node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  return text(node) ?? text(importedProperty(file, source, node)?.value);
}

/**
 * A route's page module, as a specifier relative to the route table: written in place
 * (`page: () => import('…')`) or taken from a feature's door (`page: auth.login`, where the door
 * holds `export const pages = { login: () => import('./pages/login-page') }`).
 */
function pageModule(
  file: string,
  source: ts.SourceFile,
  page: ts.Expression | undefined,
): string | undefined {
  if (!page) return undefined;
  const inline = importsUnder(page)[0];
  if (inline) return inline;
  const loader = importedProperty(file, source, page);
  const spec = loader && importsUnder(loader.value)[0];
  if (!loader || !spec) return undefined;
  const target = relative(dirname(file), resolve(dirname(loader.file), spec)).replaceAll('\\', '/');
  return target.startsWith('.') ? target : `./${target}`;
}

/**
 * The route table (app/routes.ts) read as data: each route's paths, page module, layout, who may
 * open it and its namespaces. A route this cannot read fails the build rather than going unpreloaded.
 */
export function readRoutes(file: string): TRouteSource[] {
  const source = parse(file);
  const table = variable(source, 'ROUTES');
  if (!ts.isArrayLiteralExpression(table)) throw new Error('route table: ROUTES is not an array');
  return table.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element)) throw new Error('route table: a route is not an object');
    const path = pathText(file, source, property(element, 'path'));
    const page = pageModule(file, source, property(element, 'page'));
    const meta = property(element, 'meta');
    if (!path || !page || !meta || !ts.isObjectLiteralExpression(meta)) {
      throw new Error(`route table: cannot read the route at ${element.getText().slice(0, 60)}`);
    }
    const layout = property(meta, 'layout');
    return {
      paths: [path, ...texts(property(element, 'aliases'))],
      page,
      layout: layout?.kind === ts.SyntaxKind.FalseKeyword ? false : (text(layout) ?? 'default'),
      access: isTrue(property(meta, 'public'))
        ? 'public'
        : isTrue(property(meta, 'unauthenticatedOnly'))
          ? 'guest'
          : 'user',
      ns: texts(property(element, 'ns')),
    };
  });
}

/** Each layout's modules and namespaces, from the `layoutCode` and `layoutNamespaces` of app/router.tsx. */
export function readLayouts(file: string): Record<string, { imports: string[]; ns: string[] }> {
  const source = parse(file);
  const code = variable(source, 'layoutCode');
  const namespaces = variable(source, 'layoutNamespaces');
  if (!ts.isObjectLiteralExpression(code) || !ts.isObjectLiteralExpression(namespaces)) {
    throw new Error('route table: layoutCode or layoutNamespaces is not an object');
  }
  const layouts: Record<string, { imports: string[]; ns: string[] }> = {};
  for (const prop of code.properties) {
    if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name)) continue;
    layouts[prop.name.text] = {
      imports: importsUnder(prop.initializer),
      ns: texts(property(namespaces, prop.name.text)),
    };
  }
  return layouts;
}
