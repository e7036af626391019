import type { DamageDetail } from '@vognpark/server/areas/damage';
import { DateField, Select, TextArea } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { dateToIso, isoToDate } from '../compliance/dates';
import { FilteredTextField } from '../vehicles/components/FilteredTextField';
import { noVehicleChoices, VehiclePicker, type VehicleChoices } from '../vehicles/components/VehiclePicker';
import { formatPlate } from '../vehicles/format';
import { FieldRow } from '../../forms/DrawerParts';
import { FormDrawer } from '../../forms/FormDrawer';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { PhotoPicker } from '../photos/PhotoPicker';
import { screenPhoto, type PhotoFailure } from '../photos/upload';
import { classLabel, damageClasses, damageSeverities, severityLabel } from './domain';
import {
  damageFieldErrorMessage,
  damageFormOf,
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
  /** The damage to edit (its place, type, severity, date, words, costs; more photos); none: a new one. */
  damage?: DamageDetail | null;
  /** The register's vehicles for the vehicle field, searched as typed (`useVehicleChoices`). */
  vehicles?: VehicleChoices;
  /** Today in Copenhagen (ISO): the default date and the latest allowed. */
  today: string;
  /** Resolve on success (the drawer closes); reject with the server's error (the form stays). */
  onSave: (values: DamageFormValues) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

const fields = [
  'vehicleId',
  'zone',
  'damageClass',
  'severity',
  'foundOn',
  'estimateOre',
  'actualOre',
  'description',
  'photos',
];

/**
 * Record a damage: the vehicle (unless known), its place on the vehicle diagram, its type and
 * severity, the day it was found, an estimate in kroner, a description and photos. Given a
 * `damage`, the same form edits it, and asks what the repair cost once it is repaired. A chosen
 * file that is not a photo (by its first bytes) or too large is refused on the photos field.
 */
export function RecordDamageDrawer({
  open,
  onOpenChange,
  vehicle: givenVehicle,
  damage = null,
  vehicles,
  today,
  onSave,
  portalRoot,
}: RecordDamageDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const vehicle = damage ? damage.vehicle : givenVehicle;
  const repaired = damage?.status === 'repaired';
  const initial = useMemo(
    () => (damage ? damageFormOf(damage, locale) : emptyDamageForm(today, vehicle?.id ?? '')),
    // A new start each time the drawer opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, vehicle?.id, damage?.id, open],
  );
  const openedFor = open ? (damage?.id ?? vehicle?.id ?? 'new') : null;
  const [refused, setRefused] = useState<{ name: string; reason: PhotoFailure }[]>([]);
  const [refusedFor, setRefusedFor] = useState(openedFor);
  if (refusedFor !== openedFor) {
    setRefusedFor(openedFor);
    setRefused([]);
  }
  const form = useDrawerForm<DamageFormValues>({
    openedFor,
    initial,
    fields,
    validate: (form) => validateDamageForm(form, today),
    save: onSave,
    onSaved: () => onOpenChange(false),
    message: (field, code) => t(damageFieldErrorMessage(field, code)),
  });
  const { values, set, errorOf, fieldId, pending, dirty } = form;

  // The files just chosen, each checked by its size and first bytes; those refused are said on the field.
  const pick = async (chosen: File[]) => {
    const problems = await Promise.all(chosen.map((file) => screenPhoto(file).catch(() => 'other' as const)));
    setRefused(chosen.flatMap((file, i) => (problems[i] ? [{ name: file.name, reason: problems[i] }] : [])));
    const accepted = chosen.filter((_, i) => !problems[i]);
    if (accepted.length) set('photos')([...values.photos, ...accepted]);
  };
  const photosError =
    refused
      .map(({ name, reason }) =>
        t('app.damage.form.photoRefused', { name, reason: t(`app.photos.reason.${reason}` as AppMessageId) }),
      )
      .join(' ') || errorOf('photos');

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      dirty={dirty || refused.length > 0}
      size="lg"
      portalRoot={portalRoot}
      title={damage ? t('app.damage.form.editTitle') : t('app.damage.record')}
      description={vehicle ? formatPlate(vehicle.registration) : undefined}
      failure={t(damage ? 'app.damage.form.editError' : 'app.damage.form.error')}
      errorsTitle={t('app.damage.form.errorsTitle')}
    >
      {!vehicle && (
        <VehiclePicker
          {...noVehicleChoices}
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
        {repaired && (
          <FilteredTextField
            kind="money"
            id={fieldId('actualOre')}
            label={t('app.damage.form.actual')}
            description={t('app.damage.form.actualHint')}
            inputMode="decimal"
            value={values.actual}
            onValueChange={set('actual')}
            error={errorOf('actualOre')}
            maxLength={16}
          />
        )}
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
      <PhotoPicker
        id={fieldId('photos')}
        label={t('app.damage.form.photos')}
        files={values.photos}
        onChange={set('photos')}
        onPick={(chosen) => void pick(chosen)}
        error={photosError || undefined}
        disabled={pending}
      />
    </FormDrawer>
  );
}
