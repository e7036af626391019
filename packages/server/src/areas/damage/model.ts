/**
 * The damage register's words (docs/damage.md): where on a vehicle, what kind, how bad, where it
 * was found, its status, and what the procedures answer. Shared by the server and the app.
 */
import type { DefectSeverity } from '../inspections/model.js';
import type { VehicleRef } from '../../work/model.js';

/** The zones of the vehicle diagram. */
export const DAMAGE_ZONES = ['front', 'rear', 'left', 'right', 'roof', 'interior'] as const;
export type DamageZone = (typeof DAMAGE_ZONES)[number];

export const DAMAGE_CLASSES = ['scratch', 'dent', 'crack', 'broken_part', 'other'] as const;
export type DamageClass = (typeof DAMAGE_CLASSES)[number];

/** The inspections' defect severities. */
export const DAMAGE_SEVERITIES = ['minor', 'major', 'critical'] as const satisfies readonly DefectSeverity[];
export type DamageSeverity = (typeof DAMAGE_SEVERITIES)[number];

/** Where a damage was found (`check_in`: a suggested change of a check-in photo, confirmed). */
export const DAMAGE_SOURCES = ['inspection_defect', 'driver_report', 'manual', 'check_in'] as const;
export type DamageSource = (typeof DAMAGE_SOURCES)[number];

export const DAMAGE_STATUSES = ['new', 'confirmed', 'repair_task', 'repaired', 'no_correction'] as const;
export type DamageStatus = (typeof DAMAGE_STATUSES)[number];

/** What a person does to a damage's status (./rules.ts says which are allowed from where). */
export const DAMAGE_ACTIONS = [
  'confirm',
  'create_repair_task',
  'mark_repaired',
  'dismiss',
  'reopen',
] as const;
export type DamageAction = (typeof DAMAGE_ACTIONS)[number];

/** The most a cost may be, in øre (DKK 1,000,000,000). */
export const MAX_DAMAGE_ORE = 100_000_000_000;

export interface DamageStatusChange {
  from: DamageStatus | null;
  to: DamageStatus;
  note: string;
  by: { id: string; name: string } | null;
  at: string;
}

export interface Damage {
  id: string;
  vehicle: VehicleRef;
  zone: DamageZone;
  damageClass: DamageClass;
  severity: DamageSeverity;
  source: DamageSource;
  defectId: string | null;
  reportTaskId: string | null;
  description: string;
  /** ISO date. */
  foundOn: string;
  status: DamageStatus;
  /** Whole øre, or null when not known. */
  estimateOre: number | null;
  actualOre: number | null;
  repairTask: { id: string; status: 'open' | 'in_progress' | 'done' } | null;
  reportedBy: { id: string; name: string } | null;
  photoCount: number;
  /** A damage confirmed from a check-in's suggested change: that photo and the region on it. */
  photo: { id: string; box: PhotoBox } | null;
  createdAt: string;
  updatedAt: string;
  /** Raised by every change (a status move too); `update` takes it as `expectedVersion`. */
  version: number;
}

/**
 * The booking or driver in whose window a damage appeared, from the chain of condition reports
 * (docs/damage.md, "The window"): `comparison` — confirmed from that booking's check-in photos;
 * `last_check_out` — the vehicle's last check-out before the damage was recorded (it was not
 * among the known damages the driver acknowledged then); `assigned_driver` — no booking before
 * it, the vehicle's driver.
 */
export interface DamageWindow {
  basis: 'comparison' | 'last_check_out' | 'assigned_driver';
  booking: { id: string; checkedOutAt: string | null; returnedAt: string | null } | null;
  driver: { id: string; name: string } | null;
}

export interface DamageDetail extends Damage {
  history: DamageStatusChange[];
  /** Where it appeared, when the chain of condition reports tells (null: nothing tells). */
  window: DamageWindow | null;
}

/** The newest damages matching a filter (at most the limit asked for), and how many match. */
export interface DamagePage {
  items: Damage[];
  total: number;
}

/** A region of a picture, as fractions (0..1) of its width and height. */
export interface PhotoBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A suggested change is open until a person confirms it (a damage) or dismisses it. */
export const SUGGESTION_STATUSES = ['open', 'confirmed', 'dismissed'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** A changed region of a check-in photo against the check-out photo of the same angle. */
export interface SuggestedChange extends PhotoBox {
  id: string;
  /** How much it changed, 0..1. */
  score: number;
  status: SuggestionStatus;
  /** The damage it was confirmed as. */
  damageId: string | null;
  decidedBy: { id: string; name: string } | null;
  decidedAt: string | null;
}

/** The angles compared (a check-out's and check-in's guided photos less the odometer). */
export const COMPARED_ANGLES = ['front', 'rear', 'left', 'right', 'interior'] as const;
export type ComparedAngle = (typeof COMPARED_ANGLES)[number];

/** One check-in photo compared with the check-out photo of the same angle of the same booking. */
export interface PhotoComparison {
  id: string;
  vehicle: VehicleRef;
  booking: {
    id: string;
    startsAt: string;
    endsAt: string;
    checkedOutAt: string | null;
    returnedAt: string | null;
    driver: { id: string; name: string } | null;
  };
  angle: ComparedAngle;
  beforePhotoId: string;
  afterPhotoId: string;
  /** False: the two pictures do not show the same view, and nothing is suggested. */
  comparable: boolean;
  similarity: number;
  millis: number;
  changes: SuggestedChange[];
}
