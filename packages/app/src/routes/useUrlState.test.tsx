import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { registerUrl, type RegisterUrlState } from '../areas/vehicles/urlState';
import { useUrlState, type UrlStateApi } from './useUrlState';

/** The hook with the register's schema inside a real memory router, so pushes, replaces and Back act as in the browser. */
function setup(initial = '/manager/vehicles') {
  const result: { current: UrlStateApi<RegisterUrlState> | null } = { current: null };
  function Probe() {
    result.current = useUrlState(registerUrl);
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/manager/vehicles', Component: Probe },
      { path: '/manager/dashboard', Component: () => null },
    ],
    {
      initialEntries: ['/manager/dashboard', initial],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  const api = () => result.current!;
  const address = () => router.state.location.search;
  const back = () => act(() => router.navigate(-1));
  return { api, address, back, router };
}

describe("useUrlState (the register's schema)", () => {
  it('reads the state from the address on load (a reload or a shared link)', () => {
    const { api } = setup('/manager/vehicles?q=AB&status=sold,bogus&sort=year&dir=desc');
    expect(api().state).toMatchObject({
      search: 'AB',
      status: ['sold'],
      sort: { by: 'year', dir: 'desc' },
    });
  });

  it('replaces the entry while typing, so Back leaves the search in one step', async () => {
    const { api, address, back, router } = setup();
    act(() => api().update({ search: 'A' }, { replace: true }));
    act(() => api().update({ search: 'AB' }, { replace: true }));
    act(() => api().update({ search: 'AB1' }, { replace: true }));
    expect(address()).toBe('?q=AB1');
    await back();
    expect(router.state.location.pathname).toBe('/manager/dashboard');
  });

  it('keeps a choice made just before the next one, even before the page has re-rendered', () => {
    const { api, address } = setup('/manager/vehicles?q=KL');
    const { update } = api();
    act(() => {
      // One handler calling both, as a fast user can (a filter chosen, then the search cleared):
      // the second change must build on the first.
      update({ status: ['active'] });
      update({ search: '' }, { replace: true });
    });
    expect(address()).toBe('?status=active');
  });

  it('pushes filter changes, so Back undoes the last one and Forward redoes it', async () => {
    const { api, address, back, router } = setup();
    act(() => api().update({ status: ['active'] }));
    act(() => api().update((state) => ({ ...state, fuel: ['electric'] })));
    expect(address()).toBe('?status=active&fuel=electric');
    expect(api().state.fuel).toEqual(['electric']);
    await back();
    expect(address()).toBe('?status=active');
    expect(api().state.fuel).toEqual([]);
    await act(() => router.navigate(1));
    expect(api().state.fuel).toEqual(['electric']);
  });

  it('keeps the filters when the search changes after them', () => {
    const { api, address } = setup('/manager/vehicles?q=KL');
    act(() => api().update({ clientId: '3f0c1b2a-9d4e-4c6b-8a7f-0123456789ab' }));
    act(() => api().update({ search: '' }, { replace: true }));
    expect(address()).toBe('?client=3f0c1b2a-9d4e-4c6b-8a7f-0123456789ab');
  });

  it('adds no history entry when nothing changes', async () => {
    const { api, back, router } = setup('/manager/vehicles?type=van');
    act(() => api().update({ type: ['van'] }));
    await back();
    expect(router.state.location.pathname).toBe('/manager/dashboard');
  });
});
