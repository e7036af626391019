import { useIntl } from 'react-intl';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { FilteredTextField } from '../../vehicles/components/FilteredTextField';
import { formatOdometer } from '../../vehicles/format';

export interface OdometerFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** The vehicle's last reading, said under the label; null when it has none. */
  lastKm: number | null;
  /** Where the value came from when it was read from a photo ("Read from the photo: …"), said after the last reading. */
  read?: string;
}

/** A reading's odometer in whole km, with the vehicle's last reading beside it (entry and reading). */
export function OdometerField({ id, value, onValueChange, error, lastKm, read }: OdometerFieldProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  return (
    <FilteredTextField
      kind="pint"
      id={id}
      label={t('app.service.recordForm.odometer')}
      description={
        [
          lastKm === null
            ? null
            : t('app.service.recordForm.odometerHint', { km: formatOdometer(lastKm, locale) }),
          read,
        ]
          .filter(Boolean)
          .join(' · ') || undefined
      }
      inputMode="numeric"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
      maxLength={7}
    />
  );
}
