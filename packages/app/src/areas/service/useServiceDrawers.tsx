import type { VehicleRef } from '@vognpark/server';
import type {
  ServiceEntry,
  ServicePlan,
  ServiceSchedule,
  ServiceScheduleItem,
} from '@vognpark/server/areas/service';
import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { useToast } from '@vognpark/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { copenhagenToday } from '../compliance/dates';
import { formatPlate } from '../vehicles/format';
import { useVehicleChoices, useVehicleSearch } from '../vehicles/vehicleMatches';
import { conflictOf } from '../../data/errors';
import { useAppMessages } from '../../i18n/useAppMessages';
import { readOdometerFromPhoto } from '../photos/readOdometer';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';
import { serviceTaskName } from './domain';
import { toPlanInput, toRecordEntryInput, toUpdateScheduleInput } from './form';
import {
  useAddReading,
  useApplyPlan,
  useCreatePlan,
  useLatestPlan,
  useLatestSchedule,
  usePlanVisit,
  usePlans,
  useRecordEntry,
  useServiceTasks,
  useUpdatePlan,
  useUpdateSchedule,
  useVisitProposal,
  useWorkshops,
} from './queries';

// The drawers load when first opened (or when the browser is idle after the page rendered), so the
// Service page and the vehicle's Service tab do not carry their forms and date pickers until needed
// (the page's route chunk stays within its 30 kB budget: docs/service.md "Budgets").
const RecordEntryDrawer = lazyWithPrefetch(
  () => import('./components/RecordEntryDrawer').then((module) => module.RecordEntryDrawer),
  { mountWhen: (props) => props.open },
);
const ScheduleDrawer = lazyWithPrefetch(
  () => import('./components/ScheduleDrawer').then((module) => module.ScheduleDrawer),
  { mountWhen: (props) => props.open },
);
const PlanDrawer = lazyWithPrefetch(
  () => import('./components/PlanDrawer').then((module) => module.PlanDrawer),
  { mountWhen: (props) => props.open },
);
const ApplyPlanDrawer = lazyWithPrefetch(
  () => import('./components/ApplyPlanDrawer').then((module) => module.ApplyPlanDrawer),
  { mountWhen: (props) => props.open },
);
const ReadingDrawer = lazyWithPrefetch(
  () => import('./components/ReadingDrawer').then((module) => module.ReadingDrawer),
  { mountWhen: (props) => props.open },
);
const PlanVisitDrawer = lazyWithPrefetch(
  () => import('./components/PlanVisitDrawer').then((module) => module.PlanVisitDrawer),
  { mountWhen: (props) => props.open },
);
const EntryDrawer = lazyWithPrefetch(
  () => import('./components/EntryDrawer').then((module) => module.EntryDrawer),
  { mountWhen: (props) => props.entry !== null },
);

type RecordTarget = {
  vehicle: { id: string; registration: string; odometerKm: number } | null;
  serviceTaskIds: string[];
  taskId: string | null;
  visit: boolean;
};

/**
 * The service drawers with their data and saves, for the Service page and the vehicle's Service
 * tab: record a service (one schedule's, a visit's, or any), edit a schedule, a new or edited plan,
 * apply a plan, add a reading, and an entry's detail. Each save says what it did in a toast.
 */
