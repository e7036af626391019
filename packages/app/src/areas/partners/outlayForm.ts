/** The driver's outlay form: values as typed, the form's own checks, the server's input. */
import type { OutlayCategory } from '@vognpark/server/areas/partners';
import type { FieldErrors } from '../../data/errors';
import type { AppMessageId } from '../../messages/en';
import { parseAmount } from '../../forms/amount';

export { parseAmount };

/** What a driver may register (the server's OUTLAY_CATEGORIES), in the form's order. */
export const outlayCategories = [
  'fuel',
  'charging',
  'parking',
  'toll_ferry',
  'wash',
  'other',
] as const satisfies readonly OutlayCategory[];

export interface OutlayFormValues {
  vehicleId: string;
  /** YYYY-MM-DD */
  spentOn: string;
  category: OutlayCategory;
  /** What was paid, including VAT, as typed ("412,50"). */
  gross: string;
  /** Litres of fuel or kWh of charging, as typed; only for those two. */
  quantity: string;
  odometerKm: string;
  description: string;
  /** The receipt's photo (at most one is sent). */
  photos: File[];
}

export const outlayFields = [
  'vehicleId',
  'spentOn',
  'category',
  'gross',
  'quantity',
  'odometerKm',
  'description',
] as const;

export const newOutlayForm = (vehicleId: string, today: string): OutlayFormValues => ({
  vehicleId,
  spentOn: today,
  category: 'fuel',
  gross: '',
  quantity: '',
  odometerKm: '',
  description: '',
  photos: [],
});

/** The unit a category's quantity is in; null for those without one. */
export const quantityUnit = (category: OutlayCategory): 'litre' | 'kwh' | null =>
  category === 'fuel' ? 'litre' : category === 'charging' ? 'kwh' : null;

export function validateOutlayForm(values: OutlayFormValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.vehicleId) errors.vehicleId = 'required';
  if (!values.spentOn) errors.spentOn = 'required';
  else if (values.spentOn > today) errors.spentOn = 'in_future';
  const gross = parseAmount(values.gross);
  if (gross === null) errors.gross = 'required';
  else if (Number.isNaN(gross) || gross <= 0 || gross > 100_000) errors.gross = 'invalid';
  if (quantityUnit(values.category) !== null) {
    const quantity = parseAmount(values.quantity);
    if (quantity !== null && (Number.isNaN(quantity) || quantity <= 0 || quantity > 10_000))
      errors.quantity = 'invalid';
  }
  const km = values.odometerKm.trim();
  if (km && !/^\d{1,7}$/.test(km)) errors.odometerKm = 'invalid';
  return errors;
}

export function toOutlayInput(values: OutlayFormValues) {
  const quantity = quantityUnit(values.category) === null ? null : parseAmount(values.quantity);
  const km = values.odometerKm.trim();
  return {
    vehicleId: values.vehicleId,
    spentOn: values.spentOn,
    category: values.category,
    gross: parseAmount(values.gross)!,
    quantity,
    odometerKm: km ? Number(km) : null,
    description: values.description.trim(),
  };
}

const known: Record<string, readonly string[]> = {
  vehicleId: ['required'],
  spentOn: ['required', 'in_future'],
  gross: ['required', 'invalid'],
  quantity: ['invalid', 'not_applicable'],
  odometerKm: ['invalid', 'decreased', 'above_later'],
};

/** The message of a field's error code (the form's own or the server's). */
export function outlayFieldMessage(field: string, code: string): AppMessageId {
  if (known[field]?.includes(code)) return `app.outlays.field.${field}.${code}` as AppMessageId;
  return 'app.outlays.field.invalid';
}
