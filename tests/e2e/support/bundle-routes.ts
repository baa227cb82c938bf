import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One page of the router: its URL and the lazy modules (layouts first, the page last) that show it. */
export interface LazyRoute {
  path: string;
  /** Repository-relative source files, the form the Vite manifest keys them by. */
  modules: string[];
}

const repoRoot = resolve(import.meta.dirname, '../../..');
export const routerFile = 'src/web/app/router.tsx';

/**
 * Every page the web router can show, read from the router's source rather than listed by hand, so a
 * page added to the router is weighed without anyone remembering to add it here. The reader follows
 * `children` arrays, helper calls wrapping a route (`only(...)`) and route arrays imported from another
 * file (`children: adminRoutes`); a route shape it does not understand throws instead of being skipped.
 */
export function lazyRoutes(file = routerFile, exportName = 'routes'): LazyRoute[] {
  const found: LazyRoute[] = [];
  walkRoutes(routeArray(file, exportName), file, { path: '', modules: [] }, found);
  return found;
}

function parse(file: string): ts.SourceFile {
  const text = readFileSync(resolve(repoRoot, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
}

function routeArray(file: string, name: string): ts.ArrayLiteralExpression {
  for (const statement of parse(file).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        const init = declaration.initializer;
        if (init && ts.isArrayLiteralExpression(init)) return init;
      }
    }
  }
  throw new Error(`${file} has no route array named ${name}`);
}

function walkRoutes(
  array: ts.ArrayLiteralExpression,
  file: string,
  parent: LazyRoute,
  found: LazyRoute[],
): void {
  for (const element of array.elements) {
    for (const route of routeObjectsIn(element, file)) walkRoute(route, file, parent, found);
  }
}

/**
 * A route is an object literal, or a helper call taking one, possibly through another helper
 * (e.g. `only(allow.member, installed('CPD', { ... }))`).
 */
function routeObjectsIn(element: ts.Expression, file: string): ts.ObjectLiteralExpression[] {
  const objects = objectsWithin(element);
  if (objects.length > 0) return objects;
  throw new Error(`${file}: a route the page-weight reader does not understand: ${element.getText()}`);
}

/** The object literals an expression is, or a call passes on (a guard's own calls pass none). */
function objectsWithin(element: ts.Expression): ts.ObjectLiteralExpression[] {
  if (ts.isObjectLiteralExpression(element)) return [element];
  return ts.isCallExpression(element) ? element.arguments.flatMap(objectsWithin) : [];
}

function property(route: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of route.properties) {
    if (ts.isPropertyAssignment(member) && member.name.getText() === name) return member.initializer;
  }
  return undefined;
}

function walkRoute(route: ts.ObjectLiteralExpression, file: string, parent: LazyRoute, found: LazyRoute[]) {
  const pathValue = property(route, 'path');
  const segment = pathValue && ts.isStringLiteral(pathValue) ? pathValue.text : '';
  const here: LazyRoute = {
    path: segment ? `${parent.path}/${segment}` : parent.path,
    modules: [...parent.modules],
  };
  const lazy = property(route, 'lazy');
  if (lazy) here.modules.push(importedModule(lazy, file));

  const children = property(route, 'children');
  if (!children) {
    if (lazy) found.push({ path: here.path || '/', modules: here.modules });
    return;
  }
  if (ts.isArrayLiteralExpression(children)) walkRoutes(children, file, here, found);
  else if (ts.isIdentifier(children)) {
    const source = importSourceOf(children.text, file);
    walkRoutes(routeArray(source, children.text), source, here, found);
  } else throw new Error(`${file}: route children the page-weight reader does not understand`);
}

/** The module a `lazy: page(() => import('...'))` loads, as a repository-relative file. */
function importedModule(lazy: ts.Expression, file: string): string {
  let specifier: string | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifier = node.arguments[0].text;
    }
    ts.forEachChild(node, visit);
  };
  visit(lazy);
  if (!specifier) throw new Error(`${file}: a lazy route without a literal import(): ${lazy.getText()}`);
  return resolveModule(specifier, file);
}

function importSourceOf(name: string, file: string): string {
  for (const statement of parse(file).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings) && bindings.elements.some((e) => e.name.text === name)) {
      return resolveModule(statement.moduleSpecifier.text, file);
    }
  }
  throw new Error(`${file}: cannot find where ${name} is imported from`);
}

function resolveModule(specifier: string, fromFile: string): string {
  const base = resolve(repoRoot, dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      if (candidate === base && !/\.[cm]?[jt]sx?$/.test(base)) continue;
      return relative(repoRoot, candidate).split('\\').join('/');
    }
  }
  throw new Error(`${fromFile}: cannot resolve ${specifier}`);
}
