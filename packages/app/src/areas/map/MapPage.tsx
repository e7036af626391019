import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { MapOverview } from '@vognpark/server/areas/map';
import { Button, useToast } from '@vognpark/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { conflictOf } from '../../data/errors';
import { useTRPC } from '../../data/trpc';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { mapUrl, withPosition, type MapUrlState } from './mapList';
import { useUrlState } from '../../routes/useUrlState';
import { useCreateShareLink } from '../sharing/useCreateShareLink';
import { useVehicleChoices } from '../vehicles/vehicleMatches';
import { MapView } from './MapView';
import { useMapBasemap } from './basemap';
import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';

// The two drawers (their tables, forms and the vehicle picker) load when first opened, or ahead on
// hover or focus of their buttons: the map page's chunk does not carry them.
const DepotsDrawer = lazyWithPrefetch(() => import('./DepotsDrawer').then((module) => module.DepotsDrawer), {
  mountWhen: (props) => props.open,
});
const TrackersDrawer = lazyWithPrefetch(
  () => import('./TrackersDrawer').then((module) => module.TrackersDrawer),
  { mountWhen: (props) => props.open },
);
// Share Position on a vehicle's card: the sharing area's New Share Link, its position chosen.
const ShareLinkDrawer = lazyWithPrefetch(() =>
  import('../sharing/ShareLinkDrawer').then((module) => module.ShareLinkDrawer),
);

/**
 * /manager/map: the client's vehicles where they were last seen, live while a tracker sends
 * (the `map.positions` subscription moves a marker without a reload), filtered by the address.
 */
export function MapPage() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.map.label');
  usePageTitle(title);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { state, update: updateUrl } = useUrlState(mapUrl);
  // Each choice replaces the entry: the map is looked at, not stepped through with Back.
  const update = useCallback((next: MapUrlState) => updateUrl(next, { replace: true }), [updateUrl]);

  const overview = useQuery(trpc.map.overview.queryOptions());
  const basemap = useMapBasemap();
  // The selected vehicle's nearest preferred workshop, asked when it has a place (PostgreSQL finds it).
  const placed = overview.data?.vehicles.find((vehicle) => vehicle.id === state.vehicle)?.position;
  const nearest = useQuery(
    trpc.map.nearestWorkshop.queryOptions(
      { vehicleId: state.vehicle ?? '' },
      { enabled: Boolean(state.vehicle && placed) },
    ),
  );
  // A live position moving the selected vehicle asks again (the nearest may have changed).
  const placedAt = placed ? new Date(placed.recordedAt).getTime() : null;
  const asked = useRef<{ vehicle: string | null; at: number | null }>({ vehicle: null, at: null });
  useEffect(() => {
    const before = asked.current;
    asked.current = { vehicle: state.vehicle, at: placedAt };
    if (before.vehicle === state.vehicle && before.at !== null && placedAt !== null && placedAt > before.at)
      void queryClient.invalidateQueries({ queryKey: trpc.map.nearestWorkshop.queryKey() });
  }, [state.vehicle, placedAt, queryClient, trpc]);
  const toast = useToast();
  const [trackersOpen, setTrackersOpen] = useState(false);
  const devices = useQuery(trpc.map.devices.queryOptions(undefined, { enabled: trackersOpen }));
  const createDevice = useMutation(trpc.map.createDevice.mutationOptions());
  const revokeDevice = useMutation(trpc.map.revokeDevice.mutationOptions());
  const vehicles = useVehicleChoices();
  const [depotsOpen, setDepotsOpen] = useState(false);
  const createDepot = useMutation(trpc.map.createDepot.mutationOptions());
  const updateDepot = useMutation(trpc.map.updateDepot.mutationOptions());
  const deleteDepot = useMutation(trpc.map.deleteDepot.mutationOptions());
  const [sharingId, setSharingId] = useState<string | null>(null);
  const sharedVehicle = sharingId ? overview.data?.vehicles.find((v) => v.id === sharingId) : undefined;
  const createShareLink = useCreateShareLink();
  useSubscription(
    trpc.map.positions.subscriptionOptions(undefined, {
      onData: (position) =>
        queryClient.setQueryData(trpc.map.overview.queryKey(), (old: MapOverview | undefined) =>
          old ? withPosition(old, position) : old,
        ),
    }),
  );

  return (
    <MapView
      title={title}
      state={state}
      onStateChange={update}
      overview={overview.data ?? null}
      loading={overview.isPending}
      error={overview.isError ? t('app.map.loadError') : undefined}
      onRetry={() => void overview.refetch()}
      vehicleHref={(id) => `/manager/vehicles/${id}`}
      onSharePosition={setSharingId}
      basemap={basemap}
      nearestWorkshop={{
        status: nearest.data !== undefined ? 'ready' : nearest.isError ? 'error' : 'loading',
        data: nearest.data,
      }}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => setDepotsOpen(true)}
            onPointerEnter={() => void DepotsDrawer.prefetch()}
            onFocus={() => void DepotsDrawer.prefetch()}
          >
            {t('app.map.depots.open')}
          </Button>
          <DepotsDrawer
            open={depotsOpen}
            onOpenChange={setDepotsOpen}
            depots={{
              status: overview.data ? 'ready' : overview.isError ? 'error' : 'loading',
              data: overview.data?.depots,
              onRetry: () => void overview.refetch(),
            }}
            onSave={async (input, depot, version) => {
              try {
                await (depot && version !== undefined
                  ? updateDepot.mutateAsync({ id: depot.id, expectedVersion: version, ...input })
                  : createDepot.mutateAsync(input));
              } catch (error) {
                // Changed meanwhile: the form shows theirs once the map is read again.
                if (conflictOf(error)) void overview.refetch();
                throw error;
              }
              toast.show({ tone: 'success', title: t('app.map.depots.saved', { name: input.name }) });
            }}
            onDelete={async (depot) => {
              await deleteDepot.mutateAsync({ id: depot.id });
              toast.show({ tone: 'success', title: t('app.map.depots.deleted', { name: depot.name }) });
            }}
          />
          <Button
            variant="secondary"
            onClick={() => setTrackersOpen(true)}
            onPointerEnter={() => void TrackersDrawer.prefetch()}
            onFocus={() => void TrackersDrawer.prefetch()}
          >
            {t('app.map.trackers.open')}
          </Button>
          <TrackersDrawer
            open={trackersOpen}
            onOpenChange={setTrackersOpen}
            devices={{
              status: devices.data ? 'ready' : devices.isError ? 'error' : 'loading',
              data: devices.data,
              onRetry: () => void devices.refetch(),
            }}
            vehicles={vehicles}
            onCreate={(input) => createDevice.mutateAsync(input)}
            onRevoke={async (device) => {
              await revokeDevice.mutateAsync({ id: device.id });
              toast.show({
                tone: 'success',
                title: t('app.map.trackers.revokedToast', { name: device.name }),
              });
            }}
            trackerUrl={(secret) => `${window.location.origin}/api/tracker/${secret}`}
          />
          {sharedVehicle && (
            <ShareLinkDrawer
              vehicles={[sharedVehicle]}
              kind="position"
              onClose={() => setSharingId(null)}
              onCreate={createShareLink}
            />
          )}
        </>
      }
    />
  );
}

export default MapPage;
