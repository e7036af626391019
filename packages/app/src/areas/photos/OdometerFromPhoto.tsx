import styled from 'styled-components';
import { CameraButton } from '../../forms/CameraButton';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { OdometerPhotoState } from './useOdometerPhoto';

export interface OdometerFromPhotoProps {
  state: OdometerPhotoState;
  /** The photo chosen (or taken). */
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The button's name where a form has two odometers (default "Read from Photo"). */
  label?: string;
  /** The photo input's name (default "Photo of the odometer"). */
  inputLabel?: string;
}

/**
 * Read from Photo beside an odometer field: opens the phone's camera (`capture="environment"`) or,
 * on a computer, the file picker; while the server reads, the button is pending and says so. The
 * km read and a failure are said on the odometer field itself (useOdometerPhoto's
 * `odometerPhotoText`).
 */
export function OdometerFromPhoto({
  state,
  onFile,
  disabled = false,
  label,
  inputLabel,
}: OdometerFromPhotoProps) {
  const t = useAppMessages();
  return (
    <Reader>
      <CameraButton
        label={label ?? t('app.photos.odometer.read')}
        inputLabel={inputLabel ?? t('app.photos.odometer.photo')}
        pending={state.status === 'reading'}
        pendingLabel={t('app.photos.odometer.reading')}
        disabled={disabled}
        onFile={onFile}
      />
    </Reader>
  );
}

const Reader = styled.div`
  display: flex;
  align-items: center;
`;
