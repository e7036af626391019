import type { Damage, DamageModelStatus, DamageStatus } from '@vognpark/server/areas/damage';
import { Button, PageHeader, Toolbar, type ToolbarFilter } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { Page } from '../../pages/PageColumn';
import { DamageTable } from './DamageTable';
import { damageStatuses, statusLabel } from './domain';

export interface DamageViewProps {
  title: string;
  /** The statuses shown (none: every status). */
  statuses: readonly DamageStatus[];
  onStatusesChange: (statuses: DamageStatus[]) => void;
  rows: readonly Damage[];
  /** How many damages match, null while unknown. */
  total: number | null;
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  onOpen: (damage: Damage) => void;
  onRecord: () => void;
  /** The model slot (docs/damage.md): not configured, ready, or why the configured file does not run. */
  model?: DamageModelStatus;
}

/**
 * /manager/damage-detection as a person sees it (data in, callbacks out): how many damages match,
 * Record Damage, the status filter and the register's table; a row opens the damage.
 */
export function DamageView({
  title,
  statuses,
  onStatusesChange,
  rows,
  total,
  loading,
  error,
  onRetry,
  onOpen,
  onRecord,
  model,
}: DamageViewProps) {
  const t = useAppMessages();
  const filters = useMemo<ToolbarFilter[]>(
    () => [
      {
        id: 'status',
        label: t('app.damage.filter.status'),
        options: damageStatuses.map((value) => ({ value, label: t(statusLabel(value)) })),
      },
    ],
    [t],
  );
  const filtered = statuses.length > 0;
  const record = <Button onClick={onRecord}>{t('app.damage.record')}</Button>;
  return (
    <Page>
      <PageHeader
        title={title}
        description={total === null ? undefined : t('app.damage.count', { count: total })}
        actions={record}
      />
      <Panel>
        <Toolbar
          label={t('app.damage.filter.label')}
          filters={filters}
          value={{ status: [...statuses] }}
          onValueChange={(value) =>
            onStatusesChange(damageStatuses.filter((status) => (value.status ?? []).includes(status)))
          }
        />
        <DamageTable
          rows={rows}
          total={total}
          onOpen={onOpen}
          loading={loading}
          error={error}
          onRetry={onRetry}
          emptyTitle={filtered ? t('app.damage.noMatches.title') : t('app.damage.empty.title')}
          emptyMessage={filtered ? t('app.damage.noMatches.body') : t('app.damage.empty.body')}
        />
      </Panel>
      {model && (
        <ModelNote aria-labelledby="damage-model-title">
          <h2 id="damage-model-title">{t('app.damage.model.title')}</h2>
          <p>
            {model.state === 'ready'
              ? t('app.damage.model.ready', {
                  file: model.file ?? '',
                  size: model.inputSize ?? 0,
                  count: model.classes.length,
                })
              : t(`app.damage.model.${model.state}`, { file: model.file ?? '' })}
          </p>
        </ModelNote>
      )}
    </Page>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const ModelNote = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
    color: ${({ theme }) => theme.colors.text};
  }
  & p {
    margin: 0;
    max-width: 60rem;
  }
`;
