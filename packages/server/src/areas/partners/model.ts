/**
 * Partners and vendors (docs/partners.md): the values of the area's enumerated fields and the
 * shapes its procedures answer. No server dependencies: the app imports the types from
 * `@vognpark/server`.
 */
import type { ServiceTaskKind, ServiceTaskNames } from '../service/model.js';
import type { PersonRef } from '../vehicles/model.js';
import type { Page, VehicleRef } from '../../work/model.js';

/** Roles that make an organisation a partner (someone the fleet works with under agreements). */
export const PARTNER_ROLES = [
  'workshop',
  'tyre_centre',
  'leasing',
  'insurer',
  'roadside_assistance',
  'glass',
  'body_shop',
  'rental',
  'haulier',
] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** Roles that make an organisation a vendor (someone the fleet pays). */
export const VENDOR_ROLES = [
  'fuel_card',
  'parts',
  'tyres',
  'washing',
  'toll_ferry',
  'parking',
  'other',
] as const;
export type VendorRole = (typeof VENDOR_ROLES)[number];

export const ORGANISATION_STATUSES = ['active', 'preferred', 'blocked', 'ended'] as const;
export type OrganisationStatus = (typeof ORGANISATION_STATUSES)[number];

/** Which list an organisation shows in: partners (a partner role), vendors (a vendor role). */
export const ORGANISATION_KINDS = ['partner', 'vendor'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const AGREEMENT_KINDS = [
  'service',
  'leasing',
  'insurance',
  'roadside_assistance',
  'tyre_hotel',
  'price_list',
] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** Derived from the validity and today in Copenhagen (the soon window is compliance's 30 days). */
export const AGREEMENT_STATES = ['upcoming', 'active', 'expiring', 'expired'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

export const EXPENSE_CATEGORIES = [
  'fuel',
  'charging',
  'tyres',
  'parts',
  'wash',
  'toll_ferry',
  'parking',
  'fine',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_UNITS = ['litre', 'kwh', 'piece'] as const;
export type ExpenseUnit = (typeof EXPENSE_UNITS)[number];

export const EXPENSE_SOURCES = ['manual', 'csv', 'xlsx', 'einvoice'] as const;
export type ExpenseSource = (typeof EXPENSE_SOURCES)[number];

export const EXPENSE_PAID_BY = ['company', 'fuel_card', 'driver'] as const;
export type ExpensePaidBy = (typeof EXPENSE_PAID_BY)[number];

/**
 * What a driver registers as an outlay on their phone (docs/partners.md, "Driver's outlays"): an
 * expense they paid themselves, to be reimbursed.
 */
export const OUTLAY_CATEGORIES = [
  'fuel',
  'charging',
  'parking',
  'toll_ferry',
  'wash',
  'other',
] as const satisfies readonly ExpenseCategory[];
export type OutlayCategory = (typeof OUTLAY_CATEGORIES)[number];

/** How many of their latest outlays a driver sees on their home. */
export const OUTLAY_LIST_LIMIT = 5;

export const PARTNER_ENTITIES = ['organisation', 'contact', 'agreement', 'expense'] as const;
export type PartnerEntity = (typeof PARTNER_ENTITIES)[number];

export interface Organisation {
  id: string;
  name: string;
  /** 8 digits passing the modulus-11 check; null when not known. */
  cvr: string | null;
  partnerRoles: PartnerRole[];
  vendorRoles: VendorRole[];
  status: OrganisationStatus;
  address: string;
  phone: string;
  email: string;
  website: string;
  notes: string;
  /** Its place in degrees (picked on the map), both or neither; null when not known. */
  lat: number | null;
  lon: number | null;
  /** Agreements valid today or later. */
  activeAgreements: number;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every edit; `updateOrganisation` takes it as `expectedVersion`. */
  version: number;
}
export type OrganisationPage = Page<Organisation>;

export interface OrganisationRef {
  id: string;
  name: string;
}

export interface Contact {
  id: string;
  organisationId: string;
  name: string;
  title: string;
  phone: string;
  email: string;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every edit; `updateContact` takes it as `expectedVersion`. */
  version: number;
}

export interface Agreement {
  id: string;
  organisation: OrganisationRef;
  kind: AgreementKind;
  number: string;
  validFrom: string;
  validUntil: string | null;
  state: AgreementState;
  notes: string;
  vehicles: VehicleRef[];
  /** The compliance obligations (leasing end, insurance) whose date follows this agreement. */
  obligationIds: string[];
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every edit; `updateAgreement` takes it as `expectedVersion`. */
  version: number;
}
export type AgreementPage = Page<Agreement>;

export interface Expense {
  id: string;
  vehicle: VehicleRef | null;
  vendor: OrganisationRef | null;
  spentOn: string;
  category: ExpenseCategory;
  description: string;
  /** DKK excluding VAT. */
  net: number;
  vat: number;
  gross: number;
  quantity: number | null;
  unit: ExpenseUnit | null;
  odometerKm: number | null;
  source: ExpenseSource;
  paidBy: ExpensePaidBy;
  /**
   * The driver who paid it, to be reimbursed: who registered it when it is paid by the driver and
   * they are a driver (their outlay). Null otherwise (a manager's entry paid by a driver names none).
   */
  paidByDriver: PersonRef | null;
  /** What is worth a second look (shown as warnings, never refused). */
  checks: ExpenseCheck[];
  createdBy: PersonRef | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every edit; `updateExpense` takes it as `expectedVersion`. */
  version: number;
}
export type ExpensePage = Page<Expense>;

/** A driver's outlay as their home lists it. */
export interface Outlay {
  id: string;
  vehicle: VehicleRef;
  spentOn: string;
  category: ExpenseCategory;
  /** DKK including VAT (what the driver paid). */
  gross: number;
  quantity: number | null;
  unit: ExpenseUnit | null;
  odometerKm: number | null;
  description: string;
  /** The receipts attached (documents of the expense). */
  receipts: number;
  createdAt: Date;
}

/** A month's spend in one category (DKK, excluding VAT). */
export interface CostCell {
  /** "2026-03" */
  month: string;
  category: ExpenseCategory;
  net: number;
  vat: number;
}

/** What a vehicle (or the fleet) cost in a period. */
export interface CostSummary {
  /** Per month and category, months ascending. */
  cells: CostCell[];
  /** Per category over the period. */
  byCategory: { category: ExpenseCategory; net: number }[];
  net: number;
  vat: number;
  /** Km driven in the period from the odometer chain; null without two readings. */
  km: number | null;
  /** DKK excluding VAT per km; null without km. */
  perKm: number | null;
}

/** One vehicle's line in the fleet's cost table. */
export interface VehicleCost {
  vehicle: VehicleRef;
  net: number;
  km: number | null;
  perKm: number | null;
}

/** What a workshop's service book says of it (./facts.ts); null or empty: not enough data. */
export interface PartnerFacts {
  /** The average length in days of the stays in the workshop during which it did a service. */
  workshopDays: { average: number; stays: number } | null;
  /** Per catalogue task done there, most done first: the average net cost (DKK) of its entries. */
  taskCosts: {
    task: { id: string; kind: ServiceTaskKind; names: ServiceTaskNames };
    entries: number;
    averageNet: number;
  }[];
  /** The workshop visits recorded there: how many were finished by their planned day. */
  onTime: { visits: number; onTime: number; rate: number } | null;
}

export interface PartnerHistoryEntry {
  id: number;
  entity: PartnerEntity;
  entityId: string;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }>;
  actor: PersonRef | null;
  createdAt: Date;
}
export interface PartnerHistoryPage {
  items: PartnerHistoryEntry[];
  nextCursor: string | null;
}

/** How an expense came in (docs/partners.md, "Imports"). */
export const EXPENSE_IMPORT_KINDS = ['csv', 'xlsx', 'einvoice'] as const;
export type ExpenseImportKind = (typeof EXPENSE_IMPORT_KINDS)[number];

/** What a fuel-card statement's columns may hold, in the preview's order. */
export const FUEL_FIELDS = [
  'date',
  'registration',
  'product',
  'quantity',
  'net',
  'vat',
  'gross',
  'odometerKm',
  'receipt',
  'station',
] as const;
export type FuelField = (typeof FUEL_FIELDS)[number];

/** Which header holds which field (a header's text, as the file writes it). */
export type FuelMapping = Partial<Record<FuelField, string>>;

/** Why a whole file is refused (the answer's `error`). */
export const EXPENSE_IMPORT_FILE_ERRORS = [
  'empty',
  'too_large',
  'too_many_rows',
  'too_many_columns',
  'unsupported_type',
  'invalid_file',
  'unsafe_file',
  'missing_columns',
  'not_vendor',
  'unknown_vendor',
  'not_suggested',
] as const;
export type ExpenseImportFileError = (typeof EXPENSE_IMPORT_FILE_ERRORS)[number];

/** A row's field error code (the app words each in the person's language). */
export type FuelRowError =
  | 'required'
  | 'formula'
  | 'invalid_format'
  | 'invalid_type'
  | 'in_future'
  | 'out_of_range'
  | 'unknown_vehicle'
  | 'too_high'
  | 'decreased'
  | 'above_later'
  | 'duplicate_in_file';

/**
 * What is worth a second look on an expense, without refusing it (./checks.ts): fuel that does not
 * fit the vehicle (diesel for an electric car), a receipt dated while another person had the
 * vehicle booked, more litres than its tank holds or more kWh than its battery, an odometer lower
 * than the chain's last reading before its day (a correction let through).
 */
export const EXPENSE_CHECKS = [
  'wrong_fuel',
  'booked_by_other',
  'above_tank',
  'above_battery',
  'odometer_decreased',
] as const;
export type ExpenseCheck = (typeof EXPENSE_CHECKS)[number];

/** A row of the preview: new, imported before (the same line: changes nothing), or not taken. */
export type FuelRowState = 'new' | 'already_imported' | 'invalid';

export interface FuelPreviewRow {
  /** Its line in the file (the header is line 1). */
  row: number;
  state: FuelRowState;
  /** The fields as read (normalised when valid: ISO dates, plates, numbers with a dot). */
  values: Partial<Record<FuelField, string>>;
  errors: Partial<Record<FuelField, FuelRowError>>;
  checks: ExpenseCheck[];
  vehicle: VehicleRef | null;
  category: 'fuel' | 'charging';
}

export interface FuelPreview {
  fileName: string;
  kind: 'csv' | 'xlsx';
  vendor: OrganisationRef;
  /** The file's headers, and which field each column was read as. */
  headers: string[];
  mapping: FuelMapping;
  /** Whether the mapping came from the vendor's last import (else from the headers' words). */
  mappingSaved: boolean;
  /** The rows, at most FUEL_PREVIEW_ROWS of them (those with errors first). */
  rows: FuelPreviewRow[];
  rowCount: number;
  newCount: number;
  alreadyImportedCount: number;
  errorCount: number;
  /** The new rows' sum, DKK excluding VAT, and their VAT. */
  net: number;
  vat: number;
}

/** The most rows a preview answers (the counts cover them all). */
export const FUEL_PREVIEW_ROWS = 500;

export interface ExpenseImportResult {
  importId: string;
  created: number;
  alreadyImported: number;
  skipped: number;
}

export interface ExpenseImportRefusal {
  error: ExpenseImportFileError | 'UNAUTHORIZED' | 'FORBIDDEN' | 'BAD_REQUEST' | 'CONFLICT' | 'NOT_FOUND';
  /** `missing_columns`: the fields without a column, and the file's headers to choose from. */
  fields?: FuelField[];
  headers?: string[];
}

export interface ExpenseImportSummary {
  id: string;
  kind: ExpenseImportKind;
  fileName: string;
  created: number;
  duplicates: number;
  skipped: number;
  createdAt: Date;
}

/** An e-invoice line in the preview, with the vehicles its text names. */
export interface EinvoicePreviewLine {
  id: string;
  text: string;
  quantity: number | null;
  /** DKK excluding VAT; negative on a credit note (and its VAT). */
  net: number;
  vatPercent: number;
  vat: number;
  category: ExpenseCategory;
  state: 'new' | 'already_imported';
  /**
   * The client's vehicles whose plates the line names. One becomes the expense's vehicle: the only
   * one, or the one chosen at the confirmation (a line naming several goes on the fleet else).
   */
  suggestions: VehicleRef[];
}

export interface EinvoicePreview {
  fileName: string;
  format: 'oioubl' | 'peppol';
  /** A credit note's lines give money back: their amounts and VAT are negative. */
  kind: 'invoice' | 'credit_note';
  number: string;
  issueDate: string;
  currency: string;
  supplier: { name: string; cvr: string | null };
  /** The vendor with the supplier's CVR number; null: none yet (the import is refused). */
  vendor: OrganisationRef | null;
  lines: EinvoicePreviewLine[];
  net: number;
  vat: number;
  newCount: number;
  alreadyImportedCount: number;
}
