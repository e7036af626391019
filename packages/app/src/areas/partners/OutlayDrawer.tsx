import { DateField, Select, TextField } from '@vognpark/ui';
import { useMemo } from 'react';
import { dateToIso, isoToDate } from '../compliance/dates';
import { FilteredTextField } from '../vehicles/components/FilteredTextField';
import { formatPlate } from '../vehicles/format';
import { FieldRow } from '../../forms/DrawerParts';
import { FormDrawer } from '../../forms/FormDrawer';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import { PhotoPicker } from '../photos/PhotoPicker';
import { categoryLabel } from './domain';
import {
  newOutlayForm,
  outlayCategories,
  outlayFieldMessage,
  outlayFields,
  quantityUnit,
  validateOutlayForm,
  type OutlayFormValues,
} from './outlayForm';

export interface OutlayDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The driver's vehicles; the first is chosen. */
  vehicles: readonly { id: string; registration: string }[];
  /** Today in Copenhagen (no later date is taken). */
  today: string;
  /** Registers the outlay (and sends its receipt). Resolve on success; reject with the server's error. */
  onSave: (values: OutlayFormValues) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

/**
 * Register Outlay: what a driver paid themselves for a vehicle they drive (the day, what for, the
 * amount including VAT, litres or kWh, the odometer, a note) and a photo of the receipt, taken with
 * the phone's camera. Errors stand on their fields, the server's too (a lower odometer).
 */
export function OutlayDrawer({ open, onOpenChange, vehicles, today, onSave, portalRoot }: OutlayDrawerProps) {
  const t = useAppMessages();
  const firstVehicle = vehicles[0]?.id ?? '';
  const initial = useMemo(() => newOutlayForm(firstVehicle, today), [firstVehicle, today]);
  const form = useDrawerForm<OutlayFormValues>({
    openedFor: open ? 'new' : null,
    initial,
    validate: (values) => validateOutlayForm(values, today),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields: outlayFields,
    message: (field, code) => t(outlayFieldMessage(field, code)),
  });
  const { values, set, errorOf, fieldId, pending } = form;
  const unit = quantityUnit(values.category);
  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      dirty={values.gross !== '' || values.description !== '' || values.photos.length > 0}
      title={t('app.outlays.form.title')}
      description={t('app.outlays.form.description')}
      failure={t('app.outlays.form.failed')}
      errorsTitle={t('app.outlays.form.errorsTitle')}
      saveLabel={t('app.outlays.form.save')}
      savePendingLabel={t('app.outlays.form.saving')}
    >
      <Select
        id={fieldId('vehicleId')}
        label={t('app.outlays.form.vehicle')}
        options={vehicles.map((vehicle) => ({ value: vehicle.id, label: formatPlate(vehicle.registration) }))}
        value={values.vehicleId}
        onValueChange={set('vehicleId')}
        error={errorOf('vehicleId')}
        required
      />
      <FieldRow>
        <DateField
          id={fieldId('spentOn')}
          label={t('app.outlays.form.date')}
          value={isoToDate(values.spentOn)}
          max={isoToDate(today) ?? undefined}
          onValueChange={(date) => set('spentOn')(dateToIso(date))}
          error={errorOf('spentOn')}
          required
        />
        <Select
          id={fieldId('category')}
          label={t('app.outlays.form.category')}
          options={outlayCategories.map((value) => ({ value, label: t(categoryLabel(value)) }))}
          value={values.category}
          onValueChange={(value) => set('category')(value as OutlayFormValues['category'])}
          error={errorOf('category')}
          required
        />
      </FieldRow>
      <FieldRow>
        <FilteredTextField
          kind="money"
          id={fieldId('gross')}
          label={t('app.outlays.form.amount')}
          description={t('app.outlays.form.amountHint')}
          inputMode="decimal"
          autoComplete="off"
          value={values.gross}
          onValueChange={set('gross')}
          error={errorOf('gross')}
          required
          maxLength={12}
        />
        {unit && (
          <FilteredTextField
            kind="money"
            id={fieldId('quantity')}
            label={t(unit === 'litre' ? 'app.outlays.form.litres' : 'app.outlays.form.kwh')}
            inputMode="decimal"
            autoComplete="off"
            value={values.quantity}
            onValueChange={set('quantity')}
            error={errorOf('quantity')}
            maxLength={9}
          />
        )}
      </FieldRow>
      <FilteredTextField
        kind="pint"
        id={fieldId('odometerKm')}
        label={t('app.outlays.form.odometer')}
        description={t('app.outlays.form.odometerHint')}
        inputMode="numeric"
        autoComplete="off"
        value={values.odometerKm}
        onValueChange={set('odometerKm')}
        error={errorOf('odometerKm')}
        maxLength={7}
      />
      <TextField
        id={fieldId('description')}
        label={t('app.outlays.form.note')}
        description={t('app.outlays.form.noteHint')}
        value={values.description}
        onValueChange={set('description')}
        error={errorOf('description')}
        maxLength={300}
      />
      <PhotoPicker
        label={t('app.outlays.form.receipt')}
        takeLabel={t('app.outlays.form.takeReceipt')}
        files={values.photos}
        onChange={set('photos')}
        onPick={(chosen) => set('photos')(chosen.slice(-1))}
        disabled={pending}
      />
    </FormDrawer>
  );
}
