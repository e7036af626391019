import type { VinRead } from '@vognpark/server/areas/vehicleDetection';
import type { DriverOption, Vehicle } from '@vognpark/server/areas/vehicles';
import { Drawer } from '@vognpark/ui';
import { useRef, useState } from 'react';
import {
  DrawerCancelButton,
  DrawerConflict,
  DrawerFailure,
  DrawerSaveButton,
} from '../../../forms/DrawerParts';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../messages/en';
import { formatPlate } from '../format';
import {
  emptyVehicleForm,
  formValuesOf,
  validateVehicleForm,
  withTypeDefaults,
  type VehicleFormField,
  type VehicleFormValues,
} from '../form';
import { vinFailureOf } from '../readVin';
import { VehicleForm } from './VehicleForm';
import type { VinReadState } from './VinFromCertificate';

export interface VehicleFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; a new vehicle when left out. */
  vehicle?: Vehicle;
  drivers: readonly DriverOption[];
  /**
   * Saves the values, as an edit made from `version` (the vehicle's version the person last saw;
   * undefined for a new vehicle). Resolve on success (the drawer closes); reject with the server's
   * error on failure (the drawer stays open with what was typed, the field errors on their
   * fields; a conflict above them, saying who changed the vehicle meanwhile).
   */
  onSave: (values: VehicleFormValues, version?: number) => Promise<unknown>;
  /** Where the drawer is portalled (stories); document.body when left out. */
  portalRoot?: HTMLElement | null;
  /**
   * Reads the VIN from a photo of a registration certificate (a new vehicle only): resolves with
   * the VINs found, the likeliest first; rejects with VinReadFailed naming why. Left out: the form
   * offers no such action.
   */
  readVin?: (file: File) => Promise<VinRead>;
}

/** Each field's label, for the list of what someone else changed. */
const fieldLabels: Record<VehicleFormField, AppMessageId> = {
  registration: 'app.vehicles.form.registration',
  vin: 'app.vehicles.form.vin',
  make: 'app.vehicles.form.make',
  model: 'app.vehicles.form.model',
  year: 'app.vehicles.form.year',
  type: 'app.vehicles.form.type',
  fuel: 'app.vehicles.form.fuel',
  yellowPlates: 'app.vehicles.form.yellowPlates',
  licenceCategory: 'app.vehicles.form.licenceCategory',
  tankLitres: 'app.vehicles.form.tankLitres',
  batteryKwh: 'app.vehicles.form.batteryKwh',
  status: 'app.vehicles.form.status',
  driverUserId: 'app.vehicles.form.driver',
  odometerKm: 'app.vehicles.form.odometer',
  odometerCorrection: 'app.vehicles.form.odometerCorrection',
  firstRegistrationDate: 'app.vehicles.form.firstRegistrationDate',
  notes: 'app.vehicles.form.notes',
};

/** Add or edit a vehicle in a drawer: the form, Cancel (asks before discarding) and Save. */
export function VehicleFormDrawer({
  open,
  onOpenChange,
  vehicle,
  drivers,
  onSave,
  portalRoot,
  readVin,
}: VehicleFormDrawerProps) {
  const t = useAppMessages();
  const [vinState, setVinState] = useState<VinReadState>({ status: 'idle' });
  // Each opening starts without a read (state reset while rendering, as React advises).
  const [vinOpen, setVinOpen] = useState(open);
  if (vinOpen !== open) {
    setVinOpen(open);
    setVinState({ status: 'idle' });
  }
  // A read still running when the drawer closes or another photo is chosen is ignored.
  const readCount = useRef(0);
  const close = (next: boolean) => {
    if (!next) readCount.current += 1;
    onOpenChange(next);
  };
  // Each opening starts from the vehicle as it is now (or an empty form). VehicleForm shows the
  // errors and their summary itself, so `fields` and `message` are not needed here.
  const form = useDrawerForm<VehicleFormValues>({
    openedFor: open ? (vehicle?.id ?? 'new') : null,
    initial: vehicle ? formValuesOf(vehicle) : emptyVehicleForm,
    version: vehicle?.version,
    validate: (values) => validateVehicleForm(values),
    save: onSave,
    onSaved: () => close(false),
    fields: [],
    message: () => '',
  });

  return (
    <Drawer
      open={open}
      onOpenChange={close}
      dirty={form.dirty && !form.pending}
      size="lg"
      portalRoot={portalRoot}
      title={
        vehicle
          ? t('app.vehicles.form.editTitle', { plate: formatPlate(vehicle.registration) })
          : t('app.vehicles.form.addTitle')
      }
      footer={
        <>
          <DrawerCancelButton />
          <DrawerSaveButton form={form.formId} pending={form.pending} />
        </>
      }
    >
      {form.failure && <DrawerFailure role="alert">{t('app.vehicles.saved.error')}</DrawerFailure>}
      <DrawerConflict form={form} fieldLabel={(field) => t(fieldLabels[field as VehicleFormField])} />
      <VehicleForm
        id={form.formId}
        values={form.values}
        // A new vehicle's yellow plates and licence category follow its type until the person sets them.
        onChange={(next) => {
          // A failed read's message goes once the person types the VIN themselves.
          if (vinState.status === 'failed' && next.vin !== form.values.vin) setVinState({ status: 'idle' });
          form.setValues((current) => (vehicle ? next : withTypeDefaults(current, next)));
        }}
        onSubmit={() => void form.submit()}
        errors={form.errors}
        submitCount={form.submitCount}
        drivers={drivers}
        lastOdometer={vehicle?.odometerKm}
        allowSold={vehicle?.status === 'sold'}
        vinReader={
          readVin && !vehicle
            ? {
                state: vinState,
                onFile: (file) => {
                  const count = (readCount.current += 1);
                  setVinState({ status: 'reading' });
                  readVin(file).then(
                    (read) => {
                      if (count !== readCount.current) return;
                      const vins = read.candidates.map((candidate) => candidate.vin);
                      if (vins.length === 0) return setVinState({ status: 'failed', reason: 'NO_VIN' });
                      // The best read goes into the field; the person can still edit it.
                      form.setValues((current) => ({ ...current, vin: vins[0]! }));
                      setVinState({ status: 'read', candidates: vins });
                    },
                    (error: unknown) => {
                      if (count === readCount.current)
                        setVinState({ status: 'failed', reason: vinFailureOf(error) });
                    },
                  );
                },
                onChoose: (vin) => form.setValues((current) => ({ ...current, vin })),
              }
            : undefined
        }
      />
    </Drawer>
  );
}
