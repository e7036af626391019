/**
 * Compliance obligations (docs/fleet-work.md): the values of their enumerated fields and the shapes
 * its procedures answer. No server dependencies: the app imports the types from `@vognpark/server`.
 */
import type { PersonRef } from '../vehicles/model.js';
import type { Page, VehicleRef } from '../../work/model.js';
import type { ComplianceState } from './due.js';

export type { ComplianceState };

export const COMPLIANCE_KINDS = [
  'periodic_inspection',
  'insurance',
  'road_tax',
  'leasing_end',
  'tachograph',
  'custom',
] as const;
export type ComplianceKind = (typeof COMPLIANCE_KINDS)[number];

export interface Obligation {
  id: string;
  clientId: string;
  clientName: string;
  vehicle: VehicleRef | null;
  kind: ComplianceKind;
  /** The custom kind's name; "" for other kinds unless one was given. */
  title: string;
  /** ISO date; null = missing. */
  validUntil: string | null;
  /** Derived from `validUntil` and today in Copenhagen. */
  state: ComplianceState;
  createdAt: Date;
  updatedAt: Date;
  /** Raised by every change to what the edit form shows; `update` takes it as `expectedVersion`. */
  version: number;
}
export type ObligationPage = Page<Obligation>;

export interface Renewal {
  id: number;
  /** The day the renewal was done. */
  completedOn: string;
  previousValidUntil: string | null;
  validUntil: string;
  note: string;
  actor: PersonRef | null;
  createdAt: Date;
}
export interface RenewalPage {
  items: Renewal[];
  nextCursor: string | null;
  prevCursor: string | null;
}
