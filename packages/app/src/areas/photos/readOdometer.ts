/**
 * Sending a photo of a dashboard to POST /api/vehicle-detection/odometer?vehicleId=… (the server's
 * areas/vehicleDetection/http.ts), which reads the odometer and keeps nothing: the picture's bytes
 * as the body, the km found (the likeliest first) and the vehicle's last reading as the answer.
 */
import type { OdometerRead, OdometerReadFailure } from '@vognpark/server/areas/vehicleDetection';

export type OdometerFailure = OdometerReadFailure | 'other';

const KNOWN: readonly OdometerReadFailure[] = [
  'UNSUPPORTED_TYPE',
  'TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'INVALID_FILE',
  'NO_ODOMETER',
  'BUSY',
  'NOT_FOUND',
];

export class OdometerReadFailed extends Error {
  constructor(readonly reason: OdometerFailure) {
    super(reason);
    this.name = 'OdometerReadFailed';
  }
}

/** Why an odometer read failed, whatever was thrown. */
export const odometerFailureOf = (error: unknown): OdometerFailure =>
  error instanceof OdometerReadFailed ? error.reason : 'other';

/** Reads the odometer of `vehicleId` from a dashboard photo; rejects with OdometerReadFailed naming why. */
export async function readOdometerFromPhoto(vehicleId: string, file: Blob): Promise<OdometerRead> {
  let response: Response;
  try {
    response = await fetch(`/api/vehicle-detection/odometer?vehicleId=${encodeURIComponent(vehicleId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new OdometerReadFailed('other');
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (response.status === 200 && body) return body as unknown as OdometerRead;
  const code = KNOWN.find((known) => known === body?.error) ?? 'other';
  throw new OdometerReadFailed(code);
}
