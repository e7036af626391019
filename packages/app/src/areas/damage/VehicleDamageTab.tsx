import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { Button } from '@vognpark/ui';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { DamageTable } from './DamageTable';
import { SuggestedChanges } from './SuggestedChanges';
import { useDamageList } from './queries';
import { useDamageDrawers } from './useDamageDrawers';

/**
 * The vehicle page's Damages tab: the vehicle's damages, Record Damage for it, a way to the
 * register, and the suggested changes of its newest check-ins (before/after comparison).
 */
export function VehicleDamageTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const list = useDamageList({ vehicleId: vehicle.id, limit: 100 });
  const drawers = useDamageDrawers(vehicle);
  return (
    <Panel>
      <Bar>
        <Button onClick={drawers.openRecord}>{t('app.damage.record')}</Button>
        <RouterLink href="/manager/damage-detection">{t('app.damage.vehicleTab.all')}</RouterLink>
      </Bar>
      <DamageTable
        hideVehicle
        rows={list.data?.items ?? []}
        total={list.data?.total ?? null}
        onOpen={(damage) => drawers.openDamage(damage.id)}
        loading={list.isPending}
        error={list.isError ? t('app.damage.loadError') : undefined}
        onRetry={() => void list.refetch()}
        emptyTitle={t('app.damage.vehicleTab.empty.title')}
        emptyMessage={t('app.damage.vehicleTab.empty.body')}
      />
      <SuggestedChanges vehicleId={vehicle.id} onOpenDamage={drawers.openDamage} />
      {drawers.drawers}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[3]}px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;
