import type { DriverOption } from '@vognpark/server/areas/vehicles';
import {
  Checkbox,
  DateField,
  ErrorSummary,
  Select,
  TextArea,
  TextField,
  type SelectOption,
} from '@vognpark/ui';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages, type FormatAppMessage } from '../../../i18n/useAppMessages';
import {
  licenceCategories,
  settableStatuses,
  vehicleFuels,
  vehicleTypes,
  type LicenceCategory,
  type VehicleStatus,
} from '../domain';
import { fieldErrorMessage, vehicleFormFields, type VehicleFormValues } from '../form';
import { type FieldErrors } from '../../../data/errors';
import { FilteredTextField } from './FilteredTextField';
import { PersonPicker } from './PersonPicker';
import { VinFromCertificate, type VinReadState } from './VinFromCertificate';

export interface VehicleFormProps {
  /** The form element's id (the drawer's Save button submits it with `form=`). */
  id: string;
  values: VehicleFormValues;
  onChange: (values: VehicleFormValues) => void;
  onSubmit: () => void;
  /** Field -> error code, from the form's own checks or the server's answer. */
  errors: FieldErrors;
  /** Changes on every failed submit, so that focus moves to the first error again. */
  submitCount: number;
  drivers: readonly DriverOption[];
  /** The stored odometer reading when editing (a lower one needs the correction box). */
  lastOdometer?: number;
  /** Whether "sold" is one of the choices (a sold vehicle being edited). */
  allowSold?: boolean;
  /**
   * Read VIN from Registration Certificate beside the VIN field (a new vehicle): where the read is,
   * what to do with a chosen photo and with another VIN read. Left out: no such action.
   */
  vinReader?: {
    state: VinReadState;
    onFile: (file: File) => void;
    onChoose: (vin: string) => void;
  };
}

const fieldId = (formId: string, field: string) => `${formId}-${field}`;

