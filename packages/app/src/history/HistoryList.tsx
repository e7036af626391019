import { Button } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoment } from '../areas/vehicles/format';
import { useAppMessages } from '../i18n/useAppMessages';
import { actorName } from './lines';

/** What every history entry has: who, when. */
export interface HistoryEntryBase {
  id: string | number;
  createdAt: Date;
  actor: { name: string; surname: string; email?: string } | null;
}

/** A history as its data hook delivers it: the entries so far, and how to get more. */
export interface HistoryState<Entry> {
  entries: readonly Entry[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** A history state from an infinite query of pages of entries (`useInfiniteQuery`). */
export function historyStateOf<Entry>(
  query: {
    isPending: boolean;
    isError: boolean;
    isFetchNextPageError?: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    refetch: () => unknown;
    fetchNextPage: () => unknown;
  },
  entries: readonly Entry[],
): HistoryState<Entry> {
  return {
    entries,
    loading: query.isPending,
    // A failed "more" keeps what was shown; the button stays to try again.
    error: query.isError && !query.isFetchNextPageError,
    onRetry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

export interface HistoryListProps<Entry extends HistoryEntryBase> {
  history: HistoryState<Entry>;
  /** An entry in words: what was done, and the changed fields. */
  describe: (entry: Entry) => { title: string; lines: readonly string[] };
}

/**
 * A history of changes, newest first: what was done, by whom, when (in Danish time, in the
 * language's format), and what changed; loading, error (with Try Again), empty, and "Show Older
 * Changes" while there are more. Used by the vehicle page and the customer, user and account pages.
 */
export function HistoryList<Entry extends HistoryEntryBase>({ history, describe }: HistoryListProps<Entry>) {
  const t = useAppMessages();
  const { locale } = useIntl();
  if (history.loading) return <p role="status">{t('app.history.loading')}</p>;
  if (history.error)
    return (
      <Problem role="alert">
        {t('app.history.loadError')}{' '}
        <Button variant="secondary" size="sm" onClick={history.onRetry}>
          {t('app.error.retry')}
        </Button>
      </Problem>
    );
  // A sentence, as an empty comment thread says it: the list sits under a section's heading (a
  // drawer's h3, a tab), where an empty state's own h2 broke the outline.
  if (history.entries.length === 0) return <Empty>{t('app.history.empty')}</Empty>;
  return (
    <>
      <Entries>
        {history.entries.map((entry) => {
          const { title, lines } = describe(entry);
          return (
            <li key={entry.id}>
              <EntryHead>
                <strong>{title}</strong>{' '}
                {entry.actor
                  ? t('app.history.by', { name: actorName(entry.actor) })
                  : t('app.history.bySystem')}
                {' · '}
                <time dateTime={entry.createdAt.toISOString()}>{formatMoment(entry.createdAt, locale)}</time>
              </EntryHead>
              {lines.length > 0 && (
                <ul>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </Entries>
      {history.hasMore && (
        <More>
          <Button variant="secondary" onClick={history.onLoadMore} pending={history.loadingMore}>
            {t('app.history.more')}
          </Button>
        </More>
      )}
    </>
  );
}

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  & ul {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    padding-inline-start: ${({ theme }) => theme.space[4]}px;
    overflow-wrap: anywhere;
  }
`;

const EntryHead = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};

  & strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const More = styled.div`
  margin-top: ${({ theme }) => theme.space[3]}px;
`;
