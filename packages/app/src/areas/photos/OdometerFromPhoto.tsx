import { Button } from '@vognpark/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { OdometerPhotoState } from './useOdometerPhoto';

export interface OdometerFromPhotoProps {
  state: OdometerPhotoState;
  /** The photo chosen (or taken). */
  onFile: (file: File) => void;
  disabled?: boolean;
}

/**
 * Read from Photo beside an odometer field: opens the phone's camera (`capture="environment"`) or,
 * on a computer, the file picker; while the server reads, the button is pending and says so. The
 * km read and a failure are said on the odometer field itself (useOdometerPhoto's
 * `odometerPhotoText`).
 */
export function OdometerFromPhoto({ state, onFile, disabled = false }: OdometerFromPhotoProps) {
  const t = useAppMessages();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Reader>
      <HiddenInput
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('app.photos.odometer.photo')}
        disabled={disabled || state.status === 'reading'}
        onChange={(event) => {
          const [file] = Array.from(event.currentTarget.files ?? []);
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        onClick={() => input.current?.click()}
        disabled={disabled}
        pending={state.status === 'reading'}
        pendingLabel={t('app.photos.odometer.reading')}
      >
        {t('app.photos.odometer.read')}
      </Button>
    </Reader>
  );
}

const Reader = styled.div`
  display: flex;
  align-items: center;
`;

// Visually hidden but in the accessibility tree and reachable by tests and assistive technology.
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
