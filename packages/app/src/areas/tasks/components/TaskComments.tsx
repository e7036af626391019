import type { TaskComment } from '@vognpark/server';
import { Button, TextArea } from '@vognpark/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { actorName } from '../../../history/lines';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { formatMoment } from '../../vehicles/format';
import { Muted, Problem, Text } from './TaskDetailDrawer.styles';

/** The longest comment (the server's `TASK_COMMENT_MAX`). */
export const maxCommentLength = 2000;

export interface TaskCommentsState {
  items: readonly TaskComment[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** A comment thread (a task's, an inspection's): each with its author and time, oldest first. */
export function TaskComments({ comments }: { comments: TaskCommentsState }) {
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
export function CommentBox({
  onAdd,
  hint,
}: {
  onAdd: (body: string) => Promise<unknown>;
  /** Who reads it; the task's readers when left out. */
  hint?: string;
}) {
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
        description={hint ?? t('app.tasks.detail.commentHint')}
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
