import type { Inspection } from '@vognpark/server/areas/inspections';
import { DateField, Select, TextArea } from '@vognpark/ui';
import { FieldRow } from '../../../forms/DrawerParts';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { dateToIso, isoToDate } from '../../compliance/dates';
import { inspectionKinds, type InspectionKind } from '../../compliance/domain';
import { workFieldErrorMessage } from '../../compliance/form';
import { inspectionKindLabel } from '../../compliance/labels';
import {
  VehiclePicker,
  type VehicleChoices,
  type VehiclePickerVehicle,
} from '../../vehicles/components/VehiclePicker';
import { formatPlate } from '../../vehicles/format';
import {
  emptyScheduleForm,
  scheduleFormValuesOf,
  validateScheduleForm,
  type ScheduleFormValues,
} from '../form';

export interface ScheduleDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The inspection to move or edit (not completed); a new one when left out. */
  inspection?: Inspection;
  /** The vehicle a new inspection is for; when left out, the form asks for it. */
  vehicle?: VehiclePickerVehicle;
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles: VehicleChoices;
  /** The first due date a new inspection gets ('YYYY-MM-DD'). */
  defaultDueDate?: string;
  /**
   * Saves, as an edit made from `version` (the inspection's version the person last saw; left out
   * for a new one); resolve on success (the drawer closes), reject with the server's error (the
   * form stays; a conflict is shown above it with who changed the inspection and when).
   */
  onSave: (values: ScheduleFormValues, version?: number) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

const fields = ['vehicleId', 'kind', 'dueDate', 'notes'] as const;

/** Each field's label, for the list of what someone else changed. */
const fieldLabels = {
  vehicleId: 'app.compliance.form.plate',
  kind: 'app.inspections.form.kind',
  dueDate: 'app.inspections.form.dueDate',
  notes: 'app.inspections.form.notes',
} as const satisfies Record<keyof ScheduleFormValues, string>;

/** Schedule an inspection (vehicle, kind, due date, notes), or move and edit one not yet done. */
export function ScheduleDrawer({
  open,
  onOpenChange,
  inspection,
  vehicle,
  vehicles,
  defaultDueDate = '',
  onSave,
  portalRoot,
}: ScheduleDrawerProps) {
  const t = useAppMessages();
  const askVehicle = !inspection && vehicle === undefined;
  const form = useDrawerForm<ScheduleFormValues>({
    openedFor: open ? (inspection?.id ?? 'new') : null,
    initial: inspection ? scheduleFormValuesOf(inspection) : emptyScheduleForm(defaultDueDate),
    version: inspection?.version,
    validate: (values) => validateScheduleForm(values, askVehicle),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(workFieldErrorMessage(field, code)),
  });
  const { values, set, errorOf, fieldId } = form;

  const plate = inspection
    ? formatPlate(inspection.vehicle.registration)
    : vehicle && formatPlate(vehicle.registration);

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={inspection ? t('app.inspections.form.editTitle') : t('app.inspections.form.scheduleTitle')}
      description={plate ? t('app.compliance.form.forVehicle', { plate }) : undefined}
      failure={t('app.inspections.saved.error')}
      errorsTitle={t('app.inspections.form.errorsTitle')}
      fieldLabel={(field) => t(fieldLabels[field as keyof ScheduleFormValues])}
    >
      {askVehicle && (
        <VehiclePicker
          {...vehicles}
          id={fieldId('vehicleId')}
          label={t('app.compliance.form.plate')}
          description={t('app.compliance.form.plateHint')}
          value={values.vehicleId || null}
          onValueChange={(id) => set('vehicleId')(id ?? '')}
          error={errorOf('vehicleId')}
          required
        />
      )}
      <FieldRow>
        <Select
          id={fieldId('kind')}
          label={t('app.inspections.form.kind')}
          options={inspectionKinds.map((kind) => ({ value: kind, label: t(inspectionKindLabel(kind)) }))}
          value={values.kind}
          onValueChange={(value) => set('kind')(value as InspectionKind)}
          error={errorOf('kind')}
        />
        <DateField
          id={fieldId('dueDate')}
          label={t('app.inspections.form.dueDate')}
          value={isoToDate(values.dueDate)}
          onValueChange={(date) => set('dueDate')(dateToIso(date))}
          error={errorOf('dueDate')}
          required
        />
      </FieldRow>
      <TextArea
        id={fieldId('notes')}
        label={t('app.inspections.form.notes')}
        value={values.notes}
        onValueChange={set('notes')}
        error={errorOf('notes')}
        maxLength={2000}
      />
    </FormDrawer>
  );
}
