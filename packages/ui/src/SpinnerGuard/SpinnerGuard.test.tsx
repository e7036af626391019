import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SpinnerGuard, type GuardState } from './SpinnerGuard';

function Protected({ onRender }: { onRender: () => void }) {
  onRender();
  return <h1>Secret page</h1>;
}

describe('SpinnerGuard', () => {
  it.each<[GuardState, boolean, boolean]>([
    ['loading', true, false],
    ['blocked', false, false],
    ['allowed', false, true],
  ])('for %s shows spinner=%s, children=%s', (state, spinner, content) => {
    const onRender = vi.fn();
    const { container } = renderWithProviders(
      <SpinnerGuard state={state}>
        <Protected onRender={onRender} />
      </SpinnerGuard>,
    );
    expect(screen.queryByRole('status') !== null).toBe(spinner);
    expect(screen.queryByRole('heading', { name: 'Secret page' }) !== null).toBe(content);
    // Protected content is never even rendered (not rendered and then hidden).
    expect(onRender.mock.calls.length > 0).toBe(content);
    if (state === 'blocked') expect(container).toBeEmptyDOMElement();
  });

  it('never renders the children while the state goes loading -> blocked', () => {
    const onRender = vi.fn();
    const { rerender, container } = renderWithProviders(
      <SpinnerGuard state="loading">
        <Protected onRender={onRender} />
      </SpinnerGuard>,
    );
    rerender(
      <SpinnerGuard state="blocked">
        <Protected onRender={onRender} />
      </SpinnerGuard>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(onRender).not.toHaveBeenCalled();
  });

  it('announces loading in the active language, or the given label', () => {
    const { rerender } = renderWithProviders(<SpinnerGuard state="loading" />, {
      locale: 'da',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser…');
    rerender(<SpinnerGuard state="loading" spinnerLabel="Checking access" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking access');
  });
});
