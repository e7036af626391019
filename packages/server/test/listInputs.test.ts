/**
 * Every keyset list accepts what the app's infinite queries send: tRPC's `infiniteQueryOptions`
 * adds `direction` ("forward", or "backward" for a previous page) to the input beside `cursor`, and
 * a strict input without it refused every call, so the page showed only its error (the documents
 * page did, found in the browser). Checked on the router's own schemas, for every procedure.
 */
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { appRouter } from '../src/trpc/router.js';

interface ProcedureDef {
  inputs: ZodType[];
  type: string;
}

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>,
);

/** The keys of a procedure's input object, when it has one. */
function inputKeys(def: ProcedureDef): string[] {
  const input = def.inputs[0] as { shape?: Record<string, unknown> } | undefined;
  return input?.shape ? Object.keys(input.shape) : [];
}

const lists = procedures.filter(([, procedure]) => inputKeys(procedure._def).includes('cursor'));

describe('keyset lists', () => {
  it('are found (the check below covers something)', () => {
    expect(lists.map(([path]) => path)).toEqual(
      expect.arrayContaining(['vehicles.list', 'documents.list', 'service.listEntries']),
    );
  });

  it.each(lists.map(([path, procedure]) => [path, procedure._def] as const))(
    '%s accepts the direction an infinite query sends',
    (_, def) => {
      expect(inputKeys(def)).toContain('direction');
    },
  );
});
