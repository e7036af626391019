import type { VehicleRef } from '@vognpark/server';
import { Button, Checkbox, SearchField } from '@vognpark/ui';
import styled from 'styled-components';
import { formatPlate } from '../areas/vehicles/format';

/** The words of a VehicleChooser, from the form that holds it. */
export interface VehicleChooserLabels {
  search: string;
  searchHint: string;
  /** "Add all 12" */
  addAll: (count: number) => string;
  /** The heading of the chosen vehicles. */
  chosenTitle: string;
  noneChosen: string;
  /** "3 vehicles chosen" */
  chosen: (count: number) => string;
  /** "Remove AB 12 345" */
  remove: (plate: string) => string;
}

export interface VehicleChooserProps {
  /** The search field's id (the error summary links to it). */
  id: string;
  /** What is typed in the search, and the vehicles it matches (the host searches). */
  search: string;
  onSearchChange: (search: string) => void;
  matches: readonly VehicleRef[];
  value: readonly VehicleRef[];
  onValueChange: (vehicles: VehicleRef[]) => void;
  /** At most this many chosen. */
  max: number;
  error?: string;
  labels: VehicleChooserLabels;
}

/**
 * Choosing many vehicles in a form: find them by plate, make or model and tick them (or add every
 * match), see the chosen ones and remove any. Used where a form takes a set of vehicles (a service
 * plan applied, a sharing pool's cars).
 */
export function VehicleChooser({
  id,
  search,
  onSearchChange,
  matches,
  value,
  onValueChange,
  max,
  error,
  labels,
}: VehicleChooserProps) {
  const chosen = new Set(value.map((vehicle) => vehicle.id));
  const toggle = (vehicle: VehicleRef, on: boolean) =>
    onValueChange(
      on
        ? [...value.filter((other) => other.id !== vehicle.id), vehicle].slice(0, max)
        : value.filter((other) => other.id !== vehicle.id),
    );
  const addAll = () =>
    onValueChange([...value, ...matches.filter((vehicle) => !chosen.has(vehicle.id))].slice(0, max));
  const chosenId = `${id}-chosen`;
  const vehicleLabel = (vehicle: VehicleRef) =>
    `${formatPlate(vehicle.registration)} · ${vehicle.make} ${vehicle.model}`.trim();
  return (
    <>
      <SearchField
        id={id}
        label={labels.search}
        description={labels.searchHint}
        value={search}
        onValueChange={onSearchChange}
        error={error}
      />
      {matches.length > 0 && (
        <Matches>
          {matches.map((vehicle) => (
            <Checkbox
              key={vehicle.id}
              label={vehicleLabel(vehicle)}
              checked={chosen.has(vehicle.id)}
              onCheckedChange={(on) => toggle(vehicle, on)}
            />
          ))}
        </Matches>
      )}
      {matches.length > 1 && (
        <div>
          <Button variant="secondary" onClick={addAll}>
            {labels.addAll(matches.length)}
          </Button>
        </div>
      )}
      <ChosenSection aria-labelledby={chosenId}>
        <h3 id={chosenId}>{labels.chosenTitle}</h3>
        <p aria-live="polite">{value.length === 0 ? labels.noneChosen : labels.chosen(value.length)}</p>
        <Chosen>
          {value.map((vehicle) => (
            <li key={vehicle.id}>
              <span>{formatPlate(vehicle.registration)}</span>
              <Button variant="ghost" size="sm" onClick={() => toggle(vehicle, false)}>
                {labels.remove(formatPlate(vehicle.registration))}
              </Button>
            </li>
          ))}
        </Chosen>
      </ChosenSection>
    </>
  );
}

const Matches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  max-height: 240px;
  overflow: auto;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const ChosenSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Chosen = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;

  & li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    padding-left: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
