/** The Add Tracker form's values as typed. */
export interface TrackerFormValues {
  vehicleId: string;
  name: string;
  /** Empty: the server makes one. */
  identifier: string;
}

/** What the phone may send as its `id` (the server's osmand.ts `IDENTIFIER_PATTERN`). */
const IDENTIFIER = /^[A-Za-z0-9_.-]{4,64}$/;

/** The form's errors by field (`required`, `invalid`); none when it can be sent. */
export function trackerFormErrors(values: TrackerFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.vehicleId) errors.vehicleId = 'required';
  if (!values.name.trim()) errors.name = 'required';
  const identifier = values.identifier.trim();
  if (identifier && !IDENTIFIER.test(identifier)) errors.identifier = 'invalid';
  return errors;
}
