import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
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

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

/** The page as the server sent it: its HTML, no React yet. */
function served() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

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

    await act(async () => {
      root = hydrateRoot(page, <Page />);
    });
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
    await act(async () => {
      root = hydrateRoot(page, <Page />);
    });
    act(() => keep.release());
    act(() => keep.release());
    expect(changes).toBe(0);
    expect(screen.getByText('Note: Served')).toBeInTheDocument();
  });
});
