import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AreaParts } from '../../../AreaParts';
import { detailHref } from '../../detailParam';
import { TaskDetail } from '../../TaskDetail';
import { useMyVehicles } from '../../queries';
import { useReportWithPhotos } from '../../../photos/queries';
import type { AppMessageId } from '../../../../messages/en';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../../../lazy/lazyWithPrefetch';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { DriverHomeView } from './DriverHomeView';

const ReportProblemDrawer = lazyWithPrefetch(
  () => import('../../components/ReportProblemDrawer').then((module) => module.ReportProblemDrawer),
  { mountWhen: (props) => props.open },
);

/** /manager/client: the driver's vehicles with what is due, and Report a Problem (a task for the manager). */
export function DriverHome() {
  const t = useAppMessages();
  const toast = useToast();
  const title = useRouteTitle() ?? t('app.productName');
  usePageTitle(title);
  const vehicles = useMyVehicles();
  const { mutateAsync: report } = useReportWithPhotos();
  const [reporting, setReporting] = useState<string | null>(null);
  const list = vehicles.data ?? [];
  usePrefetchWhenIdle(ReportProblemDrawer);
  const { pathname } = useLocation();
  const [params] = useSearchParams();

  return (
    <>
      <DriverHomeView
        title={title}
        status={vehicles.data ? 'ready' : vehicles.isPending ? 'loading' : 'error'}
        vehicles={vehicles.data}
        onRetry={() => void vehicles.refetch()}
        onReport={setReporting}
        detailHref={(param, id) => detailHref(pathname, params, param, id)}
        areaParts={vehicles.data && <AreaParts slot="driverHome" vehicles={vehicles.data} />}
      />
      <TaskDetail />
      <ReportProblemDrawer
        open={reporting !== null}
        onOpenChange={(open) => {
          if (!open) setReporting(null);
        }}
        vehicles={list.map((entry) => entry.vehicle)}
        vehicleId={reporting ?? list[0]?.vehicle.id ?? ''}
        onSend={async (values) => {
          // A failure stays in the drawer: its fields and summary say what is wrong, or its own
          // alert that the report was not sent. A toast repeated it over the drawer (issue 27, item 4).
          // The form's module came with the drawer: this import is already done.
          const { toReportInput } = await import('../../form');
          const { uploadPhotos } = await import('../../../photos/upload');
          const task = await report(toReportInput(values));
          // The photos follow the report, each its own upload.
          const failures = await uploadPhotos(
            values.photos.map((file) => ({
              file,
              target: { ownerKind: 'driver_report', ownerId: task.id },
            })),
          );
          toast.show({ tone: 'success', title: t('app.driver.sent', { title: task.title }) });
          for (const reason of new Set(failures))
            toast.show({
              tone: 'error',
              title: t('app.photos.failed', { reason: t(`app.photos.reason.${reason}` as AppMessageId) }),
            });
        }}
      />
    </>
  );
}

export default DriverHome;
