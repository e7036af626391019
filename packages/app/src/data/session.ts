import { useQuery } from '@tanstack/react-query';
import type { Session } from '../access/decideAccess';
import type { User } from '@vognpark/server/areas/accounts';
import { currentUserKey, fetchCurrentUser } from './auth';

/** What the guard knows of the current user, plus whether finding out failed. */
export interface SessionState {
  session: Session;
  user: User | null;
  /** True when the current user could not be fetched (server unreachable) and is still unknown. */
  failed: boolean;
  retry: () => void;
}

/** The session from the current user query's data: undefined = loading, null = signed out. */
export function sessionFromUser(user: User | null | undefined): Session {
  if (user === undefined) return { status: 'loading' };
  if (user === null) return { status: 'signed-out' };
  return { status: 'signed-in', user };
}

/** The current user: POST /api/auth/user as a React Query query (hydrated from the page when embedded). */
export function useSession(): SessionState {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: () => fetchCurrentUser(),
  });
  const user = query.data;
  return {
    session: sessionFromUser(user),
    user: user ?? null,
    failed: user === undefined && query.isError,
    retry: () => void query.refetch(),
  };
}
