import type { WorkHistoryEntry } from '@vognpark/server';
import type { InspectionDetail } from '@vognpark/server/areas/inspections';
import { Button, DescriptionItem, DescriptionList, Drawer, StatusPill } from '@vognpark/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { HistoryList, type HistoryState } from '../../../history/HistoryList';
import { actorName } from '../../../history/lines';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { InspectionResultPill, InspectionStatePill } from '../../compliance/components/WorkPills';
import { defectSeverityLabel, inspectionKindLabel } from '../../compliance/labels';
import { formatDate, formatMoment, formatPlate } from '../../vehicles/format';
import { CommentBox, TaskComments, type TaskCommentsState } from '../../tasks/components/TaskComments';
import { describeInspectionHistory } from '../history';

const severityTones = { minor: 'neutral', major: 'warning', critical: 'danger' } as const;

export interface InspectionDetailDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inspection: InspectionDetail | null;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  history: HistoryState<WorkHistoryEntry>;
  /** Its comment thread; with `onAddComment` (a manager), a box to add one. */
  comments?: TaskCommentsState;
  onAddComment?: (body: string) => Promise<unknown>;
  /** Edit and Complete (before completion; left out: read only, an admin). */
  onEdit?: () => void;
  onComplete?: () => void;
  /** The vehicle's page and a defect's task (`?task=<id>` on the tasks page). */
  vehicleHref?: (vehicleId: string) => string;
  taskHref?: (taskId: string) => string;
  /** The inspection's checklist and photos (the photos area's part), after the defects once done. */
  photos?: ReactNode;
  portalRoot?: HTMLElement | null;
}

/**
 * One inspection whole in a drawer: kind, vehicle, due and completion dates, result, inspector,
 * who recorded it, the notes in full, the defects with their severity and task, and the history.
 */
export function InspectionDetailDrawer({
  open,
  onOpenChange,
  inspection,
  loading,
  error,
  onRetry,
  history,
  comments,
  onAddComment,
  onEdit,
  onComplete,
  vehicleHref,
  taskHref,
  photos,
  portalRoot,
}: InspectionDetailDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const ids = useId();
  const title = inspection
    ? `${t(inspectionKindLabel(inspection.kind))}, ${formatPlate(inspection.vehicle.registration)}`
    : t('app.inspections.detail.label');
  const done = inspection?.completedAt != null;

  return (
    <Drawer open={open} onOpenChange={onOpenChange} portalRoot={portalRoot} size="lg" title={title}>
      {inspection ? (
        <Body>
          <Summary>
            <Pills>
              <InspectionStatePill state={inspection.state} />
              {inspection.result && <InspectionResultPill result={inspection.result} />}
            </Pills>
            {!done && (onEdit || onComplete) && (
              <Actions>
                {onComplete && <Button onClick={onComplete}>{t('app.inspections.actions.complete')}</Button>}
                {onEdit && (
                  <Button variant="secondary" onClick={onEdit}>
                    {t('app.inspections.actions.edit')}
                  </Button>
                )}
              </Actions>
            )}
          </Summary>

          <section aria-labelledby={`${ids}-facts`}>
            <Heading id={`${ids}-facts`}>{t('app.inspections.detail.facts')}</Heading>
            <DescriptionList>
              <DescriptionItem term={t('app.inspections.column.vehicle')}>
                {vehicleHref ? (
                  <RouterLink href={vehicleHref(inspection.vehicle.id)}>
                    {formatPlate(inspection.vehicle.registration)}
                  </RouterLink>
                ) : (
                  formatPlate(inspection.vehicle.registration)
                )}
                {` · ${inspection.vehicle.make} ${inspection.vehicle.model}`.trimEnd()}
              </DescriptionItem>
              <DescriptionItem term={t('app.inspections.form.kind')}>
                {t(inspectionKindLabel(inspection.kind))}
              </DescriptionItem>
              <DescriptionItem term={t('app.inspections.column.dueDate')}>
                {formatDate(inspection.dueDate, locale)}
              </DescriptionItem>
              <DescriptionItem term={t('app.inspections.detail.completedAt')}>
                {inspection.completedAt ? (
                  <time dateTime={inspection.completedAt.toISOString()}>
                    {formatMoment(inspection.completedAt, locale)}
                  </time>
                ) : (
                  t('app.inspections.detail.notCompleted')
                )}
              </DescriptionItem>
              {done && (
                <>
                  <DescriptionItem term={t('app.inspections.complete.inspector')}>
                    {inspection.inspector || t('app.inspections.detail.noInspector')}
                  </DescriptionItem>
                  <DescriptionItem term={t('app.inspections.detail.completedBy')}>
                    {inspection.completedBy
                      ? actorName(inspection.completedBy)
                      : t('app.inspections.detail.noInspector')}
                  </DescriptionItem>
                </>
              )}
            </DescriptionList>
          </section>

          <section aria-labelledby={`${ids}-notes`}>
            <Heading id={`${ids}-notes`}>{t('app.inspections.form.notes')}</Heading>
            {inspection.notes ? (
              <Text>{inspection.notes}</Text>
            ) : (
              <Muted>{t('app.inspections.detail.noNotes')}</Muted>
            )}
          </section>

          {done && (
            <section aria-labelledby={`${ids}-defects`}>
              <Heading id={`${ids}-defects`}>{t('app.inspections.detail.defects')}</Heading>
              {inspection.defects.length === 0 ? (
                <Muted>{t('app.inspections.detail.noDefects')}</Muted>
              ) : (
                <Defects>
                  {inspection.defects.map((defect) => (
                    <li key={defect.id}>
                      <Text>{defect.text}</Text>
                      <DefectMeta>
                        <StatusPill
                          tone={severityTones[defect.severity]}
                          label={t(defectSeverityLabel(defect.severity))}
                        />
                        {defect.taskId && taskHref && (
                          <RouterLink href={taskHref(defect.taskId)}>
                            {t('app.inspections.detail.defectTask')}
                          </RouterLink>
                        )}
                      </DefectMeta>
                    </li>
                  ))}
                </Defects>
              )}
            </section>
          )}

          {done && photos}

          {comments && (
            <section aria-labelledby={`${ids}-comments`}>
              <Heading id={`${ids}-comments`}>{t('app.inspections.detail.comments')}</Heading>
              <TaskComments comments={comments} />
              {onAddComment && (
                <CommentBox
                  key={inspection.id}
                  onAdd={onAddComment}
                  hint={t('app.inspections.detail.commentHint')}
                />
              )}
            </section>
          )}

          <section aria-labelledby={`${ids}-history`}>
            <Heading id={`${ids}-history`}>{t('app.inspections.detail.history')}</Heading>
            <HistoryList
              history={history}
              describe={(entry) => describeInspectionHistory(entry, t, locale)}
            />
          </section>
        </Body>
      ) : loading ? (
        <p role="status">{t('app.inspections.detail.loading')}</p>
      ) : error ? (
        <Muted as="div" role="alert">
          {t('app.inspections.detail.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('app.error.retry')}
          </Button>
        </Muted>
      ) : null}
    </Drawer>
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

const Actions = styled.div`
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

const Defects = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[5]}px;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const DefectMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;
