/** What a click on a server-rendered page may be for before React has taken the page over. */
const heldControls =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="menuitem"], [role="combobox"], input[type="checkbox"], input[type="radio"], summary';

/**
 * Holds the clicks on a server-rendered page's controls between the moment the app's script runs
 * and the moment React takes the page over (`hydrateRoot`), and gives them back then: the app
 * first loads the page's code and messages, and a button pressed meanwhile would otherwise do
 * nothing (its handler is not attached yet). React replays a click that arrives while it is
 * still hydrating, so `release` clicks the held controls again right after `hydrateRoot`. Links
 * are left alone: the browser follows them by itself.
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
  container.addEventListener('click', onClick, true);
  return {
    release() {
      container.removeEventListener('click', onClick, true);
      for (const control of held.splice(0)) if (control.isConnected) control.click();
    },
  };
}
