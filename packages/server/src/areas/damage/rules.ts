/**
 * A damage's life (docs/damage.md): new -> confirmed -> repair task -> repaired, or "no correction
 * needed". The one place that says which action is allowed from which status (the table test in
 * test/damage.test.ts reads it cell by cell).
 */
import type { DamageAction, DamageStatus } from './model.js';

const TRANSITIONS: Record<DamageStatus, Partial<Record<DamageAction, DamageStatus>>> = {
  new: { confirm: 'confirmed', dismiss: 'no_correction' },
  confirmed: { create_repair_task: 'repair_task', mark_repaired: 'repaired', dismiss: 'no_correction' },
  repair_task: { mark_repaired: 'repaired' },
  repaired: {},
  no_correction: { reopen: 'new' },
};

/** The status `action` leads to from `status`, or null when it is not allowed. */
export function nextDamageStatus(status: DamageStatus, action: DamageAction): DamageStatus | null {
  return TRANSITIONS[status][action] ?? null;
}

/** The actions allowed from `status`, in the order a page offers them. */
export function damageActions(status: DamageStatus): DamageAction[] {
  return Object.keys(TRANSITIONS[status]) as DamageAction[];
}
