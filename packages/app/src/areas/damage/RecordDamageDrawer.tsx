import { DateField, Drawer, ErrorSummary, Select, TextArea } from '@vognpark/ui';
import { useMemo } from 'react';
import { dateToIso, isoToDate } from '../../features/compliance/dates';
import { FilteredTextField } from '../../features/vehicles/components/FilteredTextField';
import { VehiclePicker, type VehicleChoices } from '../../features/vehicles/components/VehiclePicker';
import { formatPlate } from '../../features/vehicles/format';
import {
  DrawerCancelButton,
  DrawerFailure,
  DrawerFormLayout,
  DrawerSaveButton,
  FieldRow,
} from '../../forms/DrawerParts';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import { classLabel, damageClasses, damageSeverities, severityLabel } from './domain';
import {
  damageFieldErrorMessage,
  emptyDamageForm,
  maxDescription,
  validateDamageForm,
  type DamageFormValues,
} from './form';
import { VehicleDiagram } from './VehicleDiagram';

export interface RecordDamageDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The damaged vehicle when known (its tab); null: the form asks for it with a search of the register. */
  vehicle: { id: string; registration: string } | null;
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles?: VehicleChoices;
  /** Today in Copenhagen (ISO): the default date and the latest allowed. */
  today: string;
  /** Resolve on success (the drawer closes); reject with the server's error (the form stays). */
  onSave: (values: DamageFormValues) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

const fields = ['vehicleId', 'zone', 'damageClass', 'severity', 'foundOn', 'estimateOre', 'description'];

/**
 * Record a damage: the vehicle (unless known), its place on the vehicle diagram, its type and
 * severity, the day it was found, an estimate in kroner and a description.
 */
export function RecordDamageDrawer({
  open,
  onOpenChange,
  vehicle,
  vehicles,
  today,
  onSave,
  portalRoot,
}: RecordDamageDrawerProps) {
  const t = useAppMessages();
  const initial = useMemo(
    () => emptyDamageForm(today, vehicle?.id ?? ''),
    // A new start each time the drawer opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, vehicle?.id, open],
  );
  const { formId, values, set, errorOf, fieldId, summary, submitCount, pending, failure, dirty, submit } =
    useDrawerForm<DamageFormValues>({
      openedFor: open ? (vehicle?.id ?? 'new') : null,
      initial,
      fields,
      validate: (form) => validateDamageForm(form, today),
      save: onSave,
      onSaved: () => onOpenChange(false),
      message: (field, code) => t(damageFieldErrorMessage(field, code)),
    });

  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      dirty={dirty && !pending}
      size="lg"
      portalRoot={portalRoot}
      title={t('app.damage.record')}
      description={vehicle ? formatPlate(vehicle.registration) : undefined}
      footer={
        <>
          <DrawerCancelButton />
          <DrawerSaveButton form={formId} pending={pending} />
        </>
      }
    >
      {failure && <DrawerFailure role="alert">{t('app.damage.form.error')}</DrawerFailure>}
      <DrawerFormLayout id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <ErrorSummary
          errors={summary}
          title={t('app.damage.form.errorsTitle')}
          focusKey={submitCount}
          headingLevel={3}
        />
        {!vehicle && (
          <VehiclePicker
            matches={[]}
            more={false}
            loading={false}
            failed={false}
            onSearchChange={() => {}}
            {...vehicles}
            id={fieldId('vehicleId')}
            label={t('app.damage.form.vehicle')}
            value={values.vehicleId || null}
            onValueChange={(id) => set('vehicleId')(id ?? '')}
            error={errorOf('vehicleId')}
            required
          />
        )}
        <VehicleDiagram
          id={fieldId('zone')}
          label={t('app.damage.form.place')}
          description={t('app.damage.form.placeHint')}
          value={values.zone}
          onValueChange={set('zone')}
          error={errorOf('zone')}
        />
        <FieldRow>
          <Select
            id={fieldId('damageClass')}
            label={t('app.damage.form.class')}
            options={damageClasses.map((value) => ({ value, label: t(classLabel(value)) }))}
            value={values.damageClass}
            onValueChange={(value) => set('damageClass')(value as DamageFormValues['damageClass'])}
            error={errorOf('damageClass')}
            required
          />
          <Select
            id={fieldId('severity')}
            label={t('app.damage.form.severity')}
            options={damageSeverities.map((value) => ({ value, label: t(severityLabel(value)) }))}
            value={values.severity}
            onValueChange={(value) => set('severity')(value as DamageFormValues['severity'])}
            error={errorOf('severity')}
            required
          />
        </FieldRow>
        <FieldRow>
          <DateField
            id={fieldId('foundOn')}
            label={t('app.damage.form.found')}
            value={isoToDate(values.foundOn)}
            max={isoToDate(today) ?? undefined}
            onValueChange={(date) => set('foundOn')(dateToIso(date))}
            error={errorOf('foundOn')}
            required
          />
          <FilteredTextField
            kind="money"
            id={fieldId('estimateOre')}
            label={t('app.damage.form.estimate')}
            inputMode="decimal"
            value={values.estimate}
            onValueChange={set('estimate')}
            error={errorOf('estimateOre')}
            maxLength={16}
          />
        </FieldRow>
        <TextArea
          id={fieldId('description')}
          label={t('app.damage.form.description')}
          value={values.description}
          onValueChange={set('description')}
          error={errorOf('description')}
          maxLength={maxDescription}
          rows={3}
        />
      </DrawerFormLayout>
    </Drawer>
  );
}
