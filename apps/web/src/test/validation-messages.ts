import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import * as shared from '@undangin/shared';
import { missingForPublish, type TInvitationEvent } from '@undangin/shared';

/**
 * Every Indonesian message the web may be asked to translate through the "validation" namespace:
 * what the shared zod schemas say (read from the schema objects themselves, so a helper such as
 * count('Batas tamu', 1, 100_000) contributes the sentences it really builds), the sentences of the
 * shared functions and refinements that build messages in code, and the API's per-field errors. A
 * message whose words depend on data only known at run time (a package's name, an uploaded photo's
 * size) is a pattern, its values written as {{name}}, which is how validation.json keys it too.
 */
export type TValidationMessages = { literals: Set<string>; patterns: Set<string> };

/** The repository: the nearest folder up from where the tests run that holds packages/shared. */
function repositoryRoot(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'packages/shared/src'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Run the tests from inside the repository');
    dir = parent;
  }
  return dir;
}

const ROOT = repositoryRoot();

/* ------------------------------------------------------------ zod schemas */

type TZodLike = { _zod?: { def?: Record<string, unknown> } };

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    // A message given as text becomes a function of the issue that ignores it.
    const result: unknown = (error as (issue: unknown) => unknown)({ code: 'custom', input: undefined });
    if (typeof result === 'string') return result;
    if (result && typeof result === 'object' && 'message' in result && typeof result.message === 'string')
      return result.message;
  } catch {
    // A function that needs a real issue says nothing fixed.
  }
  return undefined;
}

function walkSchema(schema: unknown, into: Set<string>, seen: Set<unknown>): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as TZodLike)._zod?.def;
  if (!def) return;
  const add = (message: string | undefined) => message && into.add(message);
  add(messageOf(def.error));
  for (const check of (def.checks as TZodLike[] | undefined) ?? []) add(messageOf(check._zod?.def?.error));
  for (const key of [
    'innerType',
    'element',
    'in',
    'out',
    'left',
    'right',
    'keyType',
    'valueType',
    'rest',
    'catchall',
  ])
    walkSchema(def[key], into, seen);
  if (def.shape && typeof def.shape === 'object')
    for (const value of Object.values(def.shape)) walkSchema(value, into, seen);
  for (const key of ['options', 'items']) {
    const list = def[key];
    if (Array.isArray(list)) for (const item of list) walkSchema(item, into, seen);
  }
  if (typeof def.getter === 'function') walkSchema((def.getter as () => unknown)(), into, seen);
}

/** What missingForPublish can say: each missing part, and every combination of an event's gaps. */
function publishMessages(into: Set<string>): void {
  for (const message of missingForPublish(undefined, null)) into.add(message);
  const complete: TInvitationEvent = {
    id: 'akad',
    kind: 'akad',
    date: '2026-06-14',
    startTime: '08:00',
    timeZone: 'WIB',
    venue: 'Masjid',
  } as TInvitationEvent;
  const gaps = ['date', 'startTime', 'timeZone', 'venue'] as const;
  for (let mask = 1; mask < 1 << gaps.length; mask++) {
    const event: Record<string, unknown> = { ...complete };
    gaps.forEach((gap, index) => {
      if (mask & (1 << index)) delete event[gap];
    });
    for (const message of missingForPublish({ events: [event as TInvitationEvent] }, 'template'))
      into.add(message);
  }
}

/* ------------------------------------------------------------ source text */

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(ROOT, dir, file));
}

type TFound = { text: string; pattern: boolean };

/** A name for a run-time value in a message: the variable or property it comes from. */
function placeholderName(node: ts.Expression): string {
  if (ts.isIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression))
    return placeholderName(node.expression.expression);
  if (ts.isElementAccessExpression(node)) return placeholderName(node.expression);
  if (ts.isParenthesizedExpression(node)) return placeholderName(node.expression);
  return 'value';
}

class SourceScan {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  /** Exported constants by name, for identifiers imported from another file. */
  private readonly exported = new Map<string, ts.Expression>();