export function useServiceDrawers(vehicle?: Vehicle) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const today = copenhagenToday();
  const [record, setRecord] = useState<RecordTarget | null>(null);
  const [schedule, setSchedule] = useState<ServiceSchedule | null>(null);
  const [plan, setPlan] = useState<{ plan: ServicePlan | null } | null>(null);
  const [apply, setApply] = useState<{ planId: string | null } | null>(null);
  const [reading, setReading] = useState(false);
  const [entry, setEntry] = useState<ServiceEntry | null>(null);
  const [visitFor, setVisitFor] = useState<{ id: string; registration: string } | null>(null);
  const [search, setSearch] = useState('');
  usePrefetchWhenIdle(RecordEntryDrawer, ScheduleDrawer);

  const catalogue = useServiceTasks(!!record || !!plan);
  const workshops = useWorkshops(!!record);
  const plans = usePlans(!!apply);
  const matches = useVehicleSearch(search, !!apply);
  const vehicleChoices = useVehicleChoices();
  const recordEntry = useRecordEntry();
  const updateSchedule = useUpdateSchedule();
  const latestSchedule = useLatestSchedule();
  const createPlan = useCreatePlan();
  const updatePlan = useUpdatePlan();
  const latestPlan = useLatestPlan();
  const applyPlan = useApplyPlan();
  const addReading = useAddReading();
  const proposal = useVisitProposal(visitFor?.id ?? null, !!visitFor);
  const planVisit = usePlanVisit();

  const ref = (v: { id: string; registration: string; odometerKm: number }) => ({
    id: v.id,
    registration: v.registration,
    odometerKm: v.odometerKm,
  });
  const vehicleOf = (s: ServiceScheduleItem) => ({
    id: s.vehicle.id,
    registration: s.vehicle.registration,
    odometerKm: s.odometerKm,
  });

  const openRecord = useCallback(
    (of?: ServiceScheduleItem | null) =>
      setRecord(
        of
          ? { vehicle: vehicleOf(of), serviceTaskIds: [of.task.id], taskId: of.openTaskId, visit: false }
          : { vehicle: vehicle ? ref(vehicle) : null, serviceTaskIds: [], taskId: null, visit: false },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [vehicle?.id, vehicle?.odometerKm],
  );
  const openVisit = useCallback(
    (schedules: ServiceScheduleItem[]) =>
      schedules[0] &&
      setRecord({
        vehicle: vehicleOf(schedules[0]),
        serviceTaskIds: schedules.map((s) => s.task.id),
        taskId: null,
        visit: true,
      }),
    [],
  );

  /** Record a planned visit: its task, its service items ticked. */
  const recordPlannedVisit = useCallback(() => {
    const data = proposal.data;
    if (!data?.planned) return;
    setRecord({
      vehicle: {
        id: data.vehicle.id,
        registration: data.vehicle.registration,
        odometerKm: data.vehicle.odometerKm,
      },
      serviceTaskIds: data.planned.items.flatMap((item) => (item.serviceTaskId ? [item.serviceTaskId] : [])),
      taskId: data.planned.taskId,
      visit: true,
    });
  }, [proposal.data]);

  const drawers = (
    <>
      <PlanVisitDrawer
        open={!!visitFor}
        onOpenChange={(open) => !open && setVisitFor(null)}
        vehicle={visitFor}
        proposal={proposal.data}
        loading={proposal.isPending}
        error={proposal.isError}
        onRetry={() => void proposal.refetch()}
        onRecord={recordPlannedVisit}
        onConfirm={async () => {
          if (!visitFor) return;
          const { visit } = await planVisit.mutateAsync({ vehicleId: visitFor.id });
          toast.show({
            tone: 'success',
            title: t('app.service.visit.saved', {
              plate: formatPlate(visitFor.registration),
              count: visit.items.length,
            }),
          });
        }}
      />
      <RecordEntryDrawer
        open={!!record}
        onOpenChange={(open) => !open && setRecord(null)}
        vehicle={record?.vehicle ?? null}
        vehicles={vehicleChoices}
        serviceTaskIds={record?.serviceTaskIds}
        visit={record?.visit}
        tasks={catalogue.data ?? []}
        workshops={workshops.data ?? []}
        today={today}
        readOdometer={readOdometerFromPhoto}
        onSave={async (values) => {
          const vehicleId = record?.vehicle?.id ?? values.vehicleId;
          const saved = await recordEntry.mutateAsync(
            toRecordEntryInput(vehicleId, values, record?.taskId ?? null),
          );
          toast.show({
            tone: 'success',
            title: t('app.service.recordForm.saved', { plate: formatPlate(saved.vehicle.registration) }),
          });
        }}
      />
      <ScheduleDrawer
        open={!!schedule}
        onOpenChange={(open) => !open && setSchedule(null)}
        schedule={schedule}
        today={today}
        onSave={async (values, version) => {
          if (!schedule) return;
          // Made from the version the person last saw: a change made meanwhile is refused (CONFLICT).
          const saved = await updateSchedule
            .mutateAsync({
              ...toUpdateScheduleInput(schedule, values),
              expectedVersion: version ?? schedule.version,
            })
            .catch((error: unknown) => {
              // The drawer shows who changed it, and their version once read.
              if (conflictOf(error))
                void latestSchedule(schedule.id).then((newer) =>
                  setSchedule((open) => (open ? newer : open)),
                );
              throw error;
            });
          toast.show({
            tone: 'success',
            title: t('app.service.scheduleForm.saved', {
              task: serviceTaskName(saved.task, locale),
              plate: formatPlate(saved.vehicle.registration),
            }),
          });
        }}
      />
      <PlanDrawer
        open={!!plan}
        onOpenChange={(open) => !open && setPlan(null)}
        plan={plan?.plan ?? null}
        tasks={catalogue.data ?? []}
        onSave={async (values, version) => {
          const input = toPlanInput(values);
          const edited = plan?.plan;
          if (!edited) {
            const saved = await createPlan.mutateAsync(input);
            toast.show({ tone: 'success', title: t('app.service.planForm.saved', { name: saved.name }) });
            return;
          }
          const { plan: saved, pushed } = await updatePlan
            .mutateAsync({
              id: edited.id,
              expectedVersion: version ?? edited.version,
              ...input,
              push: values.push,
            })
            .catch((error: unknown) => {
              // Someone else changed it meanwhile: the drawer shows who, and their version once read.
              if (conflictOf(error))
                void latestPlan(edited.id).then(
                  (newer) => newer && setPlan((open) => (open?.plan ? { plan: newer } : open)),
                );
              throw error;
            });
          toast.show({
            tone: 'success',
            title: pushed
              ? t('app.service.planForm.savedPushed', {
                  name: saved.name,
                  updated: pushed.updated,
                  created: pushed.created,
                })
              : t('app.service.planForm.saved', { name: saved.name }),
          });
        }}
      />
      <ApplyPlanDrawer
        open={!!apply}
        onOpenChange={(open) => {
          if (!open) {
            setApply(null);
            setSearch('');
          }
        }}
        plans={plans.data ?? []}
        planId={apply?.planId}
        vehicles={vehicle ? [vehicle] : undefined}
        search={search}
        onSearchChange={setSearch}
        matches={(matches.data?.items ?? []) as VehicleRef[]}
        onSave={async (values) => {
          const summary = await applyPlan.mutateAsync({
            planId: values.planId,
            vehicleIds: values.vehicles.map((v) => v.id),
          });
          toast.show({
            tone: 'success',
            title: t('app.service.applyForm.saved', {
              plan: plans.data?.find((p) => p.id === values.planId)?.name ?? '',
              vehicles: summary.vehicles,
              created: summary.created,
              updated: summary.updated,
            }),
          });
        }}
      />
      <ReadingDrawer
        open={reading && !!vehicle}
        onOpenChange={setReading}
        vehicle={vehicle ? ref(vehicle) : null}
        today={today}
        readOdometer={vehicle ? (file) => readOdometerFromPhoto(vehicle.id, file) : undefined}
        onSave={async (values) => {
          if (!vehicle) return;
          await addReading.mutateAsync({
            vehicleId: vehicle.id,
            readOn: values.readOn,
            odometerKm: Number(values.odometerKm),
            correction: values.correction,
          });
          toast.show({
            tone: 'success',
            title: t('app.service.readingForm.saved', { plate: formatPlate(vehicle.registration) }),
          });
        }}
      />
      <EntryDrawer entry={entry} onOpenChange={(open) => !open && setEntry(null)} />
    </>
  );

  return {
    openRecord,
    openVisit,
    /** Plan Visit for a vehicle: what it has due within 30 days or 1,000 km, as one task. */
    openPlanVisit: useCallback(
      (of: { id: string; registration: string }) => setVisitFor({ id: of.id, registration: of.registration }),
      [],
    ),
    /** Record a vehicle's planned visit (the Plan Visit drawer's proposal for it). */
    recordPlannedVisit: useCallback(
      (
        of: { id: string; registration: string; odometerKm: number },
        planned: { taskId: string; items: { serviceTaskId: string | null }[] },
      ) =>
        setRecord({
          vehicle: { id: of.id, registration: of.registration, odometerKm: of.odometerKm },
          serviceTaskIds: planned.items.flatMap((item) => (item.serviceTaskId ? [item.serviceTaskId] : [])),
          taskId: planned.taskId,
          visit: true,
        }),
      [],
    ),
    /**
     * Edit a listed schedule: the list row carries what the table shows, so the drawer opens on the
     * whole schedule read now (its thresholds, last service and version).
     */
    openSchedule: useCallback(
      (of: ServiceScheduleItem) =>
        void latestSchedule(of.id).then(setSchedule, () =>
          toast.show({ tone: 'error', title: t('app.service.due.loadError') }),
        ),
      [latestSchedule, toast, t],
    ),
    openNewPlan: useCallback(() => setPlan({ plan: null }), []),
    openEditPlan: useCallback((p: ServicePlan) => setPlan({ plan: p }), []),
    openApply: useCallback((p?: ServicePlan | null) => setApply({ planId: p?.id ?? null }), []),
    openReading: useCallback(() => setReading(true), []),
    openEntry: setEntry,
    today,
    drawers,
  };
}
