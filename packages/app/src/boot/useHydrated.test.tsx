import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'browser' : 'server'}</p>;
}

it('is false on the server and true in the browser', () => {
  expect(renderToString(<Probe />)).toContain('server');
  render(<Probe />);
  expect(screen.getByText('browser')).toBeInTheDocument();
});
