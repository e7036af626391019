import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MessageFeature } from '../i18n/loadMessages';
import core from '../messages/en';
import accounts from '../messages/accounts/en';
import vehicles from '../messages/vehicles/en';
import workCompliance from '../messages/work-compliance/en';
import workTasks from '../messages/work-tasks/en';
import { pages } from './registry';

const src = path.resolve(import.meta.dirname, '..');
const featureIds: Record<MessageFeature | 'core', string[]> = {
  core: Object.keys(core),
  accounts: Object.keys(accounts),
  vehicles: Object.keys(vehicles),
  'work-tasks': Object.keys(workTasks),
  'work-compliance': Object.keys(workCompliance),
};

/** The folder an id (or, for an id built at run time, its prefix: `app.tasks.status.`) is in. */
function folderOf(idOrPrefix: string): string | undefined {
  return Object.entries(featureIds).find(([, ids]) => ids.some((id) => id.startsWith(idOrPrefix)))?.[0];
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The message folders the app modules reachable from `entry` use, lazily loaded drawers included. */
function foldersUsedFrom(entry: string): Set<string> {
  const folders = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    // The registry leads to every page; the catalogs themselves are what is being checked.
    if (seen.has(file) || /[/\\](messages[/\\]|routes[/\\]registry\.ts$)/.test(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8').replaceAll(/^import type [^;]+;/gm, '');
    for (const [, id] of code.matchAll(/['"`](app\.[\w.]+?)['"`]/g)) folders.add(folderOf(id) ?? id);
    for (const [, prefix] of code.matchAll(/`(app\.[\w.]+\.)\$\{/g))
      folders.add(folderOf(prefix!) ?? prefix!);
    for (const [, specifier] of code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const next = resolve(file, specifier!);
      if (next) visit(next);
    }
  };
  visit(entry);
  return folders;
}

/** Each registry row's page module, read from the registry's source (`page: () => import('…')`). */
function pageModules(): Map<string, string> {
  const registry = readFileSync(path.join(src, 'routes/registry.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const row of registry.split(/\n {2}\{\n/)) {
    const id = /^\s*id: '([\w-]+)'/.exec(row)?.[1];
    const specifier = /page: \(\) => import\('([^']+)'\)/.exec(row)?.[1];
    if (id && specifier) modules.set(id, resolve(path.join(src, 'routes/registry.ts'), specifier)!);
  }
  return modules;
}

describe("the registry's message folders", () => {
  const modules = pageModules();

  it('finds the page module of every page with content of its own', () => {
    expect(modules.size).toBeGreaterThan(10);
    for (const file of modules.values()) expect(existsSync(file)).toBe(true);
  });

  it.each(pages.filter((page) => modules.has(page.id)).map((page) => [page.id, page] as const))(
    '%s loads every message folder its modules use',
    (id, page) => {
      const used = [...foldersUsedFrom(modules.get(id)!)].filter((folder) => folder !== 'core').sort();
      expect(used).toEqual([...(page.messages ?? [])].sort());
    },
  );

  it('has the shell, the not-found and the error page use only the core messages (they load none)', () => {
    for (const file of [
      'shell/ShellLayout.tsx',
      'pages/NotFoundPage/NotFoundPage.tsx',
      'pages/RouteError.tsx',
    ])
      expect([...foldersUsedFrom(path.join(src, file))].filter((folder) => folder !== 'core')).toEqual([]);
  });

  it("has the one-time password screen use the accounts folder, which Guard's loadFirstPassword loads", () => {
    const guard = readFileSync(path.join(src, 'routes/Guard.tsx'), 'utf8');
    expect(guard).toContain("needMessages(['accounts'])");
    const used = foldersUsedFrom(path.join(src, 'pages/FirstPassword/FirstPassword.tsx'));
    expect([...used].filter((folder) => folder !== 'core')).toEqual(['accounts']);
  });
});
