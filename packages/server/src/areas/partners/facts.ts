/**
 * A partner's measured facts (docs/partners.md, "Measured facts"): what its service book says of a
 * workshop. One statement per fact, each scoped to the client and the organisation:
 *
 * - days in the workshop: a vehicle's stays in status `in_workshop` (its history: from the change to
 *   it until the next change of status) during which a service entry at this workshop was
 *   performed; their average length in days;
 * - cost per standard task: per catalogue task done there, the average net cost (its lines'
 *   quantity × unit price, whoever covers them) of the entries that did it; entries without lines
 *   have no known cost and are left out;
 * - on time: the workshop visits recorded there (the visit's task has a planned day): the share
 *   whose entry was performed by that day.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database.js';
import { notFound } from '../../work/access.js';
import type { ServiceTaskKind, ServiceTaskNames } from '../service/model.js';
import type { PartnerFacts } from './model.js';

export async function partnerFacts(db: Db, clientId: string, organisationId: string): Promise<PartnerFacts> {
  const [organisation] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM organisations WHERE id = ${organisationId} AND client_id = ${clientId}`,
  );
  if (!organisation) throw notFound('organisation');

  const [days] = await queryRows<{ stays: number; average: string | null }>(
    db,
    sql`WITH moves AS (
        SELECT h.vehicle_id, h.created_at, h.changes -> 'status' ->> 'new' AS status
        FROM vehicle_history h
        WHERE h.client_id = ${clientId} AND h.changes ? 'status'
          AND h.vehicle_id IN (SELECT e.vehicle_id FROM service_entries e
            WHERE e.client_id = ${clientId} AND e.workshop_organisation_id = ${organisationId})
      ), stays AS (
        SELECT vehicle_id, status, created_at AS went_in,
          lead(created_at) OVER (PARTITION BY vehicle_id ORDER BY created_at) AS came_out
        FROM moves
      )
      SELECT count(*)::int AS stays,
        round((avg(extract(epoch FROM s.came_out - s.went_in)) / 86400)::numeric, 1)::text AS average
      FROM stays s
      WHERE s.status = 'in_workshop' AND s.came_out IS NOT NULL
        AND EXISTS (SELECT 1 FROM service_entries e
          WHERE e.vehicle_id = s.vehicle_id AND e.workshop_organisation_id = ${organisationId}
            AND e.performed_on BETWEEN (s.went_in AT TIME ZONE 'Europe/Copenhagen')::date
              AND (s.came_out AT TIME ZONE 'Europe/Copenhagen')::date)`,
  );

  const costs = await queryRows<{
    id: string;
    kind: ServiceTaskKind;
    names: ServiceTaskNames;
    entries: number;
    average_net: string;
  }>(
    db,
    sql`WITH entry_costs AS (
        SELECT e.id, sum(l.quantity * l.unit_price) AS net
        FROM service_entries e JOIN service_entry_lines l ON l.entry_id = e.id
        WHERE e.client_id = ${clientId} AND e.workshop_organisation_id = ${organisationId}
        GROUP BY e.id
      )
      SELECT t.id, t.kind, t.names, count(*)::int AS entries, round(avg(c.net), 2)::text AS average_net
      FROM entry_costs c
      JOIN service_entry_tasks et ON et.entry_id = c.id
      JOIN service_tasks t ON t.id = et.service_task_id
      GROUP BY t.id, t.kind, t.names
      ORDER BY count(*) DESC, t.id
      LIMIT 50`,
  );

  const [onTime] = await queryRows<{ visits: number; on_time: number }>(
    db,
    sql`SELECT count(*)::int AS visits, count(*) FILTER (WHERE d.done_on <= t.due_date)::int AS on_time
      FROM service_visits v
      JOIN tasks t ON t.id = v.task_id AND t.due_date IS NOT NULL
      JOIN LATERAL (SELECT min(e.performed_on) AS done_on FROM service_entries e
        WHERE e.task_id = v.task_id AND e.workshop_organisation_id = ${organisationId}) d ON d.done_on IS NOT NULL
      WHERE v.client_id = ${clientId}`,
  );

  return {
    workshopDays:
      days && days.stays > 0 && days.average !== null
        ? { average: Number(days.average), stays: days.stays }
        : null,
    taskCosts: costs.map((row) => ({
      task: { id: row.id, kind: row.kind, names: row.names },
      entries: row.entries,
      averageNet: Number(row.average_net),
    })),
    onTime:
      onTime && onTime.visits > 0
        ? { visits: onTime.visits, onTime: onTime.on_time, rate: onTime.on_time / onTime.visits }
        : null,
  };
}
