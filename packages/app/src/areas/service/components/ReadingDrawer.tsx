import { Checkbox, DateField } from '@vognpark/ui';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { dateToIso, isoToDate } from '../../compliance/dates';
import { formatPlate } from '../../vehicles/format';
import { FieldRow } from '../../../forms/DrawerParts';
import { OdometerField } from './OdometerField';
import { OdometerFromPhoto } from '../../photos/OdometerFromPhoto';
import { odometerPhotoText, useOdometerPhoto, type ReadOdometer } from '../../photos/useOdometerPhoto';
import { FormDrawer } from '../../../forms/FormDrawer';
import { useDrawerForm } from '../../../forms/useDrawerForm';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { serviceFieldErrorMessage, validateReadingForm, type ReadingFormValues } from '../form';

export interface ReadingDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle; without its odometer (a driver's view) the server checks the chain alone. */
  vehicle: { id: string; registration: string; odometerKm?: number | null } | null;
  today: string;
  onSave: (values: ReadingFormValues) => Promise<unknown>;
  /**
   * Read from Photo beside the odometer: reads the vehicle's odometer from a dashboard photo (the
   * likeliest km first). Left out: no such button.
   */
  readOdometer?: ReadOdometer;
  portalRoot?: HTMLElement | null;
}

const fields = ['readOn', 'odometerKm'] as const;

/**
 * Add an odometer reading to a vehicle's chain (a manager on the vehicle page, a driver on their
 * home): lower than the last is refused on the field unless ticked as a correction.
 */
export function ReadingDrawer({
  open,
  onOpenChange,
  vehicle,
  today,
  onSave,
  readOdometer,
  portalRoot,
}: ReadingDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const initial = useMemo<ReadingFormValues>(
    () => ({ readOn: today, odometerKm: '', correction: false }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, vehicle?.id, open],
  );
  const lastKm = vehicle?.odometerKm ?? null;
  const form = useDrawerForm<ReadingFormValues>({
    openedFor: open && vehicle ? vehicle.id : null,
    initial,
    validate: (form) => validateReadingForm(form, { today, lastKm }),
    save: onSave,
    onSaved: () => onOpenChange(false),
    fields,
    message: (field, code) => t(serviceFieldErrorMessage(field, code)),
  });
  const { values, set, errors, errorOf, fieldId } = form;
  const photo = useOdometerPhoto(readOdometer, (km) => set('odometerKm')(km));
  // A new drawer (or another vehicle's) starts with nothing read.
  const [readFor, setReadFor] = useState(open && vehicle ? vehicle.id : null);
  const openFor = open && vehicle ? vehicle.id : null;
  if (readFor !== openFor) {
    setReadFor(openFor);
    photo.reset();
  }
  const photoText = odometerPhotoText(photo.state, t, locale);
  if (!vehicle) return null;
  return (
    <FormDrawer
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      title={t('app.service.readingForm.title')}
      description={t('app.service.readingForm.description', { plate: formatPlate(vehicle.registration) })}
      failure={t('app.service.readingForm.error')}
      errorsTitle={t('app.service.form.errorsTitle')}
      saveLabel={t('app.service.readingForm.save')}
    >
      <FieldRow>
        <DateField
          id={fieldId('readOn')}
          label={t('app.service.reading.date')}
          value={isoToDate(values.readOn)}
          max={isoToDate(today) ?? undefined}
          onValueChange={(date) => set('readOn')(dateToIso(date))}
          error={errorOf('readOn')}
          required
        />
        <OdometerField
          id={fieldId('odometerKm')}
          value={values.odometerKm}
          onValueChange={(value) => {
            set('odometerKm')(value);
            photo.onTyped();
          }}
          error={errorOf('odometerKm') ?? photoText.error}
          lastKm={lastKm}
          read={photoText.description}
        />
      </FieldRow>
      {photo.onFile && <OdometerFromPhoto state={photo.state} onFile={photo.onFile} />}
      {(errors.odometerKm === 'decreased' || values.correction) && (
        <Checkbox
          label={t('app.service.recordForm.correction')}
          checked={values.correction}
          onCheckedChange={set('correction')}
        />
      )}
    </FormDrawer>
  );
}
