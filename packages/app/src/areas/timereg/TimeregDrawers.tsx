import type { DriverRef, MileageRate, WorkingTimeAgreement } from '@vognpark/server/areas/timereg';
import { Checkbox, FilteredInput, RadioGroup, TextArea, TextField } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import { FieldRow } from '../../forms/DrawerParts';
import { FormDrawer } from '../../forms/FormDrawer';
import { useDrawerForm } from '../../forms/useDrawerForm';
import { formatDate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import {
  agreementInput,
  AGREEMENT_FIELDS,
  dayFormValues,
  dayInput,
  DAY_FIELDS,
  initialAgreementValues,
  initialRateValues,
  rateInput,
  RATE_FIELDS,
  validateAgreement,
  validateDay,
  validateRate,
  type AgreementFormValues,
  type DayFormValues,
  type DayTarget,
  type RateFormValues,
} from './forms';

/** The message of a field's error code, the form's own or the server's. */
const errorMessage = (code: string): AppMessageId =>
  (
    ({
      required: 'app.timereg.error.required',
      clock: 'app.timereg.error.clock',
      hours: 'app.timereg.error.hours',
      minutes: 'app.timereg.error.minutes',
      year: 'app.timereg.error.year',
      rate: 'app.timereg.error.rate',
      km: 'app.timereg.error.km',
      in_future: 'app.timereg.error.in_future',
      approved: 'app.timereg.error.approved',
    }) as Record<string, AppMessageId>
  )[code] ?? 'app.timereg.error.invalid';

/**
 * Saves a driver's agreement, as made from `version` (the stored agreement the person last saw;
 * none: the defaults). A conflict rejects with the server's error.
 */
export type SaveAgreement = (input: ReturnType<typeof agreementInput>, version?: number) => Promise<unknown>;
/**
 * Saves a year's rates, as made from `version` (the client's own rates the person last saw; none:
 * the national ones or a new year). A conflict rejects with the server's error.
 */
export type SaveRate = (input: ReturnType<typeof rateInput>, version?: number) => Promise<unknown>;
/**
 * Saves a driver's day, as made from `revision` (the recorded day the person last saw; 0: none). A
 * conflict rejects with the server's error.
 */
export type SaveDay = (input: ReturnType<typeof dayInput>, revision: number) => Promise<unknown>;

/** The day form's field labels, for the list of what someone else recorded. */
const DAY_FIELD_LABELS: Record<keyof DayFormValues, AppMessageId> = {
  mode: 'app.timereg.day.mode',
  deviationMinutes: 'app.timereg.day.deviation',
  total: 'app.timereg.day.totalHours',
  note: 'app.timereg.day.note',
};

/** The agreement form's field labels, for the list of what someone else changed. */
const AGREEMENT_FIELD_LABELS: Record<keyof AgreementFormValues, AppMessageId> = {
  weeklyHours: 'app.timereg.rules.weekly',
  dayStart: 'app.timereg.agreement.dayStart',
  dayEnd: 'app.timereg.agreement.dayEnd',
  breakMinutes: 'app.timereg.agreement.breakMinutes',
  tachograph: 'app.timereg.agreement.tachograph',
  exemption: 'app.timereg.agreement.exemption',
};

/** A driver's agreement: hours a week, the normal working window and its break, the tachograph. */
export function AgreementDrawer({
  agreement,
  onOpenChange,
  onSave,
}: {
  /** The driver's agreement as last read (after a refused save, the newer one), null while closed. */
  agreement: (WorkingTimeAgreement & { driver: DriverRef }) | null;
  onOpenChange: (open: boolean) => void;
  onSave: SaveAgreement;
}) {
  const t = useAppMessages();
  const empty: AgreementFormValues = {
    weeklyHours: '',
    dayStart: '',
    dayEnd: '',
    breakMinutes: '',
    tachograph: false,
    exemption: '',
  };
  const form = useDrawerForm<AgreementFormValues>({
    openedFor: agreement?.userId ?? null,
    initial: agreement ? initialAgreementValues(agreement) : empty,
    version: agreement?.version ?? undefined,
    validate: validateAgreement,
    save: (values, version) =>
      version === undefined
        ? onSave(agreementInput(agreement!.userId, values))
        : onSave(agreementInput(agreement!.userId, values), version),
    onSaved: () => onOpenChange(false),
    fields: AGREEMENT_FIELDS,
    message: (_field, code) => t(errorMessage(code)),
  });
  if (!agreement) return null;
  const { values, set, errorOf, fieldId } = form;
  return (
    <FormDrawer
      form={form}
      onOpenChange={onOpenChange}
      title={t('app.timereg.agreement.title', { name: agreement.driver.name })}
      failure={t('app.timereg.saveFailed')}
      errorsTitle={t('app.timereg.errorsTitle')}
      fieldLabel={(field) => t(AGREEMENT_FIELD_LABELS[field as keyof AgreementFormValues])}
    >
      <TextField
        id={fieldId('weeklyHours')}
        label={t('app.timereg.rules.weekly')}
        description={t('app.timereg.agreement.weeklyHint')}
        inputMode="decimal"
        value={values.weeklyHours}
        onValueChange={set('weeklyHours')}
        error={errorOf('weeklyHours')}
        required
      />
      <FieldRow>
        <TextField
          id={fieldId('dayStart')}
          label={t('app.timereg.agreement.dayStart')}
          inputMode="numeric"
          value={values.dayStart}
          onValueChange={set('dayStart')}
          error={errorOf('dayStart')}
          required
        />
        <TextField
          id={fieldId('dayEnd')}
          label={t('app.timereg.agreement.dayEnd')}
          inputMode="numeric"
          value={values.dayEnd}
          onValueChange={set('dayEnd')}
          error={errorOf('dayEnd')}
          required
        />
        <FilteredInput
          kind="pint"
          id={fieldId('breakMinutes')}
          inputMode="numeric"
          label={t('app.timereg.agreement.breakMinutes')}
          value={values.breakMinutes}
          onValueChange={set('breakMinutes')}
          error={errorOf('breakMinutes')}
          required
        />
      </FieldRow>
      <Checkbox
        label={t('app.timereg.agreement.tachograph')}
        description={t('app.timereg.agreement.tachographHint')}
        checked={values.tachograph}
        onCheckedChange={set('tachograph')}
      />
      {values.tachograph && (
        <TextField
          id={fieldId('exemption')}
          label={t('app.timereg.agreement.exemption')}
          description={t('app.timereg.agreement.exemptionHint')}
          value={values.exemption}
          onValueChange={set('exemption')}
          error={errorOf('exemption')}
          maxLength={500}
        />
      )}
    </FormDrawer>
  );
}

/** The rate form's field labels, for the list of what someone else changed. */
const RATE_FIELD_LABELS: Record<keyof RateFormValues, AppMessageId> = {
  year: 'app.timereg.rules.year',
  rateLow: 'app.timereg.rate.low',
  rateHigh: 'app.timereg.rate.high',
  thresholdKm: 'app.timereg.rate.threshold',
};

/** The client's mileage-allowance rates for a year (a new year, or in place of the national ones). */
export function RateDrawer({
  rate,
  rates,
  onOpenChange,
  onSave,
}: {
  /** The year edited, `'new'` for a new one, null while closed. */
  rate: MileageRate | 'new' | null;
  rates: readonly MileageRate[];
  onOpenChange: (open: boolean) => void;
  onSave: SaveRate;
}) {
  const t = useAppMessages();
  // The year's rates as last read: after a refused save the page reads them again, newer here.
  const latest = rate === null || rate === 'new' ? null : rates.find((row) => row.year === rate.year);
  const current =
    rate === 'new' ? null : latest && (latest.version ?? 0) > (rate?.version ?? 0) ? latest : rate;
  const form = useDrawerForm<RateFormValues>({
    openedFor: rate === null ? null : rate === 'new' ? 'new' : String(rate.year),
    initial: initialRateValues(current, rates),
    version: current?.version ?? undefined,
    validate: validateRate,
    save: (values, version) =>
      version === undefined ? onSave(rateInput(values)) : onSave(rateInput(values), version),
    onSaved: () => onOpenChange(false),
    fields: RATE_FIELDS,
    message: (_field, code) => t(errorMessage(code)),
  });
  if (rate === null) return null;
  const { values, set, errorOf, fieldId } = form;
  return (
    <FormDrawer
      form={form}
      onOpenChange={onOpenChange}
      title={
        current ? t('app.timereg.rate.title', { year: String(current.year) }) : t('app.timereg.rate.newTitle')
      }
      description={t('app.timereg.rate.hint')}
      failure={t('app.timereg.saveFailed')}
      errorsTitle={t('app.timereg.errorsTitle')}
      fieldLabel={(field) => t(RATE_FIELD_LABELS[field as keyof RateFormValues])}
    >
      <FilteredInput
        kind="pint"
        id={fieldId('year')}
        inputMode="numeric"
        label={t('app.timereg.rules.year')}
        value={values.year}
        onValueChange={set('year')}
        error={errorOf('year')}
        readOnly={current !== null}
        required
      />
      <FieldRow>
        <FilteredInput
          kind="money"
          id={fieldId('rateLow')}
          inputMode="decimal"
          label={t('app.timereg.rate.low')}
          value={values.rateLow}
          onValueChange={set('rateLow')}
          error={errorOf('rateLow')}
          required
        />
        <FilteredInput
          kind="money"
          id={fieldId('rateHigh')}
          inputMode="decimal"
          label={t('app.timereg.rate.high')}
          value={values.rateHigh}
          onValueChange={set('rateHigh')}
          error={errorOf('rateHigh')}
          required
        />
      </FieldRow>
      <FilteredInput
        kind="pint"
        id={fieldId('thresholdKm')}
        inputMode="numeric"
        label={t('app.timereg.rate.threshold')}
        value={values.thresholdKm}
        onValueChange={set('thresholdKm')}
        error={errorOf('thresholdKm')}
        required
      />
    </FormDrawer>
  );
}

/**
 * A driver's day the manager records for them: as agreed (plus or minus minutes), or a total. A
 * save refused because the day was recorded meanwhile (by the driver or another manager) says who
 * and when, and once the page hands over their day, lets the person take it or replace it.
 */
export function DayDrawer({
  target,
  onOpenChange,
  onSave,
}: {
  /** The driver and date, with the day as last read (after a refused save, theirs); null while closed. */
  target: DayTarget | null;
  onOpenChange: (open: boolean) => void;
  onSave: SaveDay;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const form = useDrawerForm<DayFormValues>({
    openedFor: target ? `${target.driver.id}/${target.date}` : null,
    initial: dayFormValues(target?.day ?? null),
    version: target?.day?.revision ?? 0,
    validate: validateDay,
    save: (values, revision) => onSave(dayInput(target!, values), revision ?? 0),
    onSaved: () => onOpenChange(false),
    fields: DAY_FIELDS,
    message: (_field, code) => t(errorMessage(code)),
    fromServer: (errors) => ({ ...errors, ...(errors.date && { mode: errors.date }) }),
  });
  if (!target) return null;
  const { values, set, errorOf, fieldId } = form;
  return (
    <FormDrawer
      form={form}
      onOpenChange={onOpenChange}
      title={t('app.timereg.day.title', { name: target.driver.name, date: formatDate(target.date, locale) })}
      description={t('app.timereg.day.hint')}
      failure={t('app.timereg.saveFailed')}
      errorsTitle={t('app.timereg.errorsTitle')}
      fieldLabel={(field) => t(DAY_FIELD_LABELS[field as keyof DayFormValues])}
    >
      <RadioGroup
        id={fieldId('mode')}
        label={t('app.timereg.day.mode')}
        options={[
          { value: 'as_agreed', label: t('app.timereg.day.asAgreed') },
          { value: 'total', label: t('app.timereg.day.total') },
        ]}
        value={values.mode}
        onValueChange={(mode) => set('mode')(mode as DayFormValues['mode'])}
        error={errorOf('mode')}
      />
      {values.mode === 'as_agreed' ? (
        <FilteredInput
          kind="int"
          id={fieldId('deviationMinutes')}
          inputMode="numeric"
          label={t('app.timereg.day.deviation')}
          description={t('app.timereg.day.deviationHint')}
          value={values.deviationMinutes}
          onValueChange={set('deviationMinutes')}
          error={errorOf('deviationMinutes')}
        />
      ) : (
        <TextField
          id={fieldId('totalMinutes')}
          label={t('app.timereg.day.totalHours')}
          description={t('app.timereg.day.totalHint')}
          inputMode="decimal"
          value={values.total}
          onValueChange={set('total')}
          error={errorOf('totalMinutes')}
          required
        />
      )}
      <TextArea
        id={fieldId('note')}
        label={t('app.timereg.day.note')}
        value={values.note}
        onValueChange={set('note')}
        maxLength={2000}
      />
    </FormDrawer>
  );
}
