import { Combobox, type ComboboxOption } from '@vognpark/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { formatPlate } from '../format';

/** A vehicle as a picker shows it. */
export interface VehiclePickerVehicle {
  id: string;
  registration: string;
  make?: string;
  model?: string;
  driver?: { name: string; surname: string } | null;
}

/** What the picker offers for the text typed so far (from `useVehicleMatches`). */
export interface VehiclePickerMatches {
  matches: readonly VehiclePickerVehicle[];
  /** More vehicles match than are shown. */
  more: boolean;
  loading: boolean;
  failed: boolean;
}

/** Where a picker's matches come from: `useVehicleChoices` in the app, a fixed list in stories. */
export interface VehicleChoices extends VehiclePickerMatches {
  /** The typed text, after a pause: search the register with it. */
  onSearchChange: (text: string) => void;
  /** The list opened or closed (the container starts searching at the first opening). */
  onOpenChange?: (open: boolean) => void;
}

/** A picker with nothing to offer yet: what a drawer spreads before the choices it may be given. */
export const noVehicleChoices: VehicleChoices = {
  matches: [],
  more: false,
  loading: false,
  failed: false,
  onSearchChange: () => {},
};

export interface VehiclePickerProps extends VehiclePickerMatches {
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  labelHidden?: boolean;
  placeholder?: string;
  /** The chosen vehicle's id, or null for none. */
  value: string | null;
  /** The chosen vehicle, when known (its plate shows in the field even when no match holds it). */
  chosen?: VehiclePickerVehicle | null;
  /** Called with the chosen vehicle's id (null when cleared) and the vehicle. */
  onValueChange: (id: string | null, vehicle: VehiclePickerVehicle | null) => void;
  /** The typed text, after a pause: search the register with it. */
  onSearchChange: (text: string) => void;
  /** The list opened or closed (the container starts searching at the first opening). */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

function describe(vehicle: VehiclePickerVehicle): string | undefined {
  const makeModel = [vehicle.make, vehicle.model].filter(Boolean).join(' ');
  const driver = vehicle.driver ? `${vehicle.driver.name} ${vehicle.driver.surname}`.trim() : '';
  return [makeModel, driver].filter(Boolean).join(' · ') || undefined;
}

/**
 * A searchable choice of one vehicle of the whole register: the kit's Combobox over the server's
 * search (plate, VIN, make, model, driver), first page only, saying when more match than are
 * shown and when the search failed.
 */
export function VehiclePicker({
  id,
  label,
  description,
  error,
  required,
  labelHidden,
  placeholder,
  value,
  chosen,
  onValueChange,
  onSearchChange,
  onOpenChange,
  matches,
  more,
  loading,
  failed,
  className,
}: VehiclePickerProps) {
  const t = useAppMessages();
  // The vehicle chosen here, so that its plate stays in the field once the matches change.
  const [picked, setPicked] = useState<VehiclePickerVehicle | null>(null);
  const known = [chosen, picked].find((vehicle) => vehicle && vehicle.id === value);
  const options = useMemo<ComboboxOption[]>(
    () =>
      matches.map((vehicle) => ({
        value: vehicle.id,
        label: formatPlate(vehicle.registration),
        description: describe(vehicle),
      })),
    [matches],
  );
  return (
    <Combobox
      id={id}
      className={className}
      label={label}
      description={description}
      error={error}
      required={required}
      labelHidden={labelHidden}
      placeholder={placeholder}
      options={failed ? [] : options}
      value={value}
      selectedLabel={known ? formatPlate(known.registration) : undefined}
      onValueChange={(next) => {
        const vehicle = matches.find((match) => match.id === next) ?? null;
        setPicked(vehicle);
        onValueChange(next, vehicle);
      }}
      onSearchChange={onSearchChange}
      onOpenChange={onOpenChange}
      loading={loading && !failed}
      emptyMessage={t('app.vehicles.picker.none')}
      status={failed ? t('app.vehicles.loadError') : more ? t('app.vehicles.picker.more') : undefined}
    />
  );
}
