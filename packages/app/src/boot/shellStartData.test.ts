import { describe, expect, it } from 'vitest';
import { readShellStart, shellStartData } from './shellStartData';

function root(data: Record<string, string>) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(data)) element.setAttribute(`data-ssr-${name}`, value);
  return element;
}

describe('the shell state a served page carries', () => {
  it.each([
    { sidebarExpanded: true, colorScheme: { choice: 'system' as const, system: null } },
    { sidebarExpanded: false, colorScheme: { choice: 'dark' as const, system: 'light' as const } },
    { sidebarExpanded: false, colorScheme: { choice: 'light' as const, system: 'dark' as const } },
  ])('reads back what the server wrote: %j', (start) => {
    expect(readShellStart(root(shellStartData(start)))).toEqual(start);
  });

  it.each([
    ['no attributes (an older server)', {}],
    ['an unknown sidebar state', { sidebar: 'wide', 'color-scheme': 'dark' }],
    ['an unknown colour scheme', { sidebar: 'expanded', 'color-scheme': 'sepia' }],
  ])('is none with %s, so the cookies decide', (_, data) => {
    expect(readShellStart(root(data))).toBeUndefined();
  });

  it('reads an unknown system preference as not known', () => {
    expect(
      readShellStart(root({ sidebar: 'collapsed', 'color-scheme': 'system', 'system-scheme': 'blue' })),
    ).toEqual({ sidebarExpanded: false, colorScheme: { choice: 'system', system: null } });
  });
});
