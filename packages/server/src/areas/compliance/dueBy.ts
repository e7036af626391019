/**
 * What another area may ask of compliance: a vehicle's obligations of some kinds that fall due by a
 * day (the service area's workshop visit takes the periodic inspection and the tachograph
 * calibration, docs/service.md "Bundle the visit"). Obligations without a date (missing) are left
 * out: nothing says they fall due by then, and the compliance list shows them.
 */
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { complianceItems } from './schema.js';
import type { ComplianceKind } from './model.js';

export interface ObligationDue {
  id: string;
  kind: ComplianceKind;
  validUntil: string;
}

/** The vehicle's obligations of these kinds valid until `until` at the latest (overdue ones too). */
export async function obligationsDueBy(
  db: Db,
  clientId: string,
  vehicleId: string,
  kinds: readonly ComplianceKind[],
  until: string,
): Promise<ObligationDue[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .select({ id: complianceItems.id, kind: complianceItems.kind, validUntil: complianceItems.validUntil })
    .from(complianceItems)
    .where(
      and(
        eq(complianceItems.clientId, clientId),
        eq(complianceItems.vehicleId, vehicleId),
        inArray(complianceItems.kind, [...kinds]),
        isNotNull(complianceItems.validUntil),
        lte(complianceItems.validUntil, until),
      ),
    )
    .orderBy(asc(complianceItems.validUntil), asc(complianceItems.id));
  return rows.map((row) => ({ id: row.id, kind: row.kind, validUntil: row.validUntil! }));
}
