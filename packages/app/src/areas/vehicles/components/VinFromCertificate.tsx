import { Button } from '@vognpark/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { CameraButton } from '../../../forms/CameraButton';
import { useAppMessages } from '../../../i18n/useAppMessages';
import type { VinFailure } from '../readVin';

/** Where reading a VIN from a registration certificate is. */
export type VinReadState =
  | { status: 'idle' }
  | { status: 'reading' }
  /** Read: the VINs found, the likeliest first (the first went into the field). */
  | { status: 'read'; candidates: readonly string[] }
  | { status: 'failed'; reason: VinFailure };

export interface VinFromCertificateProps {
  state: VinReadState;
  /** The photo chosen (or taken). */
  onFile: (file: File) => void;
  /** Another VIN read chosen instead of the first. */
  onChoose: (vin: string) => void;
  /** The VIN in the field now (the chosen candidate is not offered again). */
  current: string;
  disabled?: boolean;
}

/**
 * Read VIN from Registration Certificate: opens the phone's camera (`capture="environment"`) or,
 * on a computer, the file picker; while the server reads, the button is pending; when it read
 * several VINs, the others are offered as buttons. The note and a failure are shown on the VIN
 * field itself (VehicleForm).
 */
export function VinFromCertificate({
  state,
  onFile,
  onChoose,
  current,
  disabled = false,
}: VinFromCertificateProps) {
  const t = useAppMessages();
  const id = useId();
  const others = state.status === 'read' ? state.candidates.filter((vin) => vin !== current) : [];
  return (
    <Reader>
      <CameraButton
        id={id}
        label={t('app.vehicles.form.readVin')}
        inputLabel={t('app.vehicles.form.readVinPhoto')}
        pending={state.status === 'reading'}
        pendingLabel={t('app.vehicles.form.readingVin')}
        disabled={disabled}
        onFile={onFile}
      />
      {state.status === 'read' && state.candidates.length > 1 && others.length > 0 && (
        <Others role="group" aria-label={t('app.vehicles.form.vinOthers')}>
          <span aria-hidden="true">{t('app.vehicles.form.vinOthers')}</span>
          {others.map((vin) => (
            <Button key={vin} variant="ghost" size="sm" onClick={() => onChoose(vin)}>
              {t('app.vehicles.form.useVin', { vin })}
            </Button>
          ))}
        </Others>
      )}
    </Reader>
  );
}

const Reader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-items: start;
`;

const Others = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
