import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import type { TaskComment, WorkHistoryEntry } from '@vognpark/server';
import type { Task, TaskDetail } from '@vognpark/server/areas/tasks';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { keysetPaging, useKeysetList } from '../../data/keysetList';
import { useTRPC, type AppRouter } from '../../data/trpc';
import { historyStateOf, type HistoryState } from '../../history/HistoryList';
import type { TaskCommentsState } from './components/TaskComments';
import { withLocalTitle } from './localTitle';
import type { WorkError } from './queries';

type Inputs = inferRouterInputs<AppRouter>;

/** One task whole, with what the person may do with it; nothing is fetched without an id. */
export function useTaskDetail(id: string | null): UseQueryResult<TaskDetail, WorkError> {
  const trpc = useTRPC();
  const { locale } = useIntl();
  const select = useCallback((task: TaskDetail) => withLocalTitle(task, locale), [locale]);
  return useQuery(trpc.tasks.detail.queryOptions({ id: id ?? '' }, { enabled: !!id, retry: false, select }));
}

/** A task's or an inspection's comments, oldest first, one page after another. */
function useComments(kind: 'tasks' | 'inspections', id: string | null): TaskCommentsState {
  const trpc = useTRPC();
  const procedure = kind === 'tasks' ? trpc.tasks.comments : trpc.inspections.comments;
  const query = useKeysetList(
    useInfiniteQuery(
      procedure.infiniteQueryOptions(
        { id: id ?? '', limit: 100 },
        keysetPaging({ enabled: !!id, keepPrevious: false }),
      ),
    ),
  );
  return {
    items: query.rows,
    loading: query.isPending && !!id,
    error: query.isError,
    onRetry: () => void query.refetch(),
  };
}

export const useTaskComments = (id: string | null) => useComments('tasks', id);
export const useInspectionComments = (id: string | null) => useComments('inspections', id);

/** A history (task or inspection) as the history list takes it. */
function useWorkHistory(kind: 'tasks' | 'inspections', id: string | null): HistoryState<WorkHistoryEntry> {
  const trpc = useTRPC();
  const procedure = kind === 'tasks' ? trpc.tasks.history : trpc.inspections.history;
  const query = useKeysetList(
    useInfiniteQuery(
      procedure.infiniteQueryOptions(
        { id: id ?? '', limit: 20 },
        keysetPaging({ enabled: !!id, keepPrevious: false }),
      ),
    ),
  );
  return historyStateOf(query, query.rows);
}

export const useTaskHistory = (id: string | null) => useWorkHistory('tasks', id);
export const useInspectionHistory = (id: string | null) => useWorkHistory('inspections', id);

/** Adds a comment; the thread and the task's history are fetched again. */
export function useAddTaskComment(): UseMutationResult<
  TaskComment,
  WorkError,
  Inputs['tasks']['addComment']
> {
  const trpc = useTRPC();
  // A comment moves no count: only the thread and the history (data/invalidation.ts).
  return useMutation(
    trpc.tasks.addComment.mutationOptions({ meta: { invalidatesOnly: ['tasks.comments', 'tasks.history'] } }),
  );
}

/** Adds a comment to an inspection; the thread and the inspection's history are fetched again. */
export function useAddInspectionComment(): UseMutationResult<
  TaskComment,
  WorkError,
  Inputs['inspections']['addComment']
> {
  const trpc = useTRPC();
  return useMutation(
    trpc.inspections.addComment.mutationOptions({
      meta: { invalidatesOnly: ['inspections.comments', 'inspections.history'] },
    }),
  );
}

/** Changes a task's fields (the edit drawer); the counts, lists and this task are fetched again. */
export function useUpdateTask(): UseMutationResult<Task, WorkError, Inputs['tasks']['update']> {
  const trpc = useTRPC();
  return useMutation(trpc.tasks.update.mutationOptions());
}
