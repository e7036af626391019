import { useQueryClient } from '@tanstack/react-query';
import type { DamageAction } from '@vognpark/server/areas/damage';
import { useToast } from '@vognpark/ui';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf } from '../../data/errors';
import { useTRPC } from '../../data/trpc';
import { copenhagenToday } from '../compliance/dates';
import { formatPlate } from '../vehicles/format';
import { useVehicleChoices } from '../vehicles/vehicleMatches';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { usePhotos } from '../photos/queries';
import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';
import { useCreateShareLink } from '../sharing/useCreateShareLink';
import { statusLabel } from './domain';
import { toCreateDamageInput, toUpdateDamageInput, type DamageFormValues } from './form';
import { claimUrl, useActOnDamage, useCreateDamage, useDamage, useUpdateDamage } from './queries';

// The drawers load when first opened, so the page and the vehicle's tab do not carry their forms.
const RecordDamageDrawer = lazyWithPrefetch(
  () => import('./RecordDamageDrawer').then((module) => module.RecordDamageDrawer),
  { mountWhen: (props) => props.open },
);
const DamageDetailDrawer = lazyWithPrefetch(
  () => import('./DamageDetailDrawer').then((module) => module.DamageDetailDrawer),
  { mountWhen: (props) => props.open },
);
// Share Claim Report: the sharing area's New Share Link for this damage.
const ShareLinkDrawer = lazyWithPrefetch(() =>
  import('../sharing/ShareLinkDrawer').then((module) => module.ShareLinkDrawer),
);

/**
 * The damage drawers with their data and saves, for the register and the vehicle's Damages tab:
 * record a damage (on the vehicle given, or one chosen in the form) with its photos, a damage's
 * detail with its photos, history and next steps, and its edit form (the actual cost once it is
 * repaired, more photos). Each save says what it did in a toast; the photos follow the damage,
 * one upload each, and a photo the server refuses is named with why.
 */
export function useDamageDrawers(vehicle?: { id: string; registration: string }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const today = copenhagenToday();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const createShareLink = useCreateShareLink();
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState<DamageAction | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const vehicleChoices = useVehicleChoices();
  const detail = useDamage(chosen);
  const photos = usePhotos(chosen ? { ownerKind: 'damage', ownerId: chosen } : null);
  const create = useCreateDamage();
  const update = useUpdateDamage();
  const act = useActOnDamage();
  const shown = detail.data?.id === chosen ? detail.data : undefined;

  /** Sends a saved damage's new photos; says which the server refused and why. */
  const sendPhotos = async (damageId: string, files: DamageFormValues['photos']) => {
    if (!files.length) return;
    const { uploadPhotos } = await import('../photos/upload');
    const failures = await uploadPhotos(
      files.map((file) => ({ file, target: { ownerKind: 'damage', ownerId: damageId } })),
    );
    await Promise.all([
      queryClient.invalidateQueries(trpc.damage.pathFilter()),
      queryClient.invalidateQueries(trpc.photos.list.pathFilter()),
    ]);
    for (const reason of new Set(failures))
      toast.show({
        tone: 'error',
        title: t('app.photos.failed', { reason: t(`app.photos.reason.${reason}` as AppMessageId) }),
      });
  };

  const openRecord = useCallback(() => setRecording(true), []);
  const openDamage = useCallback((id: string) => {
    setFailure(undefined);
    setEditing(false);
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
          await sendPhotos(saved.id, values.photos);
        }}
      />
      <RecordDamageDrawer
        open={editing && shown !== undefined}
        onOpenChange={setEditing}
        vehicle={null}
        damage={shown ?? null}
        today={today}
        onSave={async (values) => {
          if (!shown) return;
          const saved = await update.mutateAsync(toUpdateDamageInput(shown, values));
          toast.show({
            tone: 'success',
            title: t('app.damage.form.edited', { plate: formatPlate(saved.vehicle.registration) }),
          });
          await sendPhotos(saved.id, values.photos);
        }}
      />
      {sharing && shown && (
        <ShareLinkDrawer
          vehicles={[]}
          damage={{ id: shown.id, registration: shown.vehicle.registration }}
          onClose={() => setSharing(false)}
          onCreate={createShareLink}
        />
      )}
      <DamageDetailDrawer
        open={chosen !== null && !editing && !sharing}
        onOpenChange={(open) => !open && setChosen(null)}
        damage={shown}
        error={detail.isError ? t('app.damage.detail.loadError') : undefined}
        onRetry={() => void detail.refetch()}
        canAct
        onEdit={() => setEditing(true)}
        onDownloadClaim={() => chosen && window.location.assign(claimUrl(chosen, locale))}
        onShareClaim={() => setSharing(true)}
        photos={{
          status: photos.isError ? 'error' : photos.data ? 'ready' : 'loading',
          items: photos.data,
        }}
        onRetryPhotos={() => void photos.refetch()}
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
