import type { VehicleRef } from '@vognpark/server';
import { Button, Drawer, Select, TextField } from '@vognpark/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { formatPlate } from '../vehicles/format';
import { Bar } from './parts';
import type { SharingViewProps } from './SharingView';

export type ShareLinkKindChoice = 'vehicle' | 'position';

/** What New Share Link asks the server for (`sharing.createLink`). */
export interface NewShareLink {
  kind: ShareLinkKindChoice | 'damage';
  /** The vehicle, or the damage. */
  targetId: string;
  label: string;
  days: number;
}

export interface ShareLinkDrawerProps {
  /** The vehicles a link can be made for (the first is chosen; the map's card gives just its own). */
  vehicles: readonly VehicleRef[];
  /** What it shows at first: the vehicle's details unless told (the map's card: its position). */
  kind?: ShareLinkKindChoice;
  /** A damage's report instead (the damage's drawer): no choice of what or which vehicle. */
  damage?: { id: string; registration: string };
  onClose: () => void;
  onCreate: SharingViewProps['onCreateLink'];
}

/**
 * New Share Link: what it shows (a vehicle's details or its last position), for which vehicle, for
 * whom and for how many days; the address is shown once, here, when the link is made.
 */
export function ShareLinkDrawer({
  vehicles,
  kind: initialKind = 'vehicle',
  damage,
  onClose,
  onCreate,
}: ShareLinkDrawerProps) {
  const t = useAppMessages();
  const [kind, setKind] = useState<ShareLinkKindChoice>(initialKind);
  const [vehicleId, setVehicleId] = useState(vehicles[0]?.id ?? '');
  const [label, setLabel] = useState('');
  const [days, setDays] = useState('7');
  const [address, setAddress] = useState<string | null>(null);
  const [labelError, setLabelError] = useState(false);
  const submit = async () => {
    if (!label.trim()) return setLabelError(true);
    setLabelError(false);
    const target = damage ? { kind: 'damage' as const, targetId: damage.id } : { kind, targetId: vehicleId };
    setAddress(await onCreate({ ...target, label: label.trim(), days: Number(days) }));
  };
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('app.sharing.links.create')}
      footer={
        <Bar>
          <Button variant="secondary" onClick={onClose}>
            {t('app.sharing.cancel')}
          </Button>
          {!address && <Button onClick={() => void submit()}>{t('app.sharing.links.submit')}</Button>}
        </Bar>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {damage ? (
          <p>{t('app.sharing.links.showsDamage', { plate: formatPlate(damage.registration) })}</p>
        ) : (
          <>
            <Select
              label={t('app.sharing.links.field.kind')}
              options={(['vehicle', 'position'] as const).map((value) => ({
                value,
                label: t(`app.sharing.links.show.${value}`),
              }))}
              value={kind}
              onValueChange={(value) => setKind(value === 'position' ? 'position' : 'vehicle')}
            />
            <Select
              label={t('app.sharing.links.field.vehicle')}
              options={vehicles.map((v) => ({
                value: v.id,
                label: `${formatPlate(v.registration)} · ${v.make} ${v.model}`,
              }))}
              value={vehicleId}
              onValueChange={setVehicleId}
            />
          </>
        )}
        <TextField
          label={t('app.sharing.links.field.label')}
          value={label}
          onValueChange={setLabel}
          maxLength={200}
          error={labelError ? t('app.sharing.error.required') : undefined}
          required
        />
        <Select
          label={t('app.sharing.links.field.days')}
          options={['1', '7', '14', '30'].map((value) => ({ value, label: value }))}
          value={days}
          onValueChange={setDays}
        />
        {address && (
          <>
            <p role="status">{t('app.sharing.links.created')}</p>
            <TextField label={t('app.sharing.links.address')} value={address} readOnly />
          </>
        )}
      </Form>
    </Drawer>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;
