import type { TaskComment, TaskDetail, WorkHistoryEntry } from '@vognpark/server';
import { Button, DescriptionItem, DescriptionList, Drawer, TextArea } from '@vognpark/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { HistoryList, type HistoryState } from '../../../history/HistoryList';
import { actorName } from '../../../history/lines';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { formatDate, formatMoment, formatPlate } from '../../vehicles/format';
import { describeTaskHistory } from '../history';
import { taskSourceLabel } from '../labels';
import { TaskDuePill, TaskPriorityPill, TaskStatusPill } from './TaskPills';

/** The longest comment (the server's `TASK_COMMENT_MAX`). */
export const maxCommentLength = 2000;

export interface TaskCommentsState {
  items: readonly TaskComment[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

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
  const person = (ref: TaskDetail['assignee']) => (ref ? actorName(ref) : null);

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
        <DescriptionList>
          <DescriptionItem term={t('app.tasks.column.vehicle')}>
            {task.vehicle ? (
              vehicleHref ? (
                <RouterLink href={vehicleHref(task.vehicle.id)}>
                  {formatPlate(task.vehicle.registration)}
                </RouterLink>
              ) : (
                formatPlate(task.vehicle.registration)
              )
            ) : (
              t('app.tasks.noVehicle')
            )}
            {task.vehicle && ` · ${task.vehicle.make} ${task.vehicle.model}`.trimEnd()}
          </DescriptionItem>
          <DescriptionItem term={t('app.tasks.column.dueDate')}>
            {task.dueDate ? formatDate(task.dueDate, locale) : t('app.tasks.noDueDate')}
          </DescriptionItem>
          <DescriptionItem term={t('app.tasks.column.assignee')}>
            {person(task.assignee) ?? t('app.tasks.nobody')}
          </DescriptionItem>
          <DescriptionItem term={t('app.tasks.column.source')}>
            {t(taskSourceLabel(task.source))}
          </DescriptionItem>
          <DescriptionItem term={t(reported ? 'app.tasks.detail.reportedBy' : 'app.tasks.detail.createdBy')}>
            {person(task.createdBy) ?? t('app.tasks.detail.formerUser')}
          </DescriptionItem>
          <DescriptionItem term={t('app.tasks.detail.createdAt')}>
            <time dateTime={task.createdAt.toISOString()}>{formatMoment(task.createdAt, locale)}</time>
          </DescriptionItem>
          {task.doneAt && (
            <DescriptionItem term={t('app.tasks.detail.doneAt')}>
              <time dateTime={task.doneAt.toISOString()}>{formatMoment(task.doneAt, locale)}</time>
            </DescriptionItem>
          )}
        </DescriptionList>
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
        <Comments comments={comments} />
        {task.canComment && <CommentBox key={task.id} onAdd={onAddComment} />}
      </section>

      <section aria-labelledby={`${ids}-history`}>
        <Heading id={`${ids}-history`}>{t('app.tasks.detail.history')}</Heading>
        <HistoryList history={history} describe={(entry) => describeTaskHistory(entry, t, locale, people)} />
      </section>
    </Body>
  );
}

function Comments({ comments }: { comments: TaskCommentsState }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  if (comments.loading) return <p role="status">{t('app.tasks.detail.commentsLoading')}</p>;
  if (comments.error)
    return (
      <Problem role="alert">
        {t('app.tasks.detail.commentsError')}{' '}
        <Button variant="secondary" size="sm" onClick={comments.onRetry}>
          {t('app.error.retry')}
        </Button>
      </Problem>
    );
  if (comments.items.length === 0) return <Muted>{t('app.tasks.detail.noComments')}</Muted>;
  return (
    <Thread>
      {comments.items.map((comment) => (
        <li key={comment.id}>
          <CommentHead>
            <strong>{comment.author ? actorName(comment.author) : t('app.tasks.detail.formerUser')}</strong>
            {' · '}
            <time dateTime={comment.createdAt.toISOString()}>{formatMoment(comment.createdAt, locale)}</time>
          </CommentHead>
          <Text>{comment.body}</Text>
        </li>
      ))}
    </Thread>
  );
}

/** The box to add a comment: what was typed stays when saving fails. */
function CommentBox({ onAdd }: { onAdd: (body: string) => Promise<unknown> }) {
  const t = useAppMessages();
  const id = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<'required' | 'failed' | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!body.trim()) {
      setProblem('required');
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await onAdd(body.trim());
      setBody('');
    } catch {
      setProblem('failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <CommentForm onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        id={id}
        label={t('app.tasks.detail.commentLabel')}
        description={t('app.tasks.detail.commentHint')}
        value={body}
        onValueChange={(value) => {
          setBody(value);
          if (problem === 'required') setProblem(null);
        }}
        error={problem === 'required' ? t('app.tasks.detail.commentRequired') : undefined}
        maxLength={maxCommentLength}
      />
      {problem === 'failed' && <Problem role="alert">{t('app.tasks.detail.commentFailed')}</Problem>}
      <div>
        <Button type="submit" pending={pending}>
          {t('app.tasks.detail.commentSend')}
        </Button>
      </div>
    </CommentForm>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  min-width: 0;
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Pills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.sizes.md};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
`;

const Thread = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  & > li {
    padding: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
`;

const CommentHead = styled.div`
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.colors.textMuted};

  & strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const CommentForm = styled.form`
  display: grid;
  margin-top: ${({ theme }) => theme.space[3]}px;
  gap: ${({ theme }) => theme.space[2]}px;
`;
