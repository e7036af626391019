-- 0029: a workshop visit (issue 29, "Bundle the visit"; docs/service.md): what a vehicle has due
-- within 30 days or 1,000 km across its service schedules and its periodic inspection (syn) and
-- tachograph calibration, planned as one visit with one task (tasks.source 'service', source_id =
-- the visit). The items are the visit's, not the task's: they point to schedules and obligations,
-- which the tasks area knows nothing of, and keep what was due when the visit was planned.
CREATE TABLE service_visits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  -- Its task; a visit whose task is deleted goes with it.
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_visits_vehicle_idx ON service_visits (vehicle_id, created_at);
CREATE UNIQUE INDEX service_visits_task_idx ON service_visits (task_id);

CREATE TABLE service_visit_items (
  visit_id uuid NOT NULL REFERENCES service_visits (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- 'service': a schedule; 'periodic_inspection' (syn) and 'tachograph' (calibration): an obligation.
  kind text NOT NULL CHECK (kind IN ('service', 'periodic_inspection', 'tachograph')),
  schedule_id uuid REFERENCES service_schedules (id) ON DELETE SET NULL,
  service_task_id uuid REFERENCES service_tasks (id) ON DELETE SET NULL,
  obligation_id uuid REFERENCES compliance_items (id) ON DELETE SET NULL,
  -- What was due when the visit was planned: the date (a schedule's, an obligation's valid until),
  -- the km and the forecast day the km is reached.
  due_on date,
  due_km integer,
  forecast_on date,
  PRIMARY KEY (visit_id, position)
);
