import type { Query, QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { User } from '@vognpark/server/areas/accounts';
import { countInputOf, listInputOf } from '../areas/vehicles/queries';
import { registerUrl } from '../areas/vehicles/urlState';
import { dashboardSummaryInput } from '../areas/dashboard/pages/Dashboard/summaryInput';
import type { AppRouter } from '../data/trpc';

/**
 * The queries a server-rendered page is rendered with (docs/decisions/first-paint.md, "Pages with
 * their data"): the answers its first screen shows, asked with exactly the inputs the page's hooks
 * use, so the keys match and the browser's first render finds the same answers in its cache.
 * Everything else (later pages, drawers, other tabs) is fetched over the socket as before.
 */
export function prefetchPageData(
  url: URL,
  user: User,
  trpc: TRPCOptionsProxy<AppRouter>,
  queryClient: QueryClient,
): Promise<unknown>[] {
  const wanted: Promise<unknown>[] = [];
  const pathname = url.pathname.replace(/\/+$/, '');
  // The sidebar's badges, on every manager page.
  if (user.role === 'manager') wanted.push(queryClient.prefetchQuery(trpc.my.myNavBadges.queryOptions()));
  // A vehicle's page: its heading and overview (the tabs' lists come over the socket). Only an id
  // that can be one: it reads the same undecoded as the route's decoded parameter.
  const vehicleId = /^\/manager\/vehicles\/([0-9a-f-]{36})$/i.exec(pathname)?.[1];
  if (vehicleId !== undefined && user.role === 'manager')
    wanted.push(queryClient.prefetchQuery(trpc.vehicles.get.queryOptions({ id: vehicleId })));
  switch (pathname) {
    case '/manager/dashboard':
      if (user.role === 'manager')
        wanted.push(queryClient.prefetchQuery(trpc.dashboard.summary.queryOptions(dashboardSummaryInput)));
      break;
    case '/manager/vehicles': {
      if (user.role !== 'manager') break;
      const input = listInputOf(registerUrl.parse(url.searchParams));
      wanted.push(
        queryClient.prefetchInfiniteQuery(
          trpc.vehicles.list.infiniteQueryOptions(input, {
            getNextPageParam: (page) => page.nextCursor ?? undefined,
          }),
        ),
        queryClient.prefetchQuery(trpc.vehicles.count.queryOptions(countInputOf(input))),
      );
      break;
    }
    case '/manager/client':
      if (user.role === 'user')
        wanted.push(queryClient.prefetchQuery(trpc.dashboard.myVehicles.queryOptions()));
      break;
  }
  return wanted;
}

/**
 * After the page's queries were given their time: the hashes of those answered since `before`
 * (the queries already in the cache then), which the page renders with and the browser is told
 * of. A refused or unfinished one is removed, so it renders as the browser will start it,
 * loading, and not as an error the browser would not show: the two renders must match.
 */
export function keepAnswered(queryClient: QueryClient, before: ReadonlySet<Query>): string[] {
  const answered: string[] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    if (before.has(query)) continue;
    if (query.state.status === 'success') answered.push(query.queryHash);
    else queryClient.getQueryCache().remove(query);
  }
  return answered;
}
