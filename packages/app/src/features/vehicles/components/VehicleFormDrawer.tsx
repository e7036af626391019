import type { DriverOption, Vehicle } from '@vognpark/server';
import { Button, Drawer, useDrawer } from '@vognpark/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { formatPlate } from '../format';
import {
  emptyVehicleForm,
  fieldErrorsOf,
  formValuesOf,
  validateVehicleForm,
  type FieldErrors,
  type VehicleFormValues,
} from '../form';
import { VehicleForm } from './VehicleForm';

export interface VehicleFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; a new vehicle when left out. */
  vehicle?: Vehicle;
  drivers: readonly DriverOption[];
  /**
   * Saves the values. Resolve on success (the drawer closes); reject with the server's error on
   * failure (the drawer stays open with what was typed, the field errors on their fields).
   */
  onSave: (values: VehicleFormValues) => Promise<unknown>;
  /** Where the drawer is portalled (stories); document.body when left out. */
  portalRoot?: HTMLElement | null;
}

function CancelButton() {
  const t = useAppMessages();
  const { requestClose } = useDrawer();
  return (
    <Button variant="secondary" onClick={requestClose}>
      {t('app.vehicles.form.cancel')}
    </Button>
  );
}

/** Add or edit a vehicle in a drawer: the form, Cancel (asks before discarding) and Save. */
export function VehicleFormDrawer({
  open,
  onOpenChange,
  vehicle,
  drivers,
  onSave,
  portalRoot,
}: VehicleFormDrawerProps) {
  const t = useAppMessages();
  const formId = useId().replace(/:/g, '');
  const initial = vehicle ? formValuesOf(vehicle) : emptyVehicleForm;
  const [values, setValues] = useState<VehicleFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState(false);

  // Each opening starts from the vehicle as it is now (or an empty form).
  const [openedFor, setOpenedFor] = useState<string | null>(open ? (vehicle?.id ?? 'new') : null);
  const session = open ? (vehicle?.id ?? 'new') : null;
  if (session !== openedFor) {
    setOpenedFor(session);
    if (session !== null) {
      setValues(initial);
      setErrors({});
      setFailure(false);
    }
  }

  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  async function submit() {
    if (pending) return;
    const found = validateVehicleForm(values);
    setFailure(false);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setSubmitCount((count) => count + 1);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await onSave(values);
      setPending(false);
      onOpenChange(false);
    } catch (error) {
      setPending(false);
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setFailure(true);
      setSubmitCount((count) => count + 1);
    }
  }

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      dirty={dirty && !pending}
      size="lg"
      portalRoot={portalRoot}
      title={
        vehicle
          ? t('app.vehicles.form.editTitle', { plate: formatPlate(vehicle.registration) })
          : t('app.vehicles.form.addTitle')
      }
      footer={
        <>
          <CancelButton />
          <Button type="submit" form={formId} pending={pending} pendingLabel={t('app.vehicles.form.saving')}>
            {t('app.vehicles.form.save')}
          </Button>
        </>
      }
    >
      {failure && <Failure role="alert">{t('app.vehicles.saved.error')}</Failure>}
      <VehicleForm
        id={formId}
        values={values}
        onChange={setValues}
        onSubmit={() => void submit()}
        errors={errors}
        submitCount={submitCount}
        drivers={drivers}
        lastOdometer={vehicle?.odometerKm}
        allowSold={vehicle?.status === 'sold'}
      />
    </Drawer>
  );
}

const Failure = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
`;
