/**
 * The superjson envelope check in front of tRPC (src/trpc/envelope.ts, issue 36 item 0): what
 * superjson itself writes passes; what would make it walk a string, recurse without end or copy a
 * hostile nesting is refused before it sees it.
 */
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import {
  envelopeProblem,
  MAX_ANNOTATIONS,
  MAX_INPUT_DEPTH,
  MAX_PATH_LENGTH,
  nestsDeeperThan,
  validMeta,
} from '../src/trpc/envelope.js';

const call = (input: unknown) => ({ id: 1, method: 'query', params: { path: 'my.getUserSettings', input } });
const nested = (depth: number): unknown => (depth === 0 ? 1 : [nested(depth - 1)]);
const shared = { x: 1 };

describe('validMeta accepts what superjson writes', () => {
  it.each([
    ['no input', undefined],
    ['a Date', { at: new Date(0) }],
    ['undefined and bigint in an array', { a: undefined, b: [new Date(0), 1n] }],
    ['a Map with a Date inside', new Map([[1, { d: new Date(0) }]])],
    ['a Set', new Set([1, 2])],
    ['NaN', Number.NaN],
    ['a RegExp and a URL', { r: /x/, u: new URL('https://example.com') }],
    ['the same object twice', { a: shared, b: shared }],
    ['a self-referencing array of objects', [shared, shared, shared]],
  ])('%s', (_, value) => {
    const { json, meta } = superjson.serialize(value);
    expect(validMeta(meta)).toBe(true);
    expect(envelopeProblem(call({ json, meta }))).toBeNull();
  });
});

describe('envelopeProblem refuses what superjson must never see', () => {
  const longPath = 'a'.repeat(MAX_PATH_LENGTH + 1);
  const manyValues = Object.fromEntries(
    Array.from({ length: MAX_ANNOTATIONS + 1 }, (_, i) => [`k${i}`, ['Date']]),
  );
  const deepTree = (depth: number): unknown => (depth === 0 ? ['Date'] : { a: deepTree(depth - 1) });
  it.each([
    ['values as a string (the flood of issue 36)', { json: {}, meta: { values: 'x' } }, 'meta'],
    ['values as a number', { json: {}, meta: { values: 1 } }, 'meta'],
    ['an unknown annotation', { json: {}, meta: { values: { a: ['Function'] } } }, 'meta'],
    ['a class annotation (none registered)', { json: {}, meta: { values: { a: [['class', 'X']] } } }, 'meta'],
    ['an empty leaf', { json: {}, meta: { values: { a: [] } } }, 'meta'],
    ['a leaf with three parts', { json: {}, meta: { values: ['map', {}, {}] } }, 'meta'],
    ['children as a string', { json: {}, meta: { values: ['map', 'xx'] } }, 'meta'],
    ['a path longer than allowed', { json: {}, meta: { values: { [longPath]: ['Date'] } } }, 'meta'],
    ['more annotations than allowed', { json: {}, meta: { values: manyValues } }, 'meta'],
    [
      'an annotation tree deeper than allowed',
      { json: {}, meta: { values: deepTree(MAX_INPUT_DEPTH + 2) } },
      'meta',
    ],
    ['equalities as a string', { json: {}, meta: { referentialEqualities: 'abc' } }, 'meta'],
    [
      'equality paths that are not strings',
      { json: {}, meta: { referentialEqualities: { a: [1] } } },
      'meta',
    ],
    ['an unknown meta key', { json: {}, meta: { values: { a: ['Date'] }, extra: 1 } }, 'meta'],
    ['a version superjson never wrote', { json: {}, meta: { v: 99 } }, 'meta'],
    ['meta as an array', { json: {}, meta: [] }, 'meta'],
    ['input as null', null, 'input'],
    ['input as a string', 'x', 'input'],
    ['input with a key beside json and meta', { json: {}, other: 1 }, 'input'],
    ['json nested deeper than any input of ours', { json: nested(MAX_INPUT_DEPTH + 2) }, 'depth'],
  ])('%s', (_, input, problem) => {
    expect(envelopeProblem(call(input))).toBe(problem);
  });

  it('has nothing to check in a call without input or a stop', () => {
    expect(envelopeProblem({ id: 1, method: 'subscription.stop' })).toBeNull();
    expect(envelopeProblem({ id: 1, method: 'query', params: { path: 'x' } })).toBeNull();
    expect(envelopeProblem('PING')).toBeNull();
  });
});

describe('nestsDeeperThan', () => {
  it.each([
    [1, 0, false],
    [nested(3), 3, false],
    [nested(4), 3, true],
    [{ a: { b: {} } }, 3, false],
    [{ a: { b: { c: {} } } }, 3, true],
  ])('%j deeper than %i: %s', (value, max, deeper) => {
    expect(nestsDeeperThan(value, max)).toBe(deeper);
  });

  it('measures a nesting of 100,000 levels without using the stack', () => {
    const value = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(nestsDeeperThan(value, MAX_INPUT_DEPTH)).toBe(true);
  });
});
