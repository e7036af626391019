import type { Inspection } from '@vognpark/server/areas/inspections';
import { useToast } from '@vognpark/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../i18n/useAppMessages';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';
import { addDays, copenhagenToday } from '../compliance/dates';
import { conflictOf, isNotFound } from '../../data/errors';
import { inspectionKindLabel } from '../compliance/labels';
import { formatDate, formatPlate } from '../vehicles/format';
import { useVehicleChoices } from '../vehicles/vehicleMatches';
import type { CompleteFormValues, ScheduleFormValues } from './form';
import {
  useAssignees,
  useCompleteInspection,
  useLatestInspection,
  useScheduleInspection,
  useUpdateInspection,
} from './queries';

const ScheduleDrawer = lazyWithPrefetch(
  () => import('./components/ScheduleDrawer').then((module) => module.ScheduleDrawer),
  { mountWhen: (props) => props.open },
);
const CompleteDrawer = lazyWithPrefetch(
  () => import('./components/CompleteDrawer').then((module) => module.CompleteDrawer),
  { mountWhen: (props) => props.open },
);

/** Fetches the drawers' code ahead of their first opening (hover or focus on Schedule, for instance). */
export function prefetchInspectionDrawers(): void {
  void ScheduleDrawer.prefetch();
  void CompleteDrawer.prefetch();
}

// The form's rules, for the save handlers: the drawers' chunks have loaded them by then, while a
// static import would bring them back into the page's chunk.
const loadForm = () => import('./form');

function fieldFailure(field: string, code: string) {
  return Object.assign(new Error(`${field}: ${code}`), { data: { fieldErrors: { [field]: code } } });
}

/**
 * The schedule, edit and complete drawers of inspections with their data, for the inspections
 * page and a vehicle's inspections tab. With `vehicle`, new inspections are for that vehicle;
 * without, the form asks for one (searched in the register). The drawers' code loads once the page is idle, or on first
 * opening if that comes sooner.
 */
export function useInspectionDrawers(vehicle?: { id: string; registration: string }): {
  openSchedule: () => void;
  openEdit: (inspection: Inspection) => void;
  openComplete: (inspection: Inspection) => void;
  drawers: ReactNode;
} {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const [scheduling, setScheduling] = useState(false);
  const [editing, setEditing] = useState<Inspection | null>(null);
  const [completing, setCompleting] = useState<Inspection | null>(null);
  const [completeOpen, setCompleteOpen] = useState(false);
  const people = useAssignees(completeOpen);
  const schedule = useScheduleInspection();
  const update = useUpdateInspection();
  const latestInspection = useLatestInspection();
  const complete = useCompleteInspection();
  const vehicles = useVehicleChoices();
  usePrefetchWhenIdle(ScheduleDrawer, CompleteDrawer);

  async function save(values: ScheduleFormValues, version?: number) {
    // No toast when this fails: the drawer shows the failure (on its fields, or above its buttons).
    const { toScheduleInput, toUpdateInspectionInput } = await loadForm();
    if (editing) {
      const saved = await update
        .mutateAsync({
          ...toUpdateInspectionInput(editing, values),
          expectedVersion: version ?? editing.version,
        })
        .catch((error: unknown) => {
          // Someone else changed it meanwhile: the drawer shows who, and their version once read.
          if (conflictOf(error))
            void latestInspection(editing.id).then((newer) => setEditing((open) => (open ? newer : open)));
          throw error;
        });
      toast.show({
        tone: 'success',
        title: t('app.inspections.saved.updated', {
          kind: t(inspectionKindLabel(saved.kind)),
          plate: formatPlate(saved.vehicle.registration),
        }),
      });
      return;
    }
    let saved: Inspection;
    try {
      saved = await schedule.mutateAsync(toScheduleInput(vehicle?.id ?? values.vehicleId, values));
    } catch (error) {
      // The vehicle went out of reach meanwhile (sold, or not the client's).
      if (isNotFound(error)) throw fieldFailure('vehicleId', 'not_found');
      throw error;
    }
    toast.show({
      tone: 'success',
      title: t('app.inspections.saved.scheduled', {
        kind: t(inspectionKindLabel(saved.kind)),
        plate: formatPlate(saved.vehicle.registration),
        date: formatDate(saved.dueDate, locale),
      }),
    });
  }

  async function finish(values: CompleteFormValues, version?: number) {
    if (!completing) return;
    // No toast when this fails: the drawer shows the failure (on its fields, or above its buttons).
    const { toCompleteInput } = await loadForm();
    const saved = await complete
      .mutateAsync({
        ...toCompleteInput(completing.id, values),
        expectedVersion: version ?? completing.version,
      })
      .catch((error: unknown) => {
        // Someone else changed it meanwhile: the drawer shows who, and their version once read.
        if (conflictOf(error))
          void latestInspection(completing.id).then((newer) =>
            setCompleting((open) => (open ? newer : open)),
          );
        throw error;
      });
    toast.show({
      tone: 'success',
      title: t('app.inspections.saved.completed', {
        kind: t(inspectionKindLabel(saved.kind)),
        plate: formatPlate(saved.vehicle.registration),
        count: saved.defects.filter((defect) => defect.taskId).length,
      }),
    });
  }

  const drawers = (
    <>
      <ScheduleDrawer
        open={scheduling || editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setScheduling(false);
          setEditing(null);
        }}
        inspection={editing ?? undefined}
        vehicle={vehicle}
        vehicles={vehicles}
        defaultDueDate={addDays(copenhagenToday(), 7)}
        onSave={save}
      />
      <CompleteDrawer
        open={completeOpen}
        onOpenChange={setCompleteOpen}
        inspection={completing}
        people={people.data ?? []}
        onSave={finish}
      />
    </>
  );

  return {
    openSchedule: useCallback(() => {
      setEditing(null);
      setScheduling(true);
    }, []),
    openEdit: useCallback((inspection: Inspection) => {
      setScheduling(false);
      setEditing(inspection);
    }, []),
    openComplete: useCallback((inspection: Inspection) => {
      setCompleting(inspection);
      setCompleteOpen(true);
    }, []),
    drawers,
  };
}
