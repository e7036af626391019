import type { OdometerFit, OdometerRead } from '@vognpark/server/areas/vehicleDetection';

/**
 * What the server answers for a photo of a dashboard whose odometer reads `km` (the stories' read
 * of Read from Photo): one labelled candidate, how it stands to the vehicle's `last` reading.
 */
export function odometerReadOf(
  km: number,
  last: { km: number; readOn: string } | null,
  fit: OdometerFit = 'ok',
): OdometerRead {
  const raw = `ODO ${km} km`;
  return {
    candidates: [
      { km, raw, box: { x: 0.4, y: 0.55, width: 0.2, height: 0.06 }, reason: 'label', fit, fixes: 0 },
    ],
    last,
    lines: [raw],
    readMs: 800,
  };
}
