/** What a click on a server-rendered page may be for before React has taken the page over. */
const heldControls =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="menuitem"], [role="combobox"], input[type="checkbox"], input[type="radio"], summary';

/**
 * Holds the clicks on a server-rendered page's controls between the moment the app's script runs
 * and the moment the page's own code is here (bootstrap.tsx: the shell hydrates before it), and
 * gives them back then: a button pressed meanwhile would otherwise do nothing (its handler is not
 * attached yet). `release` clicks the held controls again; React then hydrates the part of the page
 * the press is in and handles it. Links are left alone: the browser follows them by itself.
 */
export function holdEarlyClicks(container: HTMLElement): { release: () => void } {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(heldControls);
    if (!control || !container.contains(control) || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  // On the window, ahead of React: once hydrating, React listens on the body too (for portals),
  // and stops a press on a part of the page it cannot hydrate yet (its code still loading).
  const view = container.ownerDocument.defaultView ?? window;
  view.addEventListener('click', onClick, true);
  return {
    release() {
      view.removeEventListener('click', onClick, true);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    },
  };
}
