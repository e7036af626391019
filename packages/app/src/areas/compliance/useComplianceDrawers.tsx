import type { Obligation } from '@vognpark/server/areas/compliance';
import { useToast } from '@vognpark/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AreaParts } from '../AreaParts';
import { useAppMessages } from '../../i18n/useAppMessages';
import { formatDate, formatPlate } from '../vehicles/format';
import { useVehicleChoices } from '../vehicles/vehicleMatches';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';
import { copenhagenToday } from './dates';
import type { ObligationFormValues } from './form';
import { conflictOf, isNotFound } from '../../data/errors';
import { obligationName } from './labels';
import {
  useCreateObligation,
  useLatestObligation,
  useRenewalHistory,
  useRenewObligation,
  useUpdateObligation,
} from './queries';

const ObligationFormDrawer = lazyWithPrefetch(
  () => import('./components/ObligationFormDrawer').then((module) => module.ObligationFormDrawer),
  { mountWhen: (props) => props.open },
);
const RenewDrawer = lazyWithPrefetch(
  () => import('./components/RenewDrawer').then((module) => module.RenewDrawer),
  { mountWhen: (props) => props.open },
);
// The form's rules, for the save handlers: the drawers' chunks have loaded them by then, while a
// static import would bring them back into the page's chunk.
const loadForm = () => import('./form');

/** Fetches the drawers' code ahead of their first opening (hover or focus on Add, for instance). */
export function prefetchComplianceDrawers(): void {
  void ObligationFormDrawer.prefetch();
  void RenewDrawer.prefetch();
}

/** An error that puts a code on one field of the form (as the server's field errors do). */
function fieldFailure(field: string, code: string) {
  return Object.assign(new Error(`${field}: ${code}`), { data: { fieldErrors: { [field]: code } } });
}

/**
 * The add, edit and renew drawers of obligations with their data, for the compliance page and a
 * vehicle's compliance tab: `openAdd`, `openEdit` and `openRenew` open them; render `drawers`.
 * With `vehicle`, new obligations are for that vehicle; without, the form asks for one. The
 * drawers' code loads once the page is idle, or on first opening if that comes sooner.
 */
export function useComplianceDrawers(vehicle?: { id: string; registration: string }): {
  openAdd: () => void;
  openEdit: (obligation: Obligation) => void;
  openRenew: (obligation: Obligation) => void;
  drawers: ReactNode;
} {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Obligation | null>(null);
  const [renewing, setRenewing] = useState<Obligation | null>(null);
  const [renewOpen, setRenewOpen] = useState(false);
  const history = useRenewalHistory(renewOpen ? (renewing?.id ?? null) : null);
  const create = useCreateObligation();
  const update = useUpdateObligation();
  const latestObligation = useLatestObligation();
  const renew = useRenewObligation();
  const vehicles = useVehicleChoices();
  usePrefetchWhenIdle(ObligationFormDrawer, RenewDrawer);

  async function save(values: ObligationFormValues, version?: number) {
    // No toast when this fails: the drawer shows the failure (on its fields, or above its buttons).
    const { toCreateObligationInput, toUpdateObligationInput } = await loadForm();
    if (editing) {
      const saved = await update
        .mutateAsync(toUpdateObligationInput(editing, values, version ?? editing.version))
        .catch(async (error: unknown) => {
          // Someone else changed it meanwhile: the drawer shows who, and their version once read.
          if (conflictOf(error))
            void latestObligation(editing.id).then((newer) => setEditing((open) => (open ? newer : open)));
          throw error;
        });
      toast.show({
        tone: 'success',
        title: t('app.compliance.saved.updated', { name: obligationName(saved, t) }),
      });
      return;
    }
    let saved: Obligation;
    try {
      saved = await create.mutateAsync(toCreateObligationInput(vehicle?.id ?? values.vehicleId, values));
    } catch (error) {
      // The vehicle went out of reach meanwhile (sold, or not the client's).
      if (isNotFound(error)) throw fieldFailure('vehicleId', 'not_found');
      throw error;
    }
    toast.show({
      tone: 'success',
      title: t('app.compliance.saved.created', {
        name: obligationName(saved, t),
        plate: formatPlate(saved.vehicle?.registration ?? vehicle?.registration ?? ''),
      }),
    });
  }

  const today = copenhagenToday();
  const drawers = (
    <>
      <ObligationFormDrawer
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (open) return;
          setAdding(false);
          setEditing(null);
        }}
        obligation={editing ?? undefined}
        vehicle={vehicle}
        vehicles={vehicles}
        onSave={save}
      />
      <RenewDrawer
        open={renewOpen}
        onOpenChange={setRenewOpen}
        obligation={renewing}
        today={today}
        history={{
          renewals: history.rows,
          loading: history.isPending,
          error: history.isError,
          onRetry: () => void history.refetch(),
          hasMore: history.hasNextPage,
          loadingMore: history.isFetchingNextPage,
          onLoadMore: () => void history.fetchNextPage(),
        }}
        evidence={
          renewing && (
            <AreaParts
              slot="record"
              record={{
                kind: 'obligation',
                id: renewing.id,
                label: [
                  obligationName(renewing, t),
                  renewing.vehicle && formatPlate(renewing.vehicle.registration),
                ]
                  .filter(Boolean)
                  .join(', '),
                ...(renewing.vehicle && {
                  vehicle: { id: renewing.vehicle.id, registration: renewing.vehicle.registration },
                }),
              }}
            />
          )
        }
        onSave={async (values) => {
          if (!renewing) return;
          // No toast when this fails: the drawer shows the failure (on its fields, or above its buttons).
          const { toRenewInput } = await loadForm();
          const saved = await renew.mutateAsync(toRenewInput(renewing.id, values));
          toast.show({
            tone: 'success',
            title: t('app.compliance.saved.renewed', {
              name: obligationName(saved, t),
              date: formatDate(saved.validUntil, locale),
            }),
          });
        }}
      />
    </>
  );

  return {
    openAdd: useCallback(() => {
      setEditing(null);
      setAdding(true);
    }, []),
    openEdit: useCallback((obligation: Obligation) => {
      setAdding(false);
      setEditing(obligation);
    }, []),
    openRenew: useCallback((obligation: Obligation) => {
      setRenewing(obligation);
      setRenewOpen(true);
    }, []),
    drawers,
  };
}
