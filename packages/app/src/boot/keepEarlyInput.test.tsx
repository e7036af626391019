import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { servedPageFixture, serveShellWithPage } from '../test-utils/servedPage';
import { keepEarlyInput } from './keepEarlyInput';

function Page() {
  const [search, setSearch] = useState('');
  const [note, setNote] = useState('Served');
  return (
    <main>
      <input
        aria-label="Search vehicles"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <p>Searching for “{search}”</p>
      <p>Note: {note}</p>
    </main>
  );
}

const { served, hydrate } = servedPageFixture(() => <Page />);

/** Typing as the browser does it before any script has the field: the value, then `input`. */
function type(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('keepEarlyInput', () => {
  it('hands what was typed before hydration to the fields once React has the page', async () => {
    const page = served();
    const keep = keepEarlyInput(page);
    type(screen.getByRole('textbox', { name: 'Search vehicles' }) as HTMLInputElement, 'AB 12 345');
    type(screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement, 'Served, then typed');

    await hydrate();
    // Hydrated, React does not know about the text: the component still has what it rendered.
    expect(screen.getByText('Searching for “”')).toBeInTheDocument();
    act(() => keep.release());
    await waitFor(() => expect(screen.getByText('Searching for “AB 12 345”')).toBeInTheDocument());
    expect(screen.getByText('Note: Served, then typed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search vehicles' })).toHaveValue('AB 12 345');
  });

  it('leaves a field typed back to what was served, and gives nothing twice', async () => {
    const page = served();
    const keep = keepEarlyInput(page);
    const note = screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement;
    type(note, 'Served, then');
    type(note, 'Served');
    let changes = 0;
    page.addEventListener('input', () => (changes += 1));
    await hydrate();
    act(() => keep.release());
    act(() => keep.release());
    expect(changes).toBe(0);
    expect(screen.getByText('Note: Served')).toBeInTheDocument();
  });

  it('hands the text to a field whose part of the page React has not hydrated yet', async () => {
    // The shell's layout: the sidebar beside the page, the page in a Suspense boundary of its own.
    const shell = serveShellWithPage(<button type="button">Menu</button>, Page);
    const keep = keepEarlyInput(shell.container);
    const search = screen.getByRole('textbox', { name: 'Search vehicles' }) as HTMLInputElement;
    type(search, 'AB 12 345');
    // As in the browser: React hydrates the root at once for a discrete event (a click beside the
    // page, as holdEarlyClicks' release makes), and leaves the page for later.
    shell.hydrate();
    try {
      screen.getByRole('button', { name: 'Menu' }).click();
      const hydrated = (element: Element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      expect(hydrated(screen.getByRole('button', { name: 'Menu' }))).toBe(true);
      expect(hydrated(search)).toBe(false);
      keep.release();
      expect(hydrated(search)).toBe(true);
      expect(screen.getByText('Searching for “AB 12 345”')).toBeInTheDocument();
      expect(search).toHaveValue('AB 12 345');
    } finally {
      shell.dispose();
    }
  });
});
