/**
 * The partners area's values as the app shows them (the server's lists, checked against its
 * types) and the message of each.
 */
import type {
  AgreementKind,
  AgreementState,
  ExpenseCategory,
  ExpensePaidBy,
  OrganisationKind,
  OrganisationStatus,
  PartnerRole,
  VendorRole,
} from '@vognpark/server/areas/partners';
import type { StatusPillTone } from '@vognpark/ui';
import type { AppMessageId } from '../../messages/en';

export const partnerRoles = [
  'workshop',
  'tyre_centre',
  'leasing',
  'insurer',
  'roadside_assistance',
  'glass',
  'body_shop',
  'rental',
  'haulier',
] as const satisfies readonly PartnerRole[];

export const vendorRoles = [
  'fuel_card',
  'parts',
  'tyres',
  'washing',
  'toll_ferry',
  'parking',
  'other',
] as const satisfies readonly VendorRole[];

export const organisationStatuses = [
  'active',
  'preferred',
  'blocked',
  'ended',
] as const satisfies readonly OrganisationStatus[];

export const expenseCategories = [
  'fuel',
  'charging',
  'tyres',
  'parts',
  'wash',
  'toll_ferry',
  'parking',
  'fine',
  'other',
] as const satisfies readonly ExpenseCategory[];

export const expensePaidBy = ['company', 'fuel_card', 'driver'] as const satisfies readonly ExpensePaidBy[];

export const rolesOf = (kind: OrganisationKind) => (kind === 'partner' ? partnerRoles : vendorRoles);

export const roleLabel = (role: PartnerRole | VendorRole) => `app.partners.role.${role}` as AppMessageId;
export const statusLabel = (status: OrganisationStatus) => `app.partners.status.${status}` as AppMessageId;
export const agreementKindLabel = (kind: AgreementKind) =>
  `app.partners.agreement.kind.${kind}` as AppMessageId;
export const agreementStateLabel = (state: AgreementState) =>
  `app.partners.agreement.state.${state}` as AppMessageId;
export const categoryLabel = (category: ExpenseCategory) =>
  `app.expenses.category.${category}` as AppMessageId;

export const paidByLabel = (paidBy: ExpensePaidBy) => `app.expenses.paidBy.${paidBy}` as AppMessageId;

export const statusTone: Record<OrganisationStatus, StatusPillTone> = {
  active: 'success',
  preferred: 'info',
  blocked: 'danger',
  ended: 'neutral',
};

export const agreementTone: Record<AgreementState, StatusPillTone> = {
  upcoming: 'info',
  active: 'success',
  expiring: 'warning',
  expired: 'danger',
};

/** The CVR number's modulus-11 check (the server checks it again): weights 2 7 6 5 4 3 2 1. */
export function isValidCvr(cvr: string): boolean {
  if (!/^[1-9][0-9]{7}$/.test(cvr)) return false;
  const weights = [2, 7, 6, 5, 4, 3, 2, 1];
  return weights.reduce((sum, weight, index) => sum + weight * Number(cvr[index]), 0) % 11 === 0;
}

/** Money in the interface language: "1.234,50 kr." in Danish. */
export const formatMoney = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' }).format(value);
