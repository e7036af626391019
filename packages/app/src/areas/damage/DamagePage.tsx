import type { DamageStatus } from '@vognpark/server/areas/damage';
import { useSearchParams } from 'react-router-dom';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { DamageView } from './DamageView';
import { damageStatuses, openStatuses } from './domain';
import { useDamageList, useDamageModel } from './queries';
import { useDamageDrawers } from './useDamageDrawers';

/** `?status=new,confirmed`: what still needs someone unless told otherwise (`?status=` for every status). */
function statusesOf(params: URLSearchParams): DamageStatus[] {
  const raw = params.get('status');
  return raw === null
    ? [...openStatuses]
    : damageStatuses.filter((status) => raw.split(',').includes(status));
}

/** /manager/damage-detection: the damage register with the drawers that record a damage and move its status. */
export function DamagePage() {
  const t = useAppMessages();
  const title = useRouteTitle() ?? t('app.damage.table');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const statuses = statusesOf(params);
  const list = useDamageList({ statuses: statuses.length ? statuses : undefined, limit: 200 });
  const drawers = useDamageDrawers();
  const model = useDamageModel();

  return (
    <>
      <DamageView
        title={title}
        statuses={statuses}
        onStatusesChange={(next) => {
          const nextParams = new URLSearchParams(params);
          nextParams.set('status', next.join(','));
          setParams(nextParams);
        }}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? null}
        loading={list.isPending}
        error={list.isError ? t('app.damage.loadError') : undefined}
        onRetry={() => void list.refetch()}
        onOpen={(damage) => drawers.openDamage(damage.id)}
        onRecord={drawers.openRecord}
        model={model.data}
      />
      {drawers.drawers}
    </>
  );
}

export default DamagePage;
