/**
 * The server calls an island makes, read from the source the bundles are built from: the names in
 * its `bindCalls(apiDeps, { … })`, and for each call the request helper it goes through (method),
 * its address (a config key, or a default path a config key may override), the fields it sends
 * and the answer fields its check reads. Reading the source (not running the calls) keeps the
 * island bundles free of any description and follows every change of a call module.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

const API_SRC = resolve(import.meta.dirname, '../../packages/api/src');

/** One call of an island, as its reference page lists it. */
export interface CallReference {
  name: string;
  method: 'GET' | 'POST';
  /** `config`: the page config's `endpoints[configKey]` must give the address. */
  address: { kind: 'config'; configKey: string } | { kind: 'path'; path: string; configKey: string } | { kind: 'given' };
  /** Fields sent (form body for POST, query string for GET). */
  request: string[];
  /** `json` or `html` (text) answer. */
  answer: 'json' | 'html';
  /** Answer fields the call's check reads (`PRICES.<id>.PRICE` for nested ones). */
  answerFields: string[];
  /** What the check requires when it reads no named field (an HTML fragment's marker). */
  answerExpects?: string;
}

const HELPERS: Record<string, { method: 'GET' | 'POST'; answer: 'json' | 'html'; addsSessid: boolean }> = {
  postJson: { method: 'POST', answer: 'json', addsSessid: true },
  getJson: { method: 'GET', answer: 'json', addsSessid: false },
  postText: { method: 'POST', answer: 'html', addsSessid: false },
  getText: { method: 'GET', answer: 'html', addsSessid: false },
};

const sources = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = sources.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    sources.set(file, source);
  }
  return source;
}

function find<T extends ts.Node>(root: ts.Node, test: (node: ts.Node) => node is T): T[] {
  const found: T[] = [];
  const visit = (node: ts.Node): void => {
    if (test(node)) found.push(node);
    node.forEachChild(visit);
  };
  visit(root);
  return found;
}

const calleeName = (call: ts.CallExpression): string => (ts.isIdentifier(call.expression) ? call.expression.text : '');
const isCall = (node: ts.Node): node is ts.CallExpression => ts.isCallExpression(node);

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  if (ts.isShorthandPropertyAssignment(property)) return property.name.text;
  if ((ts.isPropertyAssignment(property) || ts.isMethodDeclaration(property)) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
    return property.name.text;
  }
  return undefined;
}

/** The names of the calls an island binds: `bindCalls(apiDeps, { add2BasketByID })` in its `.island.tsx`. */
export function boundCalls(islandFile: string): string[] {
  return find(parse(islandFile), isCall)
    .filter((call) => calleeName(call) === 'bindCalls')
    .flatMap((call) => {
      const calls = call.arguments[1];
      return calls && ts.isObjectLiteralExpression(calls) ? calls.properties.map(propertyName).filter((name): name is string => !!name) : [];
    });
}

/** The module of `@shop-islands/api` that exports `name` (from the package's index). */
function moduleOf(name: string): string {
  const index = parse(`${API_SRC}/index.ts`);
  for (const statement of index.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    if (statement.exportClause.elements.some((element) => element.name.text === name)) {
      return resolve(API_SRC, `${(statement.moduleSpecifier as ts.StringLiteral).text}.ts`);
    }
  }
  throw new Error(`@shop-islands/api exports no call "${name}"`);
}

/** A top-level `const`/`function` of `source` named `name`, following one `import { name } from './…'`. */
function declaration(source: ts.SourceFile, name: string): ts.Node | undefined {
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
    if (ts.isVariableStatement(statement)) {
      const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
      if (found) return found.initializer;
    }
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (specifier.startsWith('.') && statement.importClause.namedBindings.elements.some((e) => e.name.text === name)) {
        return declaration(parse(resolve(dirname(source.fileName), `${specifier}.ts`)), name);
      }
    }
  }
  return undefined;
}

/** Field names an expression sends: an object literal's keys, or those of the literals a helper function returns. */
function sentFields(source: ts.SourceFile, expression: ts.Expression): string[] {
  if (ts.isObjectLiteralExpression(expression)) return expression.properties.map(propertyName).filter((name): name is string => !!name);
  if (ts.isParenthesizedExpression(expression)) return sentFields(source, expression.expression);
  // `id === undefined ? {} : { id }` (basketDelete): the fields either branch may send.
  if (ts.isConditionalExpression(expression)) return [...new Set([...sentFields(source, expression.whenTrue), ...sentFields(source, expression.whenFalse)])];
  if (ts.isCallExpression(expression)) {
    const helper = declaration(source, calleeName(expression));
    if (helper) {
      const returned = find(helper, ts.isReturnStatement).flatMap((statement) => (statement.expression ? sentFields(source, statement.expression) : []));
      return [...new Set(returned)];
    }
  }
  // A parameter handed through (supportForm's serialised form): whatever fields the caller gives.
  if (ts.isIdentifier(expression) && !declaration(source, expression.text)) return [`${expression.text}…`];
  throw new Error(`${source.fileName}: cannot tell the fields of ${expression.getText()}`);
}

