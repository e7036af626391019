import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SpinnerGuard, type GuardDecision } from './SpinnerGuard';

function Protected({ onRender }: { onRender: () => void }) {
  onRender();
  return <h1>Secret page</h1>;
}

describe('SpinnerGuard', () => {
  it.each<[GuardDecision['type'], GuardDecision, boolean, boolean]>([
    ['loading', { type: 'loading' }, true, false],
    ['redirect', { type: 'redirect', to: '/auth/login' }, false, false],
    ['render', { type: 'render' }, false, true],
  ])('for %s shows spinner=%s, children=%s', (_name, decision, spinner, content) => {
    const onRender = vi.fn();
    const { container } = renderWithProviders(
      <SpinnerGuard decision={decision}>
        <Protected onRender={onRender} />
      </SpinnerGuard>,
    );
    expect(screen.queryByRole('status') !== null).toBe(spinner);
    expect(screen.queryByRole('heading', { name: 'Secret page' }) !== null).toBe(content);
    // Protected content is never even rendered (not rendered and then hidden).
    expect(onRender.mock.calls.length > 0).toBe(content);
    if (decision.type === 'redirect') expect(container).toBeEmptyDOMElement();
  });

  it('never renders the children while the decision goes loading -> redirect', () => {
    const onRender = vi.fn();
    const { rerender, container } = renderWithProviders(
      <SpinnerGuard decision={{ type: 'loading' }}>
        <Protected onRender={onRender} />
      </SpinnerGuard>,
    );
    rerender(
      <SpinnerGuard decision={{ type: 'redirect', to: '/manager/dashboard' }}>
        <Protected onRender={onRender} />
      </SpinnerGuard>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(onRender).not.toHaveBeenCalled();
  });

  it('announces loading in the active language, or the given label', () => {
    const { rerender } = renderWithProviders(<SpinnerGuard decision={{ type: 'loading' }} />, {
      locale: 'da',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser…');
    rerender(<SpinnerGuard decision={{ type: 'loading' }} spinnerLabel="Checking access" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking access');
  });
});
