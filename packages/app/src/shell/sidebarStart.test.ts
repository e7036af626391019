import { describe, expect, it } from 'vitest';
import { sidebarStartState } from './sidebarStart';

describe('sidebarStartState: the sidebar the server renders for the cookies it got', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['viewportWide=1', true],
    ['viewportWide=0', false],
    ['sidebarExpanded=false', false],
    ['sidebarExpanded=false; viewportWide=1', false],
    // The stored choice wins at first paint, even in a narrow window (the kit's rule).
    ['viewportWide=0; sidebarExpanded=true', true],
    // A corrupt choice is no choice.
    ['sidebarExpanded=yes; viewportWide=0', false],
    ['sidebarExpanded=yes', true],
  ])('%j -> expanded %s', (cookie, expanded) => {
    expect(sidebarStartState(cookie)).toBe(expanded);
  });
});
