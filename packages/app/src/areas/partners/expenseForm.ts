/** The manager's expense form: values as typed, the form's own checks, the server's inputs. */
import type { ExpenseCategory, ExpensePaidBy, ExpenseUnit } from '@vognpark/server/areas/partners';
import type { FieldErrors } from '../../data/errors';
import type { AppMessageId } from '../../messages/en';
import { parseAmount } from '../../forms/amount';

export interface ExpenseFormValues {
  /** The vendor's id; '' for none (a fine, a parking meter). */
  vendorId: string;
  /** The vehicle's id; '' for the whole fleet. */
  vehicleId: string;
  /** YYYY-MM-DD */
  spentOn: string;
  category: ExpenseCategory;
  /** The amount excluding VAT, as typed ("1.250,50"). */
  net: string;
  /** The VAT, as typed; '' is none. */
  vat: string;
  /** How much was bought, as typed; '' for none. */
  quantity: string;
  unit: ExpenseUnit;
  odometerKm: string;
  paidBy: ExpensePaidBy;
  description: string;
}

export const expenseFields = [
  'vendorId',
  'vehicleId',
  'spentOn',
  'category',
  'net',
  'vat',
  'quantity',
  'unit',
  'odometerKm',
  'paidBy',
  'description',
] as const;

/** The unit a category is usually counted in: litres of fuel, kWh of charging, pieces else. */
export const defaultUnit = (category: ExpenseCategory): ExpenseUnit =>
  category === 'fuel' ? 'litre' : category === 'charging' ? 'kwh' : 'piece';

export const newExpenseForm = (today: string): ExpenseFormValues => ({
  vendorId: '',
  vehicleId: '',
  spentOn: today,
  category: 'fuel',
  net: '',
  vat: '',
  quantity: '',
  unit: 'litre',
  odometerKm: '',
  paidBy: 'company',
  description: '',
});

/** Danish VAT on an amount excluding it (25 %), to the øre: what the VAT field offers. */
export const danishVat = (net: number) => Math.round(net * 25) / 100;

export function validateExpenseForm(values: ExpenseFormValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.spentOn) errors.spentOn = 'required';
  else if (values.spentOn > today) errors.spentOn = 'in_future';
  const net = parseAmount(values.net);
  if (net === null) errors.net = 'required';
  else if (Number.isNaN(net) || net < 0 || net > 10_000_000) errors.net = 'invalid';
  const vat = parseAmount(values.vat);
  if (vat !== null && (Number.isNaN(vat) || vat < 0)) errors.vat = 'invalid';
  else if (vat !== null && net !== null && !Number.isNaN(net) && vat > danishVat(net))
    errors.vat = 'too_high';
  const quantity = parseAmount(values.quantity);
  if (quantity !== null && (Number.isNaN(quantity) || quantity <= 0 || quantity > 1_000_000))
    errors.quantity = 'invalid';
  const km = values.odometerKm.trim();
  if (km && !/^\d{1,7}$/.test(km)) errors.odometerKm = 'invalid';
  else if (km && !values.vehicleId) errors.odometerKm = 'no_vehicle';
  return errors;
}

export function toExpenseInput(values: ExpenseFormValues) {
  const quantity = parseAmount(values.quantity);
  const km = values.odometerKm.trim();
  return {
    vendorOrganisationId: values.vendorId || null,
    vehicleId: values.vehicleId || null,
    spentOn: values.spentOn,
    category: values.category,
    net: parseAmount(values.net)!,
    vat: parseAmount(values.vat) ?? 0,
    quantity,
    unit: quantity === null ? null : values.unit,
    odometerKm: km ? Number(km) : null,
    paidBy: values.paidBy,
    description: values.description.trim(),
  };
}

/** What the server's checks of an expense need, once the form holds enough to ask (else null). */
export function checksInput(values: ExpenseFormValues) {
  if (!values.vehicleId || !values.spentOn) return null;
  const quantity = parseAmount(values.quantity);
  const km = values.odometerKm.trim();
  return {
    vehicleId: values.vehicleId,
    spentOn: values.spentOn,
    category: values.category,
    description: values.description.trim(),
    quantity: quantity === null || Number.isNaN(quantity) || quantity <= 0 ? null : quantity,
    unit: quantity === null || Number.isNaN(quantity) || quantity <= 0 ? null : values.unit,
    odometerKm: /^\d{1,7}$/.test(km) ? Number(km) : null,
  };
}

const known: Record<string, readonly string[]> = {
  spentOn: ['required', 'in_future'],
  net: ['required', 'invalid'],
  vat: ['invalid', 'too_high'],
  quantity: ['invalid', 'required'],
  odometerKm: ['invalid', 'no_vehicle', 'decreased', 'above_later'],
};

/** The message of a field's error code (the form's own or the server's). */
export function expenseFieldMessage(field: string, code: string): AppMessageId {
  if (known[field]?.includes(code)) return `app.expenses.field.${field}.${code}` as AppMessageId;
  return 'app.expenses.field.invalid';
}