/** The dates the form holds ('YYYY-MM-DD') as the calendar's local days and back. */
const toDate = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};
const toIso = (date: Date | null) =>
  !date
    ? ''
    : `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The options of a closed value set, labelled in the person's language. */
function options<T extends string>(
  values: readonly T[],
  prefix: string,
  t: FormatAppMessage,
): SelectOption[] {
  return values.map((value) => ({
    value,
    label: t(`${prefix}.${value}` as Parameters<FormatAppMessage>[0]),
  }));
}

/**
 * The fields of a vehicle, for adding and editing: the plate and VIN accept letters and digits
 * only, year and odometer digits only; each error sits on its field, and an error summary at the
 * top lists them after a failed save. What was typed stays when a save fails.
 */
export function VehicleForm({
  id,
  values,
  onChange,
  onSubmit,
  errors,
  submitCount,
  drivers,
  lastOdometer,
  allowSold = false,
  vinReader,
}: VehicleFormProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const set =
    <K extends keyof VehicleFormValues>(field: K) =>
    (value: VehicleFormValues[K]) =>
      onChange({ ...values, [field]: value });
  const errorOf = (field: string) => {
    const code = errors[field];
    if (!code) return undefined;
    const message = fieldErrorMessage(field, code, { lastOdometer });
    return t(message.id, message.values);
  };
  const vinRead = vinReader?.state.status === 'read';
  const vinFailure = vinReader?.state.status === 'failed' ? vinReader.state.reason : null;
  const summary = vehicleFormFields
    .filter((field) => errors[field])
    .map((field) => ({ fieldId: fieldId(id, field), message: errorOf(field)! }));

  const statuses: VehicleStatus[] = allowSold ? [...settableStatuses, 'sold'] : [...settableStatuses];
  const odometerLower =
    lastOdometer !== undefined && values.odometerKm.trim() !== '' && Number(values.odometerKm) < lastOdometer;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <Form id={id} onSubmit={submit} noValidate>
      <ErrorSummary
        errors={summary}
        title={t('app.vehicles.form.errorsTitle')}
        focusKey={submitCount}
        headingLevel={3}
      />
      <Row>
        <FilteredTextField
          id={fieldId(id, 'registration')}
          kind="alphanum"
          label={t('app.vehicles.form.registration')}
          description={t('app.vehicles.form.registrationHint')}
          value={values.registration}
          onValueChange={(value) => set('registration')(value.toLocaleUpperCase('da'))}
          error={errorOf('registration')}
          required
          autoComplete="off"
          maxLength={8}
        />
        <VinCell>
          <FilteredTextField
            id={fieldId(id, 'vin')}
            kind="alphanum"
            label={t('app.vehicles.form.vin')}
            // Read from the certificate: the person is told to check it (the OCR may misread one character).
            description={t(vinRead ? 'app.vehicles.form.vinRead' : 'app.vehicles.form.vinHint')}
            value={values.vin}
            onValueChange={(value) => set('vin')(value.toUpperCase())}
            error={
              errorOf('vin') ?? (vinFailure ? t(`app.vehicles.form.vinReadError.${vinFailure}`) : undefined)
            }
            autoComplete="off"
            maxLength={17}
          />
          {vinReader && (
            <VinFromCertificate
              state={vinReader.state}
              onFile={vinReader.onFile}
              onChoose={vinReader.onChoose}
              current={values.vin}
            />
          )}
        </VinCell>
      </Row>
      <Row>
        <TextField
          id={fieldId(id, 'make')}
          label={t('app.vehicles.form.make')}
          value={values.make}
          onValueChange={set('make')}
          error={errorOf('make')}
          required
          maxLength={60}
        />
        <TextField
          id={fieldId(id, 'model')}
          label={t('app.vehicles.form.model')}
          value={values.model}
          onValueChange={set('model')}
          error={errorOf('model')}
          required
          maxLength={60}
        />
      </Row>
      <Row>
        <FilteredTextField
          id={fieldId(id, 'year')}
          kind="pint"
          label={t('app.vehicles.form.year')}
          value={values.year}
          onValueChange={set('year')}
          error={errorOf('year')}
          maxLength={4}
        />
        <FilteredTextField
          id={fieldId(id, 'odometerKm')}
          kind="pint"
          label={t('app.vehicles.form.odometer')}
          value={values.odometerKm}
          onValueChange={set('odometerKm')}
          error={errorOf('odometerKm')}
          maxLength={7}
        />
      </Row>
      {(odometerLower || values.odometerCorrection || errors.odometerKm === 'decreased') && (
        <Checkbox
          id={fieldId(id, 'odometerCorrection')}
          label={t('app.vehicles.form.odometerCorrection')}
          checked={values.odometerCorrection}
          onCheckedChange={set('odometerCorrection')}
        />
      )}
      <Row>
        <Select
          id={fieldId(id, 'type')}
          label={t('app.vehicles.form.type')}
          options={options(vehicleTypes, 'app.vehicles.type', t)}
          value={values.type}
          onValueChange={(value) => set('type')(value as VehicleFormValues['type'])}
          error={errorOf('type')}
        />
        <Select
          id={fieldId(id, 'fuel')}
          label={t('app.vehicles.form.fuel')}
          options={options(vehicleFuels, 'app.vehicles.fuel', t)}
          value={values.fuel}
          onValueChange={(value) => set('fuel')(value as VehicleFormValues['fuel'])}
          error={errorOf('fuel')}
        />
      </Row>
      <Checkbox
        id={fieldId(id, 'yellowPlates')}
        label={t('app.vehicles.form.yellowPlates')}
        description={t('app.vehicles.form.yellowPlatesHint')}
        checked={values.yellowPlates}
        onCheckedChange={(checked) =>
          onChange({ ...values, yellowPlates: checked, yellowPlatesChosen: true })
        }
        error={errorOf('yellowPlates')}
      />
      <Select
        id={fieldId(id, 'licenceCategory')}
        label={t('app.vehicles.form.licenceCategory')}
        description={t('app.vehicles.form.licenceCategoryHint')}
        // The categories are the same letters on every EU licence, in every language.
        options={licenceCategories.map((category) => ({ value: category, label: category }))}
        value={values.licenceCategory}
        onValueChange={(value) =>
          onChange({ ...values, licenceCategory: value as LicenceCategory, licenceCategoryChosen: true })
        }
        error={errorOf('licenceCategory')}
      />
      <Row>
        <FilteredTextField
          id={fieldId(id, 'tankLitres')}
          kind="pint"
          label={t('app.vehicles.form.tankLitres')}
          value={values.tankLitres}
          onValueChange={set('tankLitres')}
          error={errorOf('tankLitres')}
          maxLength={4}
        />
        <FilteredTextField
          id={fieldId(id, 'batteryKwh')}
          kind="pint"
          label={t('app.vehicles.form.batteryKwh')}
          value={values.batteryKwh}
          onValueChange={set('batteryKwh')}
          error={errorOf('batteryKwh')}
          maxLength={4}
        />
      </Row>
      <Row>
        <Select
          id={fieldId(id, 'status')}
          label={t('app.vehicles.form.status')}
          options={options(statuses, 'app.vehicles.status', t)}
          value={values.status}
          onValueChange={(value) => set('status')(value as VehicleStatus)}
          error={errorOf('status')}
        />
        <PersonPicker
          id={fieldId(id, 'driverUserId')}
          label={t('app.vehicles.form.driver')}
          placeholder={t('app.vehicles.noDriver')}
          people={drivers}
          value={values.driverUserId || null}
          onValueChange={(driverId) => set('driverUserId')(driverId ?? '')}
          error={errorOf('driverUserId')}
        />
      </Row>
      <DateField
        id={fieldId(id, 'firstRegistrationDate')}
        label={t('app.vehicles.form.firstRegistrationDate')}
        value={toDate(values.firstRegistrationDate)}
        onValueChange={(date) => set('firstRegistrationDate')(toIso(date))}
        locale={locale}
        max={new Date()}
      />
      <TextArea
        id={fieldId(id, 'notes')}
        label={t('app.vehicles.form.notes')}
        value={values.notes}
        onValueChange={set('notes')}
        error={errorOf('notes')}
        maxLength={2000}
      />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  align-items: start;
`;

const VinCell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  align-content: start;
`;
