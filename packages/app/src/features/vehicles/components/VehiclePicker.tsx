import { Combobox, type ComboboxOption } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
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

export interface VehiclePickerProps extends VehiclePickerMatches {
  label: ReactNode;
  labelHidden?: boolean;
  placeholder?: string;
  /** The chosen vehicle's id, or null for none. */
  value: string | null;
  /** The chosen vehicle, when known (its plate shows in the field even when no match holds it). */
  chosen?: VehiclePickerVehicle | null;
  onValueChange: (id: string | null) => void;
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
  label,
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
      className={className}
      label={label}
      labelHidden={labelHidden}
      placeholder={placeholder}
      options={failed ? [] : options}
      value={value}
      selectedLabel={chosen && chosen.id === value ? formatPlate(chosen.registration) : undefined}
      onValueChange={(id) => onValueChange(id)}
      onSearchChange={onSearchChange}
      onOpenChange={onOpenChange}
      loading={loading && !failed}
      emptyMessage={t('app.vehicles.picker.none')}
      status={failed ? t('app.vehicles.loadError') : more ? t('app.vehicles.picker.more') : undefined}
    />
  );
}
