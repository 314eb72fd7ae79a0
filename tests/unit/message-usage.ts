/**
 * Which messages a route's components can ask for, read from the source: every module a route
 * module imports (static or lazy `import()`), transitively, but for server-only modules
 * (`.server.ts`, whose `t` has every message) and the route's own `loader`/`action`, which run on
 * the server only. A message is asked for when a string literal is one of its keys (so keys kept
 * in constants count too) or a template literal starts with a namespace (`stores.weekdays.${d}`).
 * A module loaded by `lazyWithTexts('group', () => import(…))` (docs/decisions/0027) is not part
 * of the tree: it is a lazy part, with its group of texts, checked on its own.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {MessageTree} from '~/lib/i18n';

const APP = path.resolve(__dirname, '../../app');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const SERVER_ONLY_EXPORTS = new Set(['loader', 'action', 'headers']);

/** Every key of the catalogue (plural forms by their stem) and every namespace in it. */
function catalogueIndex(tree: MessageTree) {
  const keys = new Set<string>();
  const namespaces = new Set<string>();
  const walk = (node: MessageTree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const full = `${prefix}${key}`;
      if (typeof value === 'string') keys.add(full.replace(PLURAL, ''));
      else {
        namespaces.add(full);
        walk(value, `${full}.`);
      }
    }
  };
  walk(tree, '');
  return {keys, namespaces};
}

function resolve(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (base.includes('?')) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

function isServerOnlyExport(node: ts.Node): boolean {
  if (ts.isFunctionDeclaration(node)) return SERVER_ONLY_EXPORTS.has(node.name?.text ?? '');
  if (ts.isVariableStatement(node))
    return node.declarationList.declarations.some(
      (declaration) =>
        ts.isIdentifier(declaration.name) && SERVER_ONLY_EXPORTS.has(declaration.name.text),
    );
  return false;
}

const LAZY_LOADER = 'lazyWithTexts';

/** A module loaded with its group of texts, by the module that calls `lazyWithTexts`. */
export interface LazyPart {
  group: string;
  file: string;
}

/** The module a `lazyWithTexts('group', () => import('…'))` call loads. */
function lazyImport(node: ts.CallExpression): {group: string; specifier: string} | null {
  const [group, load] = node.arguments;
  if (!ts.isIdentifier(node.expression) || node.expression.text !== LAZY_LOADER) return null;
  if (!group || !ts.isStringLiteral(group) || !load) return null;
  let specifier: string | null = null;
  const find = (child: ts.Node) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    )
      specifier = child.arguments[0].text;
    else ts.forEachChild(child, find);
  };
  find(load);
  return specifier && {group: group.text, specifier};
}

/** Modules a file imports for their code (type-only imports bring none), and its lazy parts. */
function importsOf(source: ts.SourceFile) {
  const found: string[] = [];
  const lazy: Array<{group: string; specifier: string}> = [];
  const visit = (node: ts.Node) => {
    const part = ts.isCallExpression(node) ? lazyImport(node) : null;
    if (part) {
      lazy.push(part);
      return;
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly
        : node.isTypeOnly;
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {found, lazy};
}

/** The keys (exact) and namespaces (`prefix.*`) a file's code can ask for. */
function askedIn(source: ts.SourceFile, skipServerExports: boolean) {
  const literals: string[] = [];
  const prefixes: string[] = [];
  const visit = (node: ts.Node) => {
    if (skipServerExports && node.parent === source && isServerOnlyExport(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      literals.push(node.text);
    else if (ts.isTemplateExpression(node)) prefixes.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {literals, prefixes};
}

/** The app modules `entry` brings to the browser, itself included, and the lazy parts it loads. */
export function moduleTree(entry: string, without: readonly string[] = []): string[] {
  return walk(entry, without).files;
}

/** The modules loaded with a group of texts from `entry`'s tree (docs/decisions/0027). */
export function lazyParts(entry: string, without: readonly string[] = []): LazyPart[] {
  return walk(entry, without).parts;
}

function walk(entry: string, without: readonly string[]) {
  const parts: LazyPart[] = [];
  const seen = new Set<string>(without.map((file) => path.resolve(APP, file)));
  const queue = [path.resolve(APP, entry)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const {found, lazy} = importsOf(source);
    for (const specifier of found) {
      const resolved = resolve(specifier, file);
      if (resolved) queue.push(resolved);
    }
    for (const {group, specifier} of lazy) {
      const resolved = resolve(specifier, file);
      if (resolved) parts.push({group, file: path.relative(APP, resolved)});
    }
  }
  for (const file of without) seen.delete(path.resolve(APP, file));
  return {files: [...seen], parts};
}

/**
 * What the modules of `entry`'s tree ask for: message keys, and namespaces asked for whole (a
 * template literal's fixed start, up to its last dot).
 */
export function messagesAsked(entry: string, catalogue: MessageTree, without?: string[]) {
  const {keys, namespaces} = catalogueIndex(catalogue);
  const asked = new Set<string>();
  for (const file of moduleTree(entry, without)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const isEntry = file === path.resolve(APP, entry);
    const {literals, prefixes} = askedIn(source, isEntry);
    for (const literal of literals) if (keys.has(literal)) asked.add(literal);
    for (const prefix of prefixes) {
      // A template without a dot (`newsletter-${outcome}`, an element id) names no namespace.
      const namespace = prefix.slice(0, Math.max(0, prefix.lastIndexOf('.')));
      if (namespaces.has(namespace)) asked.add(namespace);
    }
  }
  return [...asked].sort();
}

/** Whether a message path (a key or a namespace) is inside one of the groups sent. */
export function isSent(asked: string, groups: readonly string[]): boolean {
  return groups.some((group) => asked === group || asked.startsWith(`${group}.`));
}
