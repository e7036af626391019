import type { BatchSummary } from '@vognpark/server/areas/annotations';
import { Button } from '@vognpark/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { LoadedList } from './LoadedList';
import type { BatchView } from './queries';

export interface BatchesViewProps {
  view: BatchView;
  onViewChange: (view: BatchView) => void;
  batches: BatchSummary[];
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  onOpen: (batch: BatchSummary) => void;
}

const VIEWS = ['mine', 'review', 'all'] as const;

/** The batches of a view (assigned to me, to review, all) as a table, each opening its first photo. */
export function BatchesView({
  view,
  onViewChange,
  batches,
  loading,
  error,
  onRetry,
  onOpen,
}: BatchesViewProps) {
  const t = useAppMessages();
  const id = useId();
  return (
    <>
      <Views role="radiogroup" aria-label={t('app.annotations.view.label')}>
        {VIEWS.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-view`}
              checked={view === option}
              onChange={() => onViewChange(option)}
            />
            {t(`app.annotations.view.${option}`)}
          </label>
        ))}
      </Views>
      <LoadedList
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={
          batches.length === 0
            ? { title: t('app.annotations.empty.title'), message: t('app.annotations.empty.body') }
            : null
        }
      >
        <Table aria-label={t('app.annotations.batches.label')}>
          <thead>
            <tr>
              <th scope="col">{t('app.annotations.column.name')}</th>
              <th scope="col">{t('app.annotations.column.client')}</th>
              <th scope="col">{t('app.annotations.column.assignee')}</th>
              <th scope="col">{t('app.annotations.column.progress')}</th>
            </tr>
          </thead>
          <tbody>
            {batches.map((batch) => {
              const total = Object.values(batch.counts).reduce((sum, n) => sum + n, 0);
              return (
                <tr key={batch.id}>
                  <th scope="row">
                    <Button
                      variant="secondary"
                      aria-label={t('app.annotations.open', { name: batch.name })}
                      onClick={() => onOpen(batch)}
                    >
                      {batch.name}
                    </Button>
                  </th>
                  <td>{batch.client.name}</td>
                  <td>{batch.assignee.name}</td>
                  <td>
                    <div>
                      {t('app.annotations.progress', {
                        approved: batch.counts.approved,
                        total,
                        submitted: batch.counts.submitted,
                      })}
                    </div>
                    {batch.secondLabeller && (
                      <div>
                        {t('app.annotations.secondProgress', {
                          submitted: batch.secondCounts.submitted,
                          total: batch.secondCounts.todo + batch.secondCounts.submitted,
                          name: batch.secondLabeller.name,
                        })}
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </LoadedList>
    </>
  );
}

const Views = styled.div`
  display: flex;
  gap: 16px;
  margin-bottom: 12px;
`;
const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    padding: 8px;
    border-bottom: 1px solid #ddd;
  }
`;