  constructor(files: string[]) {
    this.program = ts.createProgram(files, {
      noResolve: true,
      noLib: true,
      types: [],
      target: ts.ScriptTarget.ES2022,
    });
    this.checker = this.program.getTypeChecker();
    for (const file of this.files()) {
      file.forEachChild((statement) => {
        if (!ts.isVariableStatement(statement)) return;
        if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return;
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer)
            this.exported.set(declaration.name.text, declaration.initializer);
      });
    }
  }

  files(): ts.SourceFile[] {
    return this.program.getSourceFiles().filter((file) => !file.isDeclarationFile);
  }

  /** The texts an expression can be: literals, templates as patterns, constants and parameters followed. */
  resolve(node: ts.Expression, depth = 0): TFound[] {
    if (depth > 4) return [];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return [{ text: node.text, pattern: false }];
    if (ts.isParenthesizedExpression(node)) return this.resolve(node.expression, depth + 1);
    if (ts.isConditionalExpression(node))
      return [...this.resolve(node.whenTrue, depth + 1), ...this.resolve(node.whenFalse, depth + 1)];
    if (ts.isTemplateExpression(node)) {
      const used = new Map<string, number>();
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const base = placeholderName(span.expression);
        const n = (used.get(base) ?? 0) + 1;
        used.set(base, n);
        text += `{{${n === 1 ? base : `${base}${n}`}}}${span.literal.text}`;
      }
      return [{ text, pattern: true }];
    }
    if (ts.isIdentifier(node)) return this.resolveIdentifier(node, depth);
    return [];
  }

  private resolveIdentifier(node: ts.Identifier, depth: number): TFound[] {
    const declaration = this.checker.getSymbolAtLocation(node)?.declarations?.[0];
    if (!declaration) return [];
    if (ts.isVariableDeclaration(declaration) && declaration.initializer)
      return this.resolve(declaration.initializer, depth + 1);
    if (ts.isImportSpecifier(declaration)) {
      const value = this.exported.get((declaration.propertyName ?? declaration.name).text);
      return value ? this.resolve(value, depth + 1) : [];
    }
    if (ts.isParameter(declaration)) return this.resolveParameter(declaration, depth);
    return [];
  }

  /** A parameter passed on into a message: what the calls in the same file give it. */
  private resolveParameter(parameter: ts.ParameterDeclaration, depth: number): TFound[] {
    const fn = parameter.parent;
    const index = fn.parameters.indexOf(parameter);
    const owner = fn.parent;
    if (!ts.isVariableDeclaration(owner) && !ts.isFunctionDeclaration(owner)) return [];
    const name = owner.name && ts.isIdentifier(owner.name) ? owner.name.text : undefined;
    if (!name) return [];
    const found: TFound[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
        const argument = node.arguments[index];
        if (argument) found.push(...this.resolve(argument, depth + 1));
      }
      node.forEachChild(visit);
    };
    parameter.getSourceFile().forEachChild(visit);
    return found;
  }
}

/** Messages built in the shared package's code rather than given to zod: `message:` and *_MESSAGE constants. */
function sharedCodeMessages(scan: SourceScan, into: TValidationMessages): void {
  for (const file of scan.files()) {
    const visit = (node: ts.Node) => {
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === 'message' &&
        !ts.isTypeLiteralNode(node.parent)
      )
        record(scan.resolve(node.initializer), into);
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        /MESSAGE$/.test(node.name.text) &&
        node.initializer
      )
        record(scan.resolve(node.initializer), into);
      node.forEachChild(visit);
    };
    file.forEachChild(visit);
  }
}

/** The API's per-field errors: `invalid({ field: [...] }, message)`, `errors: { field: [...] }`, `errors.x = [...]`. */
function apiFieldErrors(scan: SourceScan, into: TValidationMessages): void {
  const fromArray = (node: ts.Expression | undefined) => {
    if (node && ts.isArrayLiteralExpression(node))
      for (const element of node.elements)
        if (!ts.isSpreadElement(element)) record(scan.resolve(element), into);
  };
  const fromObject = (node: ts.Expression | undefined) => {
    if (node && ts.isObjectLiteralExpression(node))
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property)) fromArray(property.initializer);
  };
  for (const file of scan.files()) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'invalid'
      ) {
        fromObject(node.arguments[0]);
        if (node.arguments[1]) record(scan.resolve(node.arguments[1]), into);
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'errors')
        fromObject(node.initializer);
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        (ts.isElementAccessExpression(node.left) || ts.isPropertyAccessExpression(node.left)) &&
        ts.isIdentifier(node.left.expression) &&
        node.left.expression.text === 'errors'
      )
        fromArray(node.right);
      node.forEachChild(visit);
    };
    file.forEachChild(visit);
  }
}

/**
 * Only one-line sentences: a field name such as `message: 'message'` is no message, and the several
 * lines of a WhatsApp text the couple edits are not a form's message either.
 */
function record(found: TFound[], into: TValidationMessages): void {
  for (const { text, pattern } of found) {
    if (!/\s/.test(text.trim()) || text.includes('\n')) continue;
    (pattern ? into.patterns : into.literals).add(text);
  }
}

export function collectValidationMessages(): TValidationMessages {
  const messages: TValidationMessages = { literals: new Set(), patterns: new Set() };
  const seen = new Set<unknown>();
  for (const value of Object.values(shared)) walkSchema(value, messages.literals, seen);
  publishMessages(messages.literals);
  sharedCodeMessages(new SourceScan(sourceFiles('packages/shared/src')), messages);
  apiFieldErrors(new SourceScan(sourceFiles('apps/api/src')), messages);
  return messages;
}
