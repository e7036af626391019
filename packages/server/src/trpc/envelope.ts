/**
 * The shape of a call's superjson envelope, checked before superjson (or tRPC) sees it.
 *
 * superjson trusts its `meta`: `applyValueAnnotations` walks `meta.values` as a tree, and a string
 * there is walked character by character until the stack overflows, copying its path at every
 * level (issue 36: ten signed-out sockets at 4.5 calls a second stalled the server for tens of
 * seconds). tRPC deserialises a call's input as soon as the message arrives, before any session
 * check, so the only safe place is here, in front of it. The grammar is superjson 2's
 * (`plainer.ts`): what it writes, nothing else.
 */

/** Nesting of the input's JSON (and of the annotation tree): no input of ours comes near it. */
export const MAX_INPUT_DEPTH = 32;
/** Annotated values and identical-object paths in one call's meta. */
export const MAX_ANNOTATIONS = 1_000;
/** Characters of one annotation path ("a.b.0.c"). */
export const MAX_PATH_LENGTH = 256;

/** superjson's own annotations of a value (transformer.ts's simple rules). */
const SIMPLE_ANNOTATIONS = new Set([
  'undefined',
  'bigint',
  'number',
  'Date',
  'regexp',
  'set',
  'map',
  'Error',
  'URL',
]);

/** Why an envelope is refused, for the log; null when superjson may have it. */
export type EnvelopeProblem = 'input' | 'meta' | 'depth';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A budget of annotation nodes, shared by one call's whole meta. */
interface Budget {
  nodes: number;
}

function validPath(key: string): boolean {
  return key.length <= MAX_PATH_LENGTH;
}

/**
 * superjson's `Tree<TypeAnnotation>`: `[annotation]`, `[annotation, {path: Tree}]` or `{path: Tree}`.
 * Only the simple annotations are accepted: this server registers no class, symbol or custom type.
 */
function validTree(tree: unknown, depth: number, budget: Budget): boolean {
  if (depth > MAX_INPUT_DEPTH || --budget.nodes < 0) return false;
  if (Array.isArray(tree)) {
    if (tree.length < 1 || tree.length > 2) return false;
    const [annotation, children] = tree as unknown[];
    if (typeof annotation !== 'string' || !SIMPLE_ANNOTATIONS.has(annotation)) return false;
    return children === undefined || validChildren(children, depth, budget);
  }
  return validChildren(tree, depth, budget);
}

function validChildren(children: unknown, depth: number, budget: Budget): boolean {
  if (!isRecord(children)) return false;
  for (const [key, child] of Object.entries(children))
    if (!validPath(key) || !validTree(child, depth + 1, budget)) return false;
  return true;
}

function validPathList(paths: unknown, budget: Budget): boolean {
  if (!Array.isArray(paths)) return false;
  budget.nodes -= paths.length;
  return budget.nodes >= 0 && paths.every((path) => typeof path === 'string' && validPath(path));
}

/** superjson's referential equalities: `{path: [paths]}`, `[[paths]]` or `[[paths], {path: [paths]}]`. */
function validEqualities(equalities: unknown, budget: Budget): boolean {
  const validRecord = (record: unknown) =>
    isRecord(record) &&
    Object.entries(record).every(([key, paths]) => validPath(key) && validPathList(paths, budget));
  if (!Array.isArray(equalities)) return validRecord(equalities);
  if (equalities.length < 1 || equalities.length > 2) return false;
  const [root, other] = equalities as unknown[];
  return validPathList(root, budget) && (other === undefined || validRecord(other));
}

/** Whether `meta` is what superjson 2 writes, within the bounds above. */
export function validMeta(meta: unknown): boolean {
  if (meta === undefined) return true;
  if (!isRecord(meta)) return false;
  const budget: Budget = { nodes: MAX_ANNOTATIONS };
  for (const [key, value] of Object.entries(meta)) {
    if (key === 'v') {
      if (value !== 1) return false;
    } else if (key === 'values') {
      if (!validTree(value, 0, budget)) return false;
    } else if (key === 'referentialEqualities') {
      if (!validEqualities(value, budget)) return false;
    } else return false;
  }
  return true;
}

/**
 * Whether a JSON value nests deeper than `max` (arrays and objects). Iterative, so a hostile
 * nesting costs no stack: superjson's `copy` of the input and our own walks are recursive.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The problem with one parsed tRPC call's input envelope, or null. A call without params or input
 * (a subscription stop, a query with no input) has nothing to check.
 */
export function envelopeProblem(call: unknown): EnvelopeProblem | null {
  if (!isRecord(call) || !isRecord(call.params) || !('input' in call.params)) return null;
  const input = call.params.input;
  if (input === undefined) return null;
  // superjson destructures `{json, meta}`: anything but a plain object of those two is not ours.
  if (!isRecord(input) || Object.keys(input).some((key) => key !== 'json' && key !== 'meta')) return 'input';
  if (!validMeta(input.meta)) return 'meta';
  if (nestsDeeperThan(input.json, MAX_INPUT_DEPTH + 1)) return 'depth';
  return null;
}
