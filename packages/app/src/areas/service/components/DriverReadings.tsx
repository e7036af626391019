import type { DriverHomePartProps } from '../../area';
import { Button, useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { copenhagenToday } from '../../compliance/dates';
import { formatOdometer, formatPlate } from '../../vehicles/format';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { readOdometerFromPhoto } from '../../photos/readOdometer';
import { useAddReading } from '../queries';
import { ReadingDrawer } from './ReadingDrawer';

/**
 * The driver's home part of the service area: each of their vehicles with its last reading and Add
 * Reading, joining the vehicle's odometer chain (a lower reading is refused on the field unless it
 * is a correction; the server checks it too).
 */
export function DriverReadings({ vehicles }: DriverHomePartProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const addReading = useAddReading();
  const [open, setOpen] = useState<string | null>(null);
  const chosen = vehicles.find((entry) => entry.vehicle.id === open)?.vehicle ?? null;
  // 0 is the register's value before any reading: nothing to undercut or show.
  const lastKm = (km: number) => (km > 0 ? km : null);
  const vehicle = chosen && { ...chosen, odometerKm: lastKm(chosen.odometerKm) };
  if (vehicles.length === 0) return null;
  return (
    <Part aria-label={t('app.service.vehicleTab.odometer')}>
      <h2>{t('app.service.vehicleTab.odometer')}</h2>
      <ul>
        {vehicles.map(({ vehicle: v }) => (
          <li key={v.id}>
            <span>{formatPlate(v.registration)}</span>
            {lastKm(v.odometerKm) !== null && (
              <LastReading>
                {t('app.service.recordForm.odometerHint', { km: formatOdometer(v.odometerKm, locale) })}
              </LastReading>
            )}
            <Button variant="secondary" size="sm" onClick={() => setOpen(v.id)}>
              {t('app.service.readingForm.addFor', { plate: formatPlate(v.registration) })}
            </Button>
          </li>
        ))}
      </ul>
      <ReadingDrawer
        open={!!vehicle}
        onOpenChange={(next) => !next && setOpen(null)}
        vehicle={vehicle}
        today={copenhagenToday()}
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
    </Part>
  );
}

export default DriverReadings;

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
  }
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

const LastReading = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
