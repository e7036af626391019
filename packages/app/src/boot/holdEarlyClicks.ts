/** What a click on a server-rendered page may be for before React has taken the page over. */
const heldControls =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="menuitem"], [role="combobox"], input[type="checkbox"], input[type="radio"], summary';

/** How long a press waits for its part of the page (a lazy tab whose code is slow to come). */
const hydrationWaitMs = 15_000;
const hydrationPollMs = 25;

/**
 * React marks each element it has hydrated with its props (a `__reactProps$…` key). There is no
 * public way to ask whether it has taken an element over, and this is what tells the press React
 * handled from the one it dropped.
 */
function hydratedByReact(element: HTMLElement): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Holds the clicks on a server-rendered page's controls between the moment the app's script runs
 * and the moment the page's own code is here (bootstrap.tsx: the shell hydrates before it), and
 * gives them back then: a button pressed meanwhile would otherwise do nothing (its handler is not
 * attached yet). `release` clicks the held controls again; React then hydrates the part of the page
 * the press is in and handles it.
 *
 * A part of the page whose code comes later still (a lazy tab the server rendered) React cannot
 * hydrate for a press: it stops the press and nothing happens. So after `release` too, a press on
 * a served control React has not taken over yet is held until it has, then given to it, once.
 * Links are left alone: the browser follows them by itself.
 */
export function holdEarlyClicks(container: HTMLElement): { release: () => void } {
  const served = new WeakSet(container.querySelectorAll<HTMLElement>(heldControls));
  const held: HTMLElement[] = [];
  let released = false;
  // Set while this module clicks a control itself, so that the click goes through to React.
  let giving = false;
  const view = container.ownerDocument.defaultView ?? window;

  /** Clicks the control; when React stopped the click (still not its), again once it is. */
  const give = (control: HTMLElement) => {
    const click = () => {
      giving = true;
      try {
        control.click();
      } finally {
        giving = false;
      }
    };
    click();
    if (hydratedByReact(control)) return;
    const deadline = Date.now() + hydrationWaitMs;
    const poll = () => {
      if (!control.isConnected || Date.now() > deadline) return;
      if (hydratedByReact(control)) click();
      else view.setTimeout(poll, hydrationPollMs);
    };
    view.setTimeout(poll, hydrationPollMs);
  };

  const onClick = (event: MouseEvent) => {
    if (giving) return;
    const control = (event.target as Element | null)?.closest<HTMLElement>(heldControls);
    if (!control || !container.contains(control) || control.closest('a[href]')) return;
    if (released && (!served.has(control) || hydratedByReact(control))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (released) give(control);
    else if (!held.includes(control)) held.push(control);
  };
  // On the window, ahead of React: once hydrating, React listens on the body too (for portals),
  // and stops a press on a part of the page it cannot hydrate yet (its code still loading). It
  // stays: after release it only acts on the served controls React has not taken over yet.
  view.addEventListener('click', onClick, true);
  return {
    release() {
      if (released) return;
      released = true;
      for (const control of held.splice(0)) if (control.isConnected) give(control);
    },
  };
}
