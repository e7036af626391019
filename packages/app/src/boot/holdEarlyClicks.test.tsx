import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
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
});