/** Field paths an answer check reads: the keys of its `object({…})`s, nested ones under their parent. */
function answerFields(source: ts.SourceFile, node: ts.Node, prefix = '', seen = new Set<ts.Node>()): string[] {
  if (seen.has(node)) return [];
  seen.add(node);
  if (ts.isCallExpression(node)) {
    const name = calleeName(node);
    const [first] = node.arguments;
    if (name === 'object' && first && ts.isObjectLiteralExpression(first)) {
      return first.properties.flatMap((property) => {
        const key = propertyName(property);
        if (!key) return [];
        const value = ts.isPropertyAssignment(property) ? answerFields(source, property.initializer, `${prefix}${key}.`, seen) : [];
        return [`${prefix}${key}`, ...value];
      });
    }
    if (name === 'record' && first) return answerFields(source, first, `${prefix}<id>.`, seen);
    if (name === 'list' && first) return answerFields(source, first, `${prefix.replace(/\.$/, '')}[].`, seen);
    if (name === 'withRefusal') return [...node.arguments.flatMap((argument) => answerFields(source, argument, prefix, seen)), `${prefix}ERROR`];
  }
  if (ts.isIdentifier(node)) {
    const target = declaration(source, node.text);
    return target ? answerFields(source, target, prefix, seen) : [];
  }
  const fields: string[] = [];
  node.forEachChild((child) => {
    fields.push(...answerFields(source, child, prefix, seen));
  });
  return [...new Set(fields)];
}

/** The expectation a check states when it fails (`new CheckError(path, '…', value)`). */
function checkExpects(node: ts.Node): string | undefined {
  const thrown = find(node, ts.isNewExpression).find((expression) => ts.isIdentifier(expression.expression) && expression.expression.text === 'CheckError');
  const words = thrown?.arguments?.[1];
  return words && ts.isStringLiteral(words) ? words.text : undefined;
}

/** One call of `@shop-islands/api`, described from its module. */
export function describeCall(name: string): CallReference {
  const file = moduleOf(name);
  const source = parse(file);
  const fn = declaration(source, name);
  if (!fn) throw new Error(`${file}: no function ${name}`);
  const send = find(fn, isCall).find((call) => calleeName(call) in HELPERS);
  if (!send) throw new Error(`${file}: ${name} goes through none of ${Object.keys(HELPERS).join(', ')}`);
  const helper = HELPERS[calleeName(send)]!;
  const [, url, fields, check] = send.arguments;
  if (!url || !fields || !check) throw new Error(`${file}: ${name}: unexpected ${calleeName(send)} arguments`);

  let address: CallReference['address'];
  const urlCall = ts.isCallExpression(url) ? url : undefined;
  const key = urlCall?.arguments[1];
  if (urlCall && calleeName(urlCall) === 'endpointUrl' && key && ts.isStringLiteral(key)) {
    address = { kind: 'config', configKey: key.text };
  } else if (urlCall && calleeName(urlCall) === 'pathUrl' && key && ts.isStringLiteral(key) && urlCall.arguments[2]) {
    const path = declaration(source, urlCall.arguments[2].getText());
    if (!path || !ts.isStringLiteral(path)) throw new Error(`${file}: ${name}: the default path is not a string constant`);
    address = { kind: 'path', path: path.text, configKey: key.text };
  } else if (ts.isIdentifier(url) && ts.isFunctionDeclaration(fn) && fn.parameters.some((parameter) => parameter.name.getText() === url.text)) {
    // An address the island is given (the return map's `pointsUrl` prop), not one of the page config.
    address = { kind: 'given' };
  } else throw new Error(`${file}: ${name}: the address is neither endpointUrl(), pathUrl() nor a parameter`);

  // postText takes `{ query, body }`: the fields are those of both parts.
  const parts =
    helper.answer === 'html' && helper.method === 'POST' && ts.isObjectLiteralExpression(fields)
      ? fields.properties.flatMap((part) => (ts.isPropertyAssignment(part) ? sentFields(source, part.initializer) : []))
      : sentFields(source, fields);
  const request = helper.addsSessid && !parts.includes('sessid') ? [...parts, 'sessid'] : parts;

  const checkNode = ts.isIdentifier(check) ? declaration(source, check.text) : check;
  if (!checkNode) throw new Error(`${file}: ${name}: cannot find its answer check ${check.getText()}`);
  const read = answerFields(source, checkNode);
  const expects = read.length === 0 ? checkExpects(checkNode) : undefined;
  return { name, method: helper.method, address, request, answer: helper.answer, answerFields: read, ...(expects ? { answerExpects: expects } : {}) };
}
