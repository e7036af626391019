import type { DatasetVersion } from '@vognpark/server/areas/annotations';
import { Button, ConfirmDialog } from '@vognpark/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoment } from '../../i18n/dates';
import { useAppMessages } from '../../i18n/useAppMessages';
import { LoadedList } from './LoadedList';
import { annotationClasses } from './domain';
import { ModelEvaluationView, type ModelEvaluationViewProps } from './ModelEvaluationView';

export interface DatasetsPanelProps {
  versions: DatasetVersion[];
  loading: boolean;
  /** The list could not be loaded. */
  error?: string;
  onRetry?: () => void;
  busy?: boolean;
  /** Why the last freeze was refused: nothing approved yet, or another failure. */
  freezeError?: 'none_approved' | 'failed' | null;
  onFreeze: (name: string) => void;
  /** Runs the damage model in the slot against a version's test photos. */
  onEvaluate?: (versionId: string) => void;
  /** What an evaluation shows: the version, its answer, whether it runs, why it cannot. */
  evaluation?: ModelEvaluationViewProps & { versionId: string };
}

/**
 * The frozen dataset versions (docs/annotations.md, "Dataset versions"): freezing the approved
 * photos into the next version (after a confirmation), the versions with their counts and split
 * sizes, and each one's COCO and YOLO export.
 */
export function DatasetsPanel({
  versions,
  loading,
  error,
  onRetry,
  busy = false,
  freezeError = null,
  onFreeze,
  onEvaluate,
  evaluation,
}: DatasetsPanelProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const id = useId();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState(false);
  const nextNumber = (versions[0]?.number ?? 0) + 1;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('app.annotations.datasets.title')}</h2>
      <p>{t('app.annotations.datasets.intro')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) setConfirming(true);
        }}
      >
        <label>
          {t('app.annotations.datasets.name')}
          <input
            required
            maxLength={200}
            value={name}
            aria-invalid={freezeError ? true : undefined}
            aria-describedby={freezeError ? `${id}-error` : undefined}
            onChange={(e) => setName(e.currentTarget.value)}
          />
        </label>
        <Button type="submit" disabled={busy || !name.trim()}>
          {t('app.annotations.datasets.freeze')}
        </Button>
        {freezeError && (
          <p id={`${id}-error`} role="alert">
            {t(`app.annotations.datasets.error.${freezeError}`)}
          </p>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        header={t('app.annotations.datasets.freeze')}
        message={t('app.annotations.datasets.confirm.body', { number: nextNumber })}
        acceptLabel={t('app.annotations.datasets.confirm.accept')}
        rejectLabel={t('app.annotations.datasets.confirm.reject')}
        onAccept={() => {
          onFreeze(name.trim());
          setName('');
        }}
      />
      <LoadedList
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={
          versions.length === 0
            ? {
                title: t('app.annotations.datasets.empty.title'),
                message: t('app.annotations.datasets.empty.body'),
              }
            : null
        }
      >
        <Table aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">{t('app.annotations.datasets.column.version')}</th>
              <th scope="col">{t('app.annotations.datasets.column.frozen')}</th>
              <th scope="col">{t('app.annotations.datasets.column.photos')}</th>
              <th scope="col">{t('app.annotations.datasets.column.split')}</th>
              <th scope="col">{t('app.annotations.datasets.column.classes')}</th>
              <th scope="col">{t('app.annotations.datasets.column.export')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => (
              <tr key={version.id}>
                <th scope="row">
                  {t('app.annotations.datasets.version', { number: version.number, name: version.name })}
                </th>
                <td>
                  {t('app.annotations.datasets.frozenBy', {
                    moment: formatMoment(new Date(version.createdAt), locale),
                    name: version.createdBy?.name ?? '—',
                  })}
                </td>
                <td>
                  {t('app.annotations.datasets.photos', {
                    photos: version.photoCount,
                    shapes: version.shapeCount,
                  })}
                </td>
                <td>{t('app.annotations.datasets.split', version.splitCounts)}</td>
                <td>
                  <Classes>
                    {annotationClasses
                      .filter((c) => version.classCounts[c] > 0)
                      .map((c) => (
                        <li key={c}>
                          {t('app.annotations.datasets.classCount', {
                            class: t(`app.annotations.class.${c}`),
                            count: version.classCounts[c],
                          })}
                        </li>
                      ))}
                  </Classes>
                </td>
                <td>
                  <Links>
                    <a href={version.exports.coco} download>
                      {t('app.annotations.datasets.export', { number: version.number, format: 'COCO' })}
                    </a>
                    <a href={version.exports.yolo} download>
                      {t('app.annotations.datasets.export', { number: version.number, format: 'YOLO' })}
                    </a>
                    <a href={version.exports['yolo-seg']} download>
                      {t('app.annotations.datasets.export', { number: version.number, format: 'YOLO-seg' })}
                    </a>
                  </Links>
                  {onEvaluate && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onEvaluate(version.id)}
                      pending={evaluation?.pending && evaluation.versionId === version.id}
                      pendingLabel={t('app.annotations.evaluation.running')}
                    >
                      {t('app.annotations.evaluation.evaluate', { number: version.number })}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {evaluation && <ModelEvaluationView {...evaluation} />}
      </LoadedList>
    </Panel>
  );
}

const Panel = styled.section`
  margin-top: 24px;
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: end;
    margin-bottom: 12px;
  }
  form label {
    display: inline-flex;
    flex-direction: column;
    gap: 4px;
  }
`;
const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px;
    border-bottom: 1px solid #ddd;
  }
`;
const Classes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
