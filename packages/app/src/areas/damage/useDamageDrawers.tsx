import type { DamageAction } from '@vognpark/server';
import { useToast } from '@vognpark/ui';
import { useCallback, useState } from 'react';
import { fieldErrorsOf } from '../../data/errors';
import { copenhagenToday } from '../../features/compliance/dates';
import { formatPlate } from '../../features/vehicles/format';
import { useVehicleChoices } from '../../features/vehicles/vehicleMatches';
import { useAppMessages } from '../../i18n/useAppMessages';
import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';
import { statusLabel } from './domain';
import { toCreateDamageInput } from './form';
import { useActOnDamage, useCreateDamage, useDamage } from './queries';

// The drawers load when first opened, so the page and the vehicle's tab do not carry their forms.
const RecordDamageDrawer = lazyWithPrefetch(
  () => import('./RecordDamageDrawer').then((module) => module.RecordDamageDrawer),
  { mountWhen: (props) => props.open },
);
const DamageDetailDrawer = lazyWithPrefetch(
  () => import('./DamageDetailDrawer').then((module) => module.DamageDetailDrawer),
  { mountWhen: (props) => props.open },
);

/**
 * The damage drawers with their data and saves, for the register and the vehicle's Damages tab:
 * record a damage (on the vehicle given, or one chosen in the form), and a damage's detail with
 * its history and next steps. Each save says what it did in a toast.
 */
export function useDamageDrawers(vehicle?: { id: string; registration: string }) {
  const t = useAppMessages();
  const toast = useToast();
  const today = copenhagenToday();
  const [recording, setRecording] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState<DamageAction | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const vehicleChoices = useVehicleChoices();
  const detail = useDamage(chosen);
  const create = useCreateDamage();
  const act = useActOnDamage();

  const openRecord = useCallback(() => setRecording(true), []);
  const openDamage = useCallback((id: string) => {
    setFailure(undefined);
    setChosen(id);
  }, []);

  const drawers = (
    <>
      <RecordDamageDrawer
        open={recording}
        onOpenChange={setRecording}
        vehicle={vehicle ?? null}
        vehicles={vehicleChoices}
        today={today}
        onSave={async (values) => {
          const saved = await create.mutateAsync(toCreateDamageInput(values));
          toast.show({
            tone: 'success',
            title: t('app.damage.form.saved', { plate: formatPlate(saved.vehicle.registration) }),
          });
        }}
      />
      <DamageDetailDrawer
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        damage={detail.data?.id === chosen ? detail.data : undefined}
        error={detail.isError ? t('app.damage.detail.loadError') : undefined}
        onRetry={() => void detail.refetch()}
        canAct
        pending={pending}
        failure={failure}
        onAct={async (action, note) => {
          if (!chosen) return;
          setPending(action);
          setFailure(undefined);
          try {
            const saved = await act.mutateAsync({ id: chosen, action, ...(note ? { note } : {}) });
            toast.show({
              tone: 'success',
              title: t('app.damage.detail.acted', {
                plate: formatPlate(saved.vehicle.registration),
                status: t(statusLabel(saved.status)),
              }),
            });
          } catch (error) {
            setFailure(
              fieldErrorsOf(error)?.action
                ? t('app.damage.error.notAllowed')
                : t('app.damage.detail.actFailed'),
            );
            throw error;
          } finally {
            setPending(null);
          }
        }}
      />
    </>
  );

  return { openRecord, openDamage, drawers, today };
}
