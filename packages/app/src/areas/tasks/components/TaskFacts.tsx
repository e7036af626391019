import type { TaskDetail } from '@vognpark/server/areas/tasks';
import { DescriptionItem, DescriptionList } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import { actorName } from '../../../history/lines';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { RouterLink } from '../../../shell/RouterLink';
import { formatDate, formatMoment, formatPlate } from '../../vehicles/format';
import { taskSourceLabel } from '../labels';

/**
 * A task's facts: its vehicle (a link to the vehicle's page when given), due date, assignee,
 * source, who made or reported it and when, and when it was done.
 */
export function TaskFacts({
  task,
  vehicleHref,
}: {
  task: TaskDetail;
  vehicleHref?: (vehicleId: string) => string;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const reported = task.source === 'driver_report';
  const person = (ref: TaskDetail['assignee']) => (ref ? actorName(ref) : null);
  return (
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
      <DescriptionItem term={t('app.tasks.column.source')}>{t(taskSourceLabel(task.source))}</DescriptionItem>
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
  );
}
