import type { Pool } from '@vognpark/server/areas/sharing';
import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import { conflictOf } from '../../data/errors';
import { useVehicleSearch } from '../vehicles/vehicleMatches';
import { useAppMessages } from '../../i18n/useAppMessages';
import { lazyWithPrefetch } from '../../lazy/lazyWithPrefetch';
import { poolSaveInputOf } from './poolForm';
import { useLatestPool, useSavePool } from './queries';

// The form loads when first opened, so the Sharing page does not carry it until a pool is edited.
const PoolDrawer = lazyWithPrefetch(() => import('./PoolDrawer').then((module) => module.PoolDrawer), {
  mountWhen: (props) => props.open,
});

/**
 * The pool drawer with its data and save: `openPool(null)` for a new pool, `openPool(pool)` to
 * edit one. A save made from an old version is refused; the drawer then shows who changed the
 * pool and gets the newer one.
 */
export function usePoolDrawer() {
  const t = useAppMessages();
  const toast = useToast();
  const [editing, setEditing] = useState<{ pool: Pool | null } | null>(null);
  const [search, setSearch] = useState('');
  const matches = useVehicleSearch(search, !!editing);
  const savePool = useSavePool();
  const latestPool = useLatestPool();

  const drawer = (
    <PoolDrawer
      open={!!editing}
      onOpenChange={(open) => {
        if (open) return;
        setEditing(null);
        setSearch('');
      }}
      pool={editing?.pool ?? null}
      search={search}
      onSearchChange={setSearch}
      matches={matches.data?.items ?? []}
      onSave={async (values, version) => {
        const edited = editing?.pool;
        await savePool
          .mutateAsync({
            ...poolSaveInputOf(values),
            ...(edited && { id: edited.id, expectedVersion: version ?? edited.version }),
          })
          .catch((error: unknown) => {
            if (edited && conflictOf(error))
              void latestPool(edited.id).then(
                (newer) => newer && setEditing((open) => (open?.pool ? { pool: newer } : open)),
              );
            throw error;
          });
        toast.show({ tone: 'success', title: t('app.sharing.pools.saved') });
      }}
    />
  );
  return { openPool: (pool: Pool | null) => setEditing({ pool }), drawer };
}
