import type { AgreementSummary, AnnotationPerson } from '@vognpark/server/areas/annotations';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { LoadedList } from './LoadedList';

export interface AgreementPanelProps {
  /** One batch's labeller agreement, or every batch's. */
  scope: 'batch' | 'all';
  /** The server's figures (annotations.agreement or annotations.overallAgreement). */
  agreement?: AgreementSummary & { secondLabeller?: AnnotationPerson | null; batches?: number };
  loading?: boolean;
  error?: string;
  onRetry?: () => void;
}

const percentOf = (value: number) => Math.round(value * 100);

/**
 * The labeller agreement of the photos labelled twice (docs/annotations.md "Labelled twice"):
 * overall in a sentence, per class in a small table, and how it is measured.
 */
export function AgreementPanel({ scope, agreement, loading, error, onRetry }: AgreementPanelProps) {
  const t = useAppMessages();
  const id = useId();
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t(scope === 'batch' ? 'app.annotations.agreement.title' : 'app.annotations.agreement.allTitle')}
      </h2>
      <LoadedList loading={loading} error={error} onRetry={onRetry} empty={null}>
        {agreement && <Figures scope={scope} agreement={agreement} />}
      </LoadedList>
    </Panel>
  );
}

function Figures({
  scope,
  agreement,
}: {
  scope: 'batch' | 'all';
  agreement: NonNullable<AgreementPanelProps['agreement']>;
}) {
  const t = useAppMessages();
  if (scope === 'batch' && agreement.secondLabeller === null)
    return <p>{t('app.annotations.agreement.noSecond')}</p>;
  const pending =
    agreement.pending > 0 ? (
      <p>{t('app.annotations.agreement.pending', { count: agreement.pending })}</p>
    ) : null;
  if (!agreement.overall)
    return (
      <>
        <p>{t('app.annotations.agreement.none')}</p>
        {pending}
      </>
    );
  const percent = percentOf(agreement.overall.agreement);
  return (
    <>
      <Summary>
        {scope === 'batch'
          ? t('app.annotations.agreement.summary', { percent, photos: agreement.photos })
          : t('app.annotations.agreement.allSummary', {
              percent,
              photos: agreement.photos,
              batches: agreement.batches ?? 0,
            })}
      </Summary>
      {pending}
      {agreement.perClass.length > 0 && (
        <Table aria-label={t('app.annotations.agreement.perClass')}>
          <thead>
            <tr>
              <th scope="col">{t('app.annotations.agreement.column.class')}</th>
              <th scope="col">{t('app.annotations.agreement.column.agreement')}</th>
              <th scope="col">{t('app.annotations.agreement.column.matched')}</th>
              <th scope="col">{t('app.annotations.agreement.column.shapes')}</th>
            </tr>
          </thead>
          <tbody>
            {agreement.perClass.map((row) => (
              <tr key={row.annotationClass}>
                <th scope="row">{t(`app.annotations.class.${row.annotationClass}`)}</th>
                <td>{t('app.annotations.agreement.percent', { percent: percentOf(row.agreement) })}</td>
                <td>{row.matched}</td>
                <td>{t('app.annotations.agreement.shapes', { first: row.first, second: row.second })}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Note>{t('app.annotations.agreement.how')}</Note>
    </>
  );
}

const Panel = styled.section`
  margin-top: 24px;
`;
const Summary = styled.p`
  font-weight: 600;
`;
const Note = styled.p`
  font-size: 0.875rem;
`;
const Table = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 6px 12px 6px 0;
    border-bottom: 1px solid #ddd;
  }
`;
