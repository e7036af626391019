import { screen, waitFor } from '@testing-library/react';
import { lazy, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { servedPageFixture, serveShellWithPage } from '../test-utils/servedPage';
import { holdEarlyClicks } from './holdEarlyClicks';

function Page() {
  const [count, setCount] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <main>
      <input
        role="combobox"
        aria-label="Vehicle"
        aria-expanded={open}
        aria-controls="vehicles"
        onClick={() => setOpen(true)}
        readOnly
      />
      {open && <ul id="vehicles" role="listbox" aria-label="Vehicles" />}
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add Vehicle
      </button>
      <p>{count} added</p>
      <a href="#elsewhere">Elsewhere</a>
    </main>
  );
}

const { served, hydrate } = servedPageFixture(() => <Page />);

/**
 * The vehicle page's tab as it is in the browser: in the server's HTML, inside a Suspense boundary
 * of its own, its code still loading when the page hydrates; `arrive` brings the code.
 */
function servedLazyPart() {
  let arrive: () => void = () => {};
  const Tab = lazy(
    () => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Page }))),
  );
  const served = serveShellWithPage(<nav aria-label="Sidebar" />, Page);
  const html = served.container.innerHTML;
  served.dispose();
  const shell = serveShellWithPage(<nav aria-label="Sidebar" />, () => <Tab />);
  shell.container.innerHTML = html;
  return { shell, arrive: () => arrive() };
}

describe('holdEarlyClicks', () => {
  it('gives a button pressed before hydration its click once React has the page', async () => {
    const page = served();
    const hold = holdEarlyClicks(page);
    screen.getByRole('button', { name: 'Add Vehicle' }).click();
    expect(screen.getByText('0 added')).toBeInTheDocument();

    await hydrate();
    hold.release();
    await waitFor(() => expect(screen.getByText('1 added')).toBeInTheDocument());
    // Released: later clicks are React's alone, counted once each.
    screen.getByRole('button', { name: 'Add Vehicle' }).click();
    await waitFor(() => expect(screen.getByText('2 added')).toBeInTheDocument());
  });

  it('opens a combobox clicked before hydration once React has the page', async () => {
    const page = served();
    const hold = holdEarlyClicks(page);
    screen.getByRole('combobox', { name: 'Vehicle' }).click();
    await hydrate();
    hold.release();
    await waitFor(() => expect(screen.getByRole('listbox', { name: 'Vehicles' })).toBeInTheDocument());
  });

  it('leaves a link to the browser: its click is neither held nor prevented', () => {
    const page = served();
    const hold = holdEarlyClicks(page);
    let followed = false;
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    page.addEventListener('click', (event) => {
      followed = event.target === link && !event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(followed).toBe(true);
    hold.release();
  });

  it('gives the click to a page in a Suspense boundary of its own, released right after hydrateRoot', async () => {
    // The shell's layout: React hydrates the page after the sidebar.
    const shell = serveShellWithPage(<nav aria-label="Sidebar" />, Page);
    const hold = holdEarlyClicks(shell.container);
    screen.getByRole('button', { name: 'Add Vehicle' }).click();
    // As bootstrap does it: the click makes React hydrate the root and the page's boundary at
    // once, then handle it.
    shell.hydrate();
    try {
      hold.release();
      await waitFor(() => expect(screen.getByText('1 added')).toBeInTheDocument());
    } finally {
      shell.dispose();
    }
  });

  it('gives a press in a lazy part of the page its click once that part hydrates, not before', async () => {
    const { shell, arrive } = servedLazyPart();
    const hold = holdEarlyClicks(shell.container);
    screen.getByRole('button', { name: 'Add Vehicle' }).click();
    shell.hydrate();
    try {
      // Released while the part's code still loads: React cannot take the press yet.
      hold.release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText('0 added')).toBeInTheDocument();
      arrive();
      await waitFor(() => expect(screen.getByText('1 added')).toBeInTheDocument());
      // Once, not again for the press React had dropped.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getByText('1 added')).toBeInTheDocument();
      screen.getByRole('button', { name: 'Add Vehicle' }).click();
      await waitFor(() => expect(screen.getByText('2 added')).toBeInTheDocument());
    } finally {
      shell.dispose();
    }
  });

  it('holds a press made after release on a served part whose code is still loading, until it hydrates', async () => {
    const { shell, arrive } = servedLazyPart();
    const hold = holdEarlyClicks(shell.container);
    shell.hydrate();
    try {
      hold.release();
      screen.getByRole('button', { name: 'Add Vehicle' }).click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText('0 added')).toBeInTheDocument();
      arrive();
      await waitFor(() => expect(screen.getByText('1 added')).toBeInTheDocument());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getByText('1 added')).toBeInTheDocument();
    } finally {
      shell.dispose();
    }
  });
});
