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

/** Where a damage was found. */
export const DAMAGE_SOURCES = ['inspection_defect', 'driver_report', 'manual'] as const;
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
  createdAt: string;
  updatedAt: string;
  /** Raised by every change (a status move too); `update` takes it as `expectedVersion`. */
  version: number;
}

export interface DamageDetail extends Damage {
  history: DamageStatusChange[];
}

/** The newest damages matching a filter (at most the limit asked for), and how many match. */
export interface DamagePage {
  items: Damage[];
  total: number;
}
