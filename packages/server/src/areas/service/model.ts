/**
 * Service and maintenance (docs/service.md): the values of its enumerated fields and the shapes
 * its procedures answer. No server dependencies: the app imports the types from `@vognpark/server`.
 */
import type { PersonRef } from '../vehicles/model.js';
import type { Page, VehicleRef } from '../../work/model.js';

export const SERVICE_TASK_KINDS = [
  'oil_service',
  'major_service',
  'brakes',
  'summer_tyres',
  'winter_tyres',
  'timing_belt',
  'air_conditioning',
  'adblue',
  'ev_battery_check',
  'custom',
] as const;
export type ServiceTaskKind = (typeof SERVICE_TASK_KINDS)[number];

export const SERVICE_LANGUAGES = ['en', 'da', 'uk', 'de', 'fr'] as const;
/** A catalogue task's name in each language. */
export type ServiceTaskNames = Record<(typeof SERVICE_LANGUAGES)[number], string>;

/** Danish tyre seasons: winter tyres go on in October–November, summer tyres in March–April. */
export const TYRE_SEASONS = ['summer', 'winter'] as const;
export type TyreSeason = (typeof TYRE_SEASONS)[number];

/** "Whichever comes first" (`first`) or "whichever comes later" (`later`). */
export const SCHEDULE_MODES = ['first', 'later'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

export const SERVICE_STATES = ['overdue', 'due_soon', 'in_order', 'paused'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];
/** The states that make a task (and so count, once overdue, in the tasks badge). */
export const SERVICE_ATTENTION_STATES = ['overdue', 'due_soon'] as const;

export const SERVICE_LINE_KINDS = ['labour', 'part', 'other'] as const;
export type ServiceLineKind = (typeof SERVICE_LINE_KINDS)[number];
export const SERVICE_COVERED_BY = ['own', 'leasing', 'warranty'] as const;
export type ServiceCoveredBy = (typeof SERVICE_COVERED_BY)[number];
export const VAT_RATES = [0, 25] as const;

export const ODOMETER_SOURCES = ['register', 'service', 'manual', 'expense', 'trip', 'checkout'] as const;
export type OdometerSource = (typeof ODOMETER_SOURCES)[number];

export interface ServiceTask {
  id: string;
  kind: ServiceTaskKind;
  names: ServiceTaskNames;
  season: TyreSeason | null;
  defaultIntervalKm: number | null;
  defaultIntervalMonths: number | null;
}

/**
 * A list row's catalogue task (`ServiceScheduleItem`): its names are all five, or, when the list
 * was asked in one language (`listSchedules({ language })`, the Due list), that one alone: the name
 * a reader of it sees (its own, else the Danish, else the English), so a page carries one name a
 * row instead of five.
 */
export type ServiceScheduleTask = Pick<ServiceTask, 'id' | 'season'> & { names: Partial<ServiceTaskNames> };

export interface ServiceSchedule {
  id: string;
  vehicle: VehicleRef;
  task: ServiceTask;
  planId: string | null;
  intervalKm: number | null;
  intervalHours: number | null;
  intervalMonths: number | null;
  mode: ScheduleMode;
  soonKm: number;
  soonDays: number;
  soonHours: number;
  lastDoneOn: string;
  lastDoneKm: number;
  lastDoneHours: number | null;
  paused: boolean;
  /** The next due date (months or the season's last day); null without either. */
  dueOn: string | null;
  dueKm: number | null;
  dueHours: number | null;
  /** Derived from the due point, today in Copenhagen and the vehicle's odometer and hours. */
  state: ServiceState;
  /** The vehicle's last odometer reading and engine hours. */
  odometerKm: number;
  engineHours: number | null;
  /** When the due km is expected to be reached (the last 90 days' readings); null without two. */
  forecastOn: string | null;
  /** The open task (source `service`) made for this schedule. */
  openTaskId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every write that changes the schedule; `updateSchedule` takes it as `expectedVersion`. */
  version: number;
}

/**
 * A schedule as the lists show it (`listSchedules`: the Due list, the vehicle's Service tab): what
 * their table shows and its actions need, nothing more (no Date, no last service, no thresholds;
 * docs/service.md "Budgets"). `getSchedule` answers the whole schedule, for the Edit drawer.
 */
export interface ServiceScheduleItem {
  id: string;
  vehicle: { id: string; registration: string };
  task: ServiceScheduleTask;
  intervalKm: number | null;
  intervalHours: number | null;
  intervalMonths: number | null;
  mode: ScheduleMode;
  /** ISO day (`YYYY-MM-DD`) or null, as `ServiceSchedule.dueOn`. */
  dueOn: string | null;
  dueKm: number | null;
  state: ServiceState;
  /** The vehicle's last odometer reading (a service recorded from the row starts from it). */
  odometerKm: number;
  /** ISO day or null, as `ServiceSchedule.forecastOn`. */
  forecastOn: string | null;
  /** The open task (source `service`) made for this schedule; recording from the row completes it. */
  openTaskId: string | null;
}
export type ServiceSchedulePage = Page<ServiceScheduleItem>;

export interface ServicePlanItem {
  task: ServiceTask;
  intervalKm: number | null;
  intervalHours: number | null;
  intervalMonths: number | null;
  mode: ScheduleMode;
}

export interface ServicePlan {
  id: string;
  name: string;
  items: ServicePlanItem[];
  /** Schedules made from this plan. */
  scheduleCount: number;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every edit; `updatePlan` takes it as `expectedVersion`. */
  version: number;
}

/** What applying a plan did. */
export interface PlanApplySummary {
  vehicles: number;
  created: number;
  updated: number;
  unchanged: number;
}

export interface ServiceLine {
  kind: ServiceLineKind;
  description: string;
  quantity: number;
  /** DKK excluding VAT. */
  unitPrice: number;
  vatRate: number;
  coveredBy: ServiceCoveredBy;
  /** DKK, rounded to øre. */
  net: number;
  vat: number;
  gross: number;
}

export interface ServiceEntry {
  id: string;
  vehicle: VehicleRef;
  performedOn: string;
  odometerKm: number;
  engineHours: number | null;
  workshop: { organisationId: string | null; name: string };
  notes: string;
  tasks: ServiceTask[];
  lines: ServiceLine[];
  totals: { net: number; vat: number; gross: number };
  taskId: string | null;
  createdBy: PersonRef | null;
  createdAt: Date;
}
export type ServiceEntryPage = Page<ServiceEntry>;

/** One message of the service book's export (`service.exportEntries`), newest entries first. */
export interface ServiceEntryExportChunk {
  entries: ServiceEntry[];
  /** Entries sent so far, this chunk included. */
  sent: number;
  /** Entries the export sends in all (as counted when it started or resumed). */
  total: number;
  /** True on the last chunk. */
  done: boolean;
}

export interface OdometerReading {
  id: number;
  readOn: string;
  odometerKm: number;
  engineHours: number | null;
  source: OdometerSource;
  correction: boolean;
  serviceEntryId: string | null;
  actor: PersonRef | null;
  createdAt: Date;
}
export interface OdometerReadingPage {
  items: OdometerReading[];
  nextCursor: string | null;
  prevCursor: string | null;
}

/**
 * What a workshop visit covers (docs/service.md "Bundle the visit"): a service schedule, or a
 * compliance obligation of one of these kinds (periodic inspection, i.e. syn; tachograph calibration).
 */
export const VISIT_COMPLIANCE_KINDS = ['periodic_inspection', 'tachograph'] as const;
export type VisitComplianceKind = (typeof VISIT_COMPLIANCE_KINDS)[number];
export const VISIT_ITEM_KINDS = ['service', ...VISIT_COMPLIANCE_KINDS] as const;
export type VisitItemKind = (typeof VISIT_ITEM_KINDS)[number];
/** The visit's window: what falls due within this many days or km (whichever comes first). */
export const VISIT_WINDOW_DAYS = 30;
export const VISIT_WINDOW_KM = 1000;

/** A visit's task title in five languages (stored: the Danish one, as for a schedule's task). */
export const VISIT_TITLE_NAMES: ServiceTaskNames = {
  en: 'Workshop visit',
  da: 'Værkstedsbesøg',
  uk: 'Візит до майстерні',
  de: 'Werkstattbesuch',
  fr: 'Passage au garage',
};

export interface ServiceVisitItem {
  kind: VisitItemKind;
  /** The schedule (kind `service`) or the obligation; null once it was removed. */
  id: string | null;
  /** The catalogue task (kind `service`) and its names; null for an obligation. */
  serviceTaskId: string | null;
  names: ServiceTaskNames | null;
  /** The due date: the schedule's next, or the obligation's valid-until date. */
  dueOn: string | null;
  dueKm: number | null;
  /** When the due km is expected to be reached. */
  forecastOn: string | null;
  /** Past its due date or km (today's odometer). */
  overdue: boolean;
}

/** A planned visit: its task and what it covers, as it was due when planned. */
export interface ServiceVisit {
  id: string;
  taskId: string;
  vehicleId: string;
  createdAt: Date;
  createdBy: PersonRef | null;
  items: ServiceVisitItem[];
}

/** `service.visit`: what a vehicle has due within the window, and its open visit, if planned. */
export interface ServiceVisitProposal {
  vehicle: VehicleRef & { odometerKm: number };
  /** The window's last day (today + 30) and km (odometer + 1,000). */
  untilOn: string;
  untilKm: number;
  items: ServiceVisitItem[];
  /** The visit planned for this vehicle whose task is not done yet. */
  planned: ServiceVisit | null;
}
