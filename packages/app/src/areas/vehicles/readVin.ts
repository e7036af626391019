/**
 * Sending a photo of a registration certificate to POST /api/vehicle-detection/vin (the server's
 * areas/vehicleDetection/http.ts), which reads the VIN and keeps nothing: the picture's bytes as
 * the body, the VINs found (the likeliest first) as the answer.
 */
import type { VinRead, VinReadFailure } from '@vognpark/server/areas/vehicleDetection';

export type VinFailure = VinReadFailure | 'other';

const KNOWN: readonly VinReadFailure[] = [
  'UNSUPPORTED_TYPE',
  'TOO_LARGE',
  'IMAGE_TOO_LARGE',
  'INVALID_FILE',
  'NO_VIN',
  'BUSY',
];

export class VinReadFailed extends Error {
  constructor(readonly reason: VinFailure) {
    super(reason);
    this.name = 'VinReadFailed';
  }
}

/** Why a VIN read failed, whatever was thrown. */
export const vinFailureOf = (error: unknown): VinFailure =>
  error instanceof VinReadFailed ? error.reason : 'other';

/** Reads the VIN from a photo of a registration certificate; rejects with VinReadFailed naming why. */
export async function readVinFromCertificate(file: Blob): Promise<VinRead> {
  let response: Response;
  try {
    response = await fetch('/api/vehicle-detection/vin', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new VinReadFailed('other');
  }
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (response.status === 200 && body) return body as unknown as VinRead;
  const code = KNOWN.find((known) => known === body?.error) ?? 'other';
  throw new VinReadFailed(code);
}
