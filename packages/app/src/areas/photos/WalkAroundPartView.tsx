import type { DriverVehicle } from '@vognpark/server';
import { Button } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';

export interface DueWalkAround {
  inspectionId: string;
  /** The vehicle checked (Read from Photo reads its odometer). */
  vehicleId?: string;
  plate: string;
  dueDate: string;
}

/** The walk-around checks not completed of the driver's vehicles, soonest first. */
export function dueWalkArounds(vehicles: readonly DriverVehicle[]): DueWalkAround[] {
  return vehicles
    .flatMap((entry) =>
      entry.due
        // The inspections area lists those not completed (its `driverDue`).
        .filter((item) => item.area === 'inspections' && item.kind === 'walk_around' && item.date)
        .map((item) => ({
          inspectionId: item.id,
          vehicleId: entry.vehicle.id,
          plate: formatPlate(entry.vehicle.registration),
          dueDate: item.date!,
        })),
    )
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.plate.localeCompare(b.plate));
}

export interface WalkAroundPartViewProps {
  due: readonly DueWalkAround[];
  onStart: (inspectionId: string) => void;
}

/** The driver's home: the walk-around checks due, each started with one full-width button. */
export function WalkAroundPartView({ due, onStart }: WalkAroundPartViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  return (
    <Section aria-labelledby="walk-around-heading">
      <h2 id="walk-around-heading">{t('app.walkAround.heading')}</h2>
      {due.length === 0 ? (
        <p>{t('app.walkAround.none')}</p>
      ) : (
        <List>
          {due.map((check) => (
            <li key={check.inspectionId}>
              <span>
                {t('app.walkAround.dueOn', { plate: check.plate, date: formatDate(check.dueDate, locale) })}
              </span>
              <WideButton
                onClick={() => onStart(check.inspectionId)}
                aria-label={`${t('app.walkAround.start')}: ${check.plate}`}
              >
                {t('app.walkAround.start')}
              </WideButton>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  & h2,
  & p {
    margin: 0;
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const WideButton = styled(Button)`
  width: 100%;
`;
