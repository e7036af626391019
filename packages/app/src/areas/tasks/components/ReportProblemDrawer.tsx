import { Select, TextArea, TextField } from '@vognpark/ui';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { PhotoPicker } from '../../photos/PhotoPicker';
import { formatPlate } from '../../vehicles/format';
import {
  maxDescriptionLength,
  maxTitleLength,
  taskFieldErrorMessage,
  validateReportForm,
  type ReportFormValues,
} from '../form';

export interface ReportProblemDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The driver's vehicles. */
  vehicles: readonly { id: string; registration: string }[];
  /** The vehicle the report starts with. */
  vehicleId: string;
  /** Sends the report. Resolve on success (the drawer closes); reject on failure (what was typed stays). */
  onSend: (values: ReportFormValues) => Promise<unknown>;
  portalRoot?: HTMLElement | null;
}

const fields = ['vehicleId', 'title', 'description', 'odometerKm'];

/** The driver's short "report a problem" form: which vehicle, what is wrong, details. */
export function ReportProblemDrawer({
  open,
  onOpenChange,
  vehicles,
  vehicleId,
  onSend,
  portalRoot,
}: ReportProblemDrawerProps) {
  const t = useAppMessages();
  const form = useDrawerForm<ReportFormValues>({
    openedFor: open ? vehicleId : null,
    initial: { vehicleId, title: '', description: '', odometerKm: '', photos: [] },
    validate: validateReportForm,
    save: onSend,
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(taskFieldErrorMessage(field, code)),
  });
  const { values, set, errorOf, fieldId, pending } = form;

  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      dirty={values.title !== '' || values.description !== '' || values.photos.length > 0}
      portalRoot={portalRoot}
      title={t('app.driver.form.title')}
      description={t('app.driver.form.description')}
      failure={t('app.driver.failed')}
      saveLabel={t('app.driver.form.send')}
      savePendingLabel={t('app.driver.form.sending')}
    >
      <Select
        id={fieldId('vehicleId')}
        label={t('app.driver.form.vehicle')}
        options={vehicles.map((vehicle) => ({
          value: vehicle.id,
          label: formatPlate(vehicle.registration),
        }))}
        value={values.vehicleId}
        onValueChange={set('vehicleId')}
        error={errorOf('vehicleId')}
        required
      />
      <TextField
        id={fieldId('title')}
        label={t('app.driver.form.problem')}
        description={t('app.driver.form.problemHint')}
        value={values.title}
        onValueChange={set('title')}
        error={errorOf('title')}
        required
        maxLength={maxTitleLength}
      />
      <TextArea
        id={fieldId('description')}
        label={t('app.driver.form.details')}
        value={values.description}
        onValueChange={set('description')}
        error={errorOf('description')}
        maxLength={maxDescriptionLength}
      />
      <TextField
        id={fieldId('odometerKm')}
        label={t('app.photos.odometer')}
        description={t('app.photos.odometerHint')}
        inputMode="numeric"
        autoComplete="off"
        value={values.odometerKm}
        onValueChange={set('odometerKm')}
        error={errorOf('odometerKm')}
      />
      <PhotoPicker
        label={t('app.photos.input')}
        files={values.photos}
        onChange={set('photos')}
        disabled={pending}
      />
    </FormDrawer>
  );
}
