import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../areas';
import { messageFeatures, messageFile } from '../i18n/loadMessages';
import core from '../messages/en';
import { pages, slotMessages, type AreaSlot } from './registry';

const src = path.resolve(import.meta.dirname, '..');
const englishFolders = import.meta.glob<{ default: Record<string, string> }>(
  ['../areas/*/messages/en.ts', '../areas/*/messages/*/en.ts'],
  { eager: true },
);
const featureIds: Record<string, string[]> = {
  core: Object.keys(core),
  ...Object.fromEntries(
    messageFeatures.map((feature) => [
      feature,
      Object.keys(englishFolders[`../${messageFile(feature, 'en')}`]?.default ?? {}),
    ]),
  ),
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
  return usedFrom(entry).folders;
}

/**
 * What the app modules reachable from `entry` use: message folders, and the areas' part slots they
 * render (`<AreaParts slot="record" …>`), whose areas' words the page must load too.
 */
function usedFrom(entry: string): { folders: Set<string>; slots: Set<string> } {
  const folders = new Set<string>();
  const slots = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    // The registry and the areas' list lead to every page; the catalogs themselves are what is
    // being checked. The areas' parts of a page are checked by their own areas' rows below.
    if (
      seen.has(file) ||
      /[/\\](messages[/\\]|routes[/\\]registry\.ts$|areas[/\\](index|area)\.ts$)/.test(file)
    )
      return;
    seen.add(file);
    const code = readFileSync(file, 'utf8').replaceAll(/^import type [^;]+;/gm, '');
    for (const [, id] of code.matchAll(/['"`](app\.[\w.]+?)['"`]/g)) folders.add(folderOf(id) ?? id);
    for (const [, prefix] of code.matchAll(/`(app\.[\w.]+\.)\$\{/g))
      folders.add(folderOf(prefix!) ?? prefix!);
    for (const [, slot] of code.matchAll(/<AreaParts\b[^>]*?\bslot="(\w+)"/g)) slots.add(slot!);
    for (const [, specifier] of code.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const next = resolve(file, specifier!);
      if (next) visit(next);
    }
  };
  visit(entry);
  return { folders, slots };
}

/** The files that hold registry rows: the registry's core rows and each area's `area.ts`. */
/** An area's descriptor file. */
const areaFile = (area: (typeof areas)[number]) => `areas/${area.folder ?? area.name}/area.ts`;

const rowFiles = ['routes/registry.ts', ...new Set(areas.map(areaFile))];

/**
 * Each registry row's page module, read from the sources of the rows (`page: () => import('…')`;
 * a row whose page is a shared constant has none of its own).
 */
function pageModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const rowFile of rowFiles) {
    const file = path.join(src, rowFile);
    const source = readFileSync(file, 'utf8');
    for (const [, id, specifier] of source.matchAll(
      /\bid: '([\w-]+)',[^]*?\bpage: (?:\(\) => import\('([^']+)'\)|\w+)/g,
    ))
      if (specifier) modules.set(id!, resolve(file, specifier)!);
  }
  return modules;
}

/** The page that shows each kind of area part, by its row id. */
const slotPages: Record<string, AreaSlot> = {
  vehicle: 'vehicleTab',
  dashboard: 'dashboard',
  client: 'driverHome',
};

describe("the registry's message folders", () => {
  const modules = pageModules();

  it('finds the page module of every page with content of its own', () => {
    expect(modules.size).toBeGreaterThan(10);
    for (const file of modules.values()) expect(existsSync(file)).toBe(true);
  });

  it.each(pages.filter((page) => modules.has(page.id)).map((page) => [page.id, page] as const))(
    '%s loads every message folder its modules use',
    (id, page) => {
      const { folders, slots: shown } = usedFrom(modules.get(id)!);
      const used = [...folders].filter((folder) => folder !== 'core');
      const slots = [...(slotPages[id] ? [slotPages[id]] : []), ...(page.parts ?? [])];
      // A page that shows the areas' parts of a slot lists it in `parts`, so their words load.
      expect([...shown].filter((slot) => !slots.includes(slot as AreaSlot))).toEqual([]);
      const parts = slots.flatMap((slot) => slotMessages(slot));
      expect([...new Set([...used, ...parts])].sort()).toEqual([...(page.messages ?? [])].sort());
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

  it.each(
    areas.flatMap((area) =>
      (['vehicleTab', 'dashboard', 'driverHome', 'record'] as const).flatMap((slot) => {
        const source = readFileSync(path.join(src, areaFile(area)), 'utf8');
        const block = new RegExp(`\\b${slot}: \\{[^]*?import\\('([^']+)'\\)`).exec(source);
        return block ? [[area.name, slot, resolve(path.join(src, areaFile(area)), block[1]!)!] as const] : [];
      }),
    ),
  )("has %s's %s part use only the core messages, the area's own and its host page's", (name, slot, file) => {
    const area = areas.find((candidate) => candidate.name === name)!;
    // The host page's own folders (the vehicle page's `vehicles`), not the other areas' parts'.
    const hostId = Object.keys(slotPages).find((id) => slotPages[id] === slot)!;
    const others = new Set<string>(slotMessages(slot));
    const host = (pages.find((page) => page.id === hostId)?.messages ?? []).filter((f) => !others.has(f));
    const own = new Set<string>([
      'core',
      ...((area as { messages?: readonly string[] }).messages ?? []),
      ...host,
    ]);
    expect([...foldersUsedFrom(file)].filter((folder) => !own.has(folder))).toEqual([]);
  });

  it("has the one-time password screen use the accounts folder, which Guard's loadFirstPassword loads", () => {
    const guard = readFileSync(path.join(src, 'routes/Guard.tsx'), 'utf8');
    expect(guard).toContain("needMessages(['accounts'])");
    const used = foldersUsedFrom(path.join(src, 'pages/FirstPassword/FirstPassword.tsx'));
    expect([...used].filter((folder) => folder !== 'core')).toEqual(['accounts']);
  });
});
