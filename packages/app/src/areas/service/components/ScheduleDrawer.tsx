import type { ServiceSchedule } from '@vognpark/server/areas/service';
import { DateField, RadioGroup, Switch } from '@vognpark/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dateToIso, isoToDate } from '../../compliance/dates';
import { FilteredTextField } from '../../vehicles/components/FilteredTextField';
import { formatPlate } from '../../vehicles/format';
import { FieldRow } from '../../../forms/DrawerParts';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { modeLabel, scheduleModes, serviceTaskName } from '../domain';
import {
  scheduleFormValuesOf,
  serviceFieldErrorMessage,
  validateScheduleForm,
  type ScheduleFormValues,
} from '../form';

export interface ScheduleDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schedule: ServiceSchedule | null;
  today: string;
  /**
   * Saves, as an edit made from `version` (the schedule's version the person last saw); resolve on
   * success (the drawer closes), reject with the server's error (a conflict is shown above the form
   * with who changed the schedule and when: another edit, a service recorded or a plan pushed).
   */
  onSave: (values: ScheduleFormValues, version?: number) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

const fields = [
  'intervalKm',
  'intervalMonths',
  'intervalHours',
  'mode',
  'soonKm',
  'soonDays',
  'lastDoneOn',
  'lastDoneKm',
  'paused',
] as const;

/** Each field's label, for the list of what someone else changed. */
const fieldLabels = {
  intervalKm: 'app.service.scheduleForm.intervalKm',
  intervalMonths: 'app.service.scheduleForm.intervalMonths',
  intervalHours: 'app.service.scheduleForm.intervalHours',
  mode: 'app.service.scheduleForm.mode',
  soonKm: 'app.service.scheduleForm.soonKm',
  soonDays: 'app.service.scheduleForm.soonDays',
  lastDoneOn: 'app.service.scheduleForm.lastDoneOn',
  lastDoneKm: 'app.service.scheduleForm.lastDoneKm',
  paused: 'app.service.scheduleForm.paused',
} as const satisfies Record<keyof ScheduleFormValues, string>;

/** Edit a schedule: its intervals and mode, when it turns due soon, its last service, paused. */
export function ScheduleDrawer({
  open,
  onOpenChange,
  schedule,
  today,
  onSave,
  portalRoot,
}: ScheduleDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const initial = useMemo(
    () => (schedule ? scheduleFormValuesOf(schedule) : null),
    // A newer version of the same schedule (read again after a conflict) is a new `initial` too.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schedule?.id, schedule?.version, open],
  );
  const form = useDrawerForm<ScheduleFormValues>({
    openedFor: open && schedule ? schedule.id : null,
    initial: initial ?? ({} as ScheduleFormValues),
    version: schedule?.version,
    validate: (values) => validateScheduleForm(values, { today, season: !!schedule?.task.season }),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(serviceFieldErrorMessage(field, code)),
  });
  if (!schedule) return null;
  const { values, set, errorOf, fieldId } = form;
  const number = (field: (typeof fields)[number], label: string, description?: string) => (
    <FilteredTextField
      kind="pint"
      id={fieldId(field)}
      label={label}
      description={description}
      inputMode="numeric"
      value={values[field] as string}
      onValueChange={set(field) as (value: string) => void}
      error={errorOf(field)}
      maxLength={7}
    />
  );
  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={t('app.service.scheduleForm.title')}
      description={`${serviceTaskName(schedule.task, locale)} · ${formatPlate(schedule.vehicle.registration)}`}
      failure={t('app.service.scheduleForm.error')}
      errorsTitle={t('app.service.form.errorsTitle')}
      fieldLabel={(field) => t(fieldLabels[field as keyof ScheduleFormValues])}
      saveLabel={t('app.service.scheduleForm.save')}
    >
      {!schedule.task.season && (
        <>
          <FieldRow>
            {number('intervalKm', t('app.service.scheduleForm.intervalKm'))}
            {number('intervalMonths', t('app.service.scheduleForm.intervalMonths'))}
            {number('intervalHours', t('app.service.scheduleForm.intervalHours'))}
          </FieldRow>
          <RadioGroup
            id={fieldId('mode')}
            label={t('app.service.scheduleForm.mode')}
            orientation="horizontal"
            options={scheduleModes.map((mode) => ({ value: mode, label: t(modeLabel(mode)) }))}
            value={values.mode}
            onValueChange={(mode) => set('mode')(mode as ScheduleFormValues['mode'])}
          />
        </>
      )}
      <FieldRow>
        {number('soonKm', t('app.service.scheduleForm.soonKm'))}
        {number('soonDays', t('app.service.scheduleForm.soonDays'))}
      </FieldRow>
      <FieldRow>
        <DateField
          id={fieldId('lastDoneOn')}
          label={t('app.service.scheduleForm.lastDoneOn')}
          value={isoToDate(values.lastDoneOn)}
          max={isoToDate(today) ?? undefined}
          onValueChange={(date) => set('lastDoneOn')(dateToIso(date))}
          error={errorOf('lastDoneOn')}
          required
        />
        {number('lastDoneKm', t('app.service.scheduleForm.lastDoneKm'))}
      </FieldRow>
      <Switch
        label={t('app.service.scheduleForm.paused')}
        checked={values.paused}
        onCheckedChange={set('paused')}
      />
    </FormDrawer>
  );
}
