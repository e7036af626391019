import type { Obligation } from '@vognpark/server/areas/compliance';
import { Button, DateField, Select, TextField } from '@vognpark/ui';
import { FieldRow } from '../../../forms/DrawerParts';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { AppMessageId } from '../../../messages/en';
import {
  VehiclePicker,
  type VehicleChoices,
  type VehiclePickerVehicle,
} from '../../vehicles/components/VehiclePicker';
import { formatPlate } from '../../vehicles/format';
import { dateToIso, isoToDate } from '../dates';
import { complianceKinds, type ComplianceKind } from '../domain';
import {
  emptyObligationForm,
  obligationFormValuesOf,
  validateObligationForm,
  workFieldErrorMessage,
  type ObligationFormValues,
} from '../form';
import { complianceKindLabel, obligationName } from '../labels';

export interface ObligationFormDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The obligation to correct; a new one when left out. */
  obligation?: Obligation;
  /** The vehicle a new obligation is for (a vehicle's own tab); when left out, the form asks for it. */
  vehicle?: VehiclePickerVehicle;
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles: VehicleChoices;
  /**
   * Saves the values, as an edit made from `version` (the obligation's version the person last
   * saw; undefined for a new one). Resolve on success (the drawer closes); reject with the
   * server's error on failure (the drawer stays open with what was typed, the field errors on
   * their fields; a conflict above them, saying who changed the obligation meanwhile).
   */
  onSave: (values: ObligationFormValues, version?: number) => Promise<unknown>;
  /** Where the drawer is portalled (stories); document.body when left out. */
  portalRoot?: HTMLElement | null;
}

const fields = ['vehicleId', 'kind', 'title', 'validUntil'] as const;

/** Each field's label, for the list of what someone else changed. */
const fieldLabels: Record<keyof ObligationFormValues, AppMessageId> = {
  vehicleId: 'app.compliance.form.plate',
  kind: 'app.compliance.form.kind',
  title: 'app.compliance.form.title',
  validUntil: 'app.compliance.form.validUntil',
};

/**
 * Add an obligation, or correct one (its kind, name or date; a renewal has its own drawer): the
 * vehicle when not known (searched in the register), the kind, a name for other obligations and the valid-until date
 * (none = missing). What was typed stays when saving fails; the server's errors land on their fields.
 */
export function ObligationFormDrawer({
  open,
  onOpenChange,
  obligation,
  vehicle,
  vehicles,
  onSave,
  portalRoot,
}: ObligationFormDrawerProps) {
  const t = useAppMessages();
  const askVehicle = !obligation && vehicle === undefined;
  // Each opening starts from the obligation as it is now (or an empty form).
  const form = useDrawerForm<ObligationFormValues>({
    openedFor: open ? (obligation?.id ?? 'new') : null,
    initial: obligation ? obligationFormValuesOf(obligation) : emptyObligationForm,
    version: obligation?.version,
    validate: (values) => validateObligationForm(values, askVehicle),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(workFieldErrorMessage(field, code)),
  });
  const { values, set, errorOf, fieldId } = form;

  const plate = obligation?.vehicle
    ? formatPlate(obligation.vehicle.registration)
    : vehicle && formatPlate(vehicle.registration);
  const title = obligation
    ? t('app.compliance.form.editTitle', { name: obligationName(obligation, t) })
    : t('app.compliance.form.addTitle');

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={title}
      description={plate ? t('app.compliance.form.forVehicle', { plate }) : undefined}
      failure={t('app.compliance.saved.error')}
      errorsTitle={t('app.compliance.form.errorsTitle')}
      fieldLabel={(field) => t(fieldLabels[field as keyof ObligationFormValues])}
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
          label={t('app.compliance.form.kind')}
          options={complianceKinds.map((kind) => ({ value: kind, label: t(complianceKindLabel(kind)) }))}
          value={values.kind}
          onValueChange={(value) => set('kind')(value as ComplianceKind)}
          error={errorOf('kind')}
        />
        <TextField
          id={fieldId('title')}
          label={t('app.compliance.form.title')}
          description={t('app.compliance.form.titleHint')}
          value={values.title}
          onValueChange={set('title')}
          error={errorOf('title')}
          required={values.kind === 'custom'}
          maxLength={120}
        />
      </FieldRow>
      <DateField
        id={fieldId('validUntil')}
        label={t('app.compliance.form.validUntil')}
        description={t('app.compliance.form.validUntilHint')}
        value={isoToDate(values.validUntil)}
        onValueChange={(date) => set('validUntil')(dateToIso(date))}
        error={errorOf('validUntil')}
      />
      {values.validUntil && (
        <div>
          <Button variant="ghost" size="sm" onClick={() => set('validUntil')('')}>
            {t('app.compliance.form.clearDate')}
          </Button>
        </div>
      )}
    </FormDrawer>
  );
}
