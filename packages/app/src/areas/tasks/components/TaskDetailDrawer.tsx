import type { WorkHistoryEntry } from '@vognpark/server';
import type { TaskDetail } from '@vognpark/server/areas/tasks';
import { Button, Drawer } from '@vognpark/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { HistoryList, type HistoryState } from '../../../history/HistoryList';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { describeTaskHistory } from '../history';
import { CommentBox, TaskComments, type TaskCommentsState } from './TaskComments';
import { Body, Heading, Muted, Pills, Problem, Summary, Text } from './TaskDetailDrawer.styles';
import { TaskFacts } from './TaskFacts';
import { TaskDuePill, TaskPriorityPill, TaskStatusPill } from './TaskPills';

export type { TaskCommentsState } from './TaskComments';

export interface TaskDetailDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task, once loaded. */
  task: TaskDetail | null;
  loading: boolean;
  /** The task could not be read (gone, another client's, the network). */
  error: boolean;
  onRetry: () => void;
  comments: TaskCommentsState;
  /** Adds a comment: resolve when saved (the box empties), reject to keep the text and say so. */
  onAddComment: (body: string) => Promise<unknown>;
  history: HistoryState<WorkHistoryEntry>;
  /** People known by id, for names in the history (the manager's people). */
  people?: readonly { id: string; name: string; surname: string; email?: string }[];
  /** Opens the edit drawer (shown when the task says the person may edit). */
  onEdit?: () => void;
  /** The vehicle's page; left out, the plate is plain text (a driver has no vehicle page). */
  vehicleHref?: (vehicleId: string) => string;
  portalRoot?: HTMLElement | null;
}

/**
 * One task whole in a drawer: its status, due date and priority, the facts (vehicle, assignee,
 * reporter, source, dates), the description or the driver's report in full, the comment thread
 * with a box to add one, and the history. Edit opens the task form.
 */
export function TaskDetailDrawer({
  open,
  onOpenChange,
  task,
  loading,
  error,
  onRetry,
  comments,
  onAddComment,
  history,
  people,
  onEdit,
  vehicleHref,
  portalRoot,
}: TaskDetailDrawerProps) {
  const t = useAppMessages();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      size="lg"
      title={task?.title ?? t('app.tasks.detail.label')}
    >
      {task ? (
        <TaskDetailBody
          task={task}
          comments={comments}
          onAddComment={onAddComment}
          history={history}
          people={people}
          onEdit={onEdit}
          vehicleHref={vehicleHref}
        />
      ) : loading ? (
        <p role="status">{t('app.tasks.detail.loading')}</p>
      ) : error ? (
        <Problem role="alert">
          {t('app.tasks.detail.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('app.error.retry')}
          </Button>
        </Problem>
      ) : null}
    </Drawer>
  );
}

function TaskDetailBody({
  task,
  comments,
  onAddComment,
  history,
  people,
  onEdit,
  vehicleHref,
}: Pick<
  TaskDetailDrawerProps,
  'comments' | 'onAddComment' | 'history' | 'people' | 'onEdit' | 'vehicleHref'
> & { task: TaskDetail }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const ids = useId();
  const reported = task.source === 'driver_report';

  return (
    <Body>
      <Summary>
        <Pills>
          <TaskStatusPill status={task.status} />
          {task.dueState && task.dueState !== 'later' && task.dueState !== 'no_due_date' && (
            <TaskDuePill state={task.dueState} />
          )}
          <TaskPriorityPill priority={task.priority} />
        </Pills>
        {task.canEdit && onEdit && (
          <Button variant="secondary" onClick={onEdit}>
            {t('app.tasks.detail.edit')}
          </Button>
        )}
      </Summary>

      <section aria-labelledby={`${ids}-facts`}>
        <Heading id={`${ids}-facts`}>{t('app.tasks.detail.facts')}</Heading>
        <TaskFacts task={task} vehicleHref={vehicleHref} />
      </section>

      <section aria-labelledby={`${ids}-description`}>
        <Heading id={`${ids}-description`}>
          {t(reported ? 'app.tasks.detail.reportDetails' : 'app.tasks.detail.description')}
        </Heading>
        {task.description ? (
          <Text>{task.description}</Text>
        ) : (
          <Muted>{t('app.tasks.detail.noDescription')}</Muted>
        )}
      </section>

      <section aria-labelledby={`${ids}-comments`}>
        <Heading id={`${ids}-comments`}>{t('app.tasks.detail.comments')}</Heading>
        <TaskComments comments={comments} />
        {task.canComment && <CommentBox key={task.id} onAdd={onAddComment} />}
      </section>

      <section aria-labelledby={`${ids}-history`}>
        <Heading id={`${ids}-history`}>{t('app.tasks.detail.history')}</Heading>
        <HistoryList history={history} describe={(entry) => describeTaskHistory(entry, t, locale, people)} />
      </section>
    </Body>
  );
}
