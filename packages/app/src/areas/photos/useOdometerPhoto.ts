/**
 * Read from Photo beside an odometer field: where the read is, and what the field says about it.
 * The form passes the read (the container's `readOdometerFromPhoto` for its vehicle) and how to
 * fill its field; the best candidate goes into the field, which the person may still change, and
 * nothing is saved until the form is.
 */
import type { OdometerFit, OdometerRead } from '@vognpark/server/areas/vehicleDetection';
import { useRef, useState } from 'react';
import type { FormatAppMessage } from '../../i18n/useAppMessages';
import { formatOdometer } from '../vehicles/format';
import { odometerFailureOf, type OdometerFailure } from './readOdometer';

/** Where reading the odometer from a photo is. */
export type OdometerPhotoState =
  | { status: 'idle' }
  | { status: 'reading' }
  /** Read: the km put into the field, how it stands to the last reading, and that reading. */
  | { status: 'read'; km: number; fit: OdometerFit; lastKm: number | null }
  | { status: 'failed'; reason: OdometerFailure };

/** Reads an odometer from a photo (a dashboard's), resolving with what was read. */
export type ReadOdometer = (file: File) => Promise<OdometerRead>;

export interface OdometerPhoto {
  state: OdometerPhotoState;
  /** Sends the photo chosen; undefined when the form has no read. */
  onFile?: (file: File) => void;
  /** The person typed in the field: a failure's message goes. */
  onTyped: () => void;
  /** Back to nothing read (the form closed or saved). */
  reset: () => void;
}

export function useOdometerPhoto(
  read: ReadOdometer | undefined,
  fill: (km: string, file: File) => void,
): OdometerPhoto {
  const [state, setState] = useState<OdometerPhotoState>({ status: 'idle' });
  // Only the latest photo's answer counts.
  const latest = useRef(0);
  const onFile = (file: File) => {
    if (!read) return;
    const mine = (latest.current += 1);
    setState({ status: 'reading' });
    read(file).then(
      (answer) => {
        if (mine !== latest.current) return;
        const best = answer.candidates[0];
        if (!best) return setState({ status: 'failed', reason: 'NO_ODOMETER' });
        fill(String(best.km), file);
        setState({ status: 'read', km: best.km, fit: best.fit, lastKm: answer.last?.km ?? null });
      },
      (error: unknown) => {
        if (mine === latest.current) setState({ status: 'failed', reason: odometerFailureOf(error) });
      },
    );
  };
  return {
    state,
    onFile: read ? onFile : undefined,
    onTyped: () => setState((current) => (current.status === 'failed' ? { status: 'idle' } : current)),
    reset: () => {
      latest.current += 1;
      setState({ status: 'idle' });
    },
  };
}

/** What the odometer field says about a read: under it (`description`) or as its error. */
export function odometerPhotoText(
  state: OdometerPhotoState,
  t: FormatAppMessage,
  locale: string,
): { description?: string; error?: string } {
  if (state.status === 'read') {
    const km = formatOdometer(state.km, locale);
    const off = (state.fit === 'below_last' || state.fit === 'far_above_last') && state.lastKm !== null;
    return {
      description: off
        ? t('app.photos.odometer.readNoteOff', { km, last: formatOdometer(state.lastKm!, locale) })
        : t('app.photos.odometer.readNote', { km }),
    };
  }
  if (state.status === 'failed') return { error: t(`app.photos.odometer.error.${state.reason}`) };
  return {};
}
