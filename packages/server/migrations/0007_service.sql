-- 0007: service and maintenance (issue 29, docs/service.md) and the odometer chain. The service
-- task catalogue per client (seeded in five languages, for today's clients and, by a trigger, for
-- every client created later), plans, schedules with their due point, service entries with lines,
-- a minimal organisation record for workshops (the partners area extends it), and one chain of
-- odometer readings per vehicle. Tasks made by a source record (a schedule) remember it, and only
-- one task per source record may be open.

-- A company the client works with; the partners area adds CVR, roles, status, contacts.
CREATE TABLE organisations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX organisations_client_name_idx ON organisations (client_id, lower(name));

-- The catalogue: the standard kinds once per client, custom ones as many as wanted. `names` holds
-- the name in each language ({"en": …, "da": …, "uk": …, "de": …, "fr": …}); a tyre change follows
-- a season instead of intervals.
CREATE TABLE service_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('oil_service', 'major_service', 'brakes', 'summer_tyres',
    'winter_tyres', 'timing_belt', 'air_conditioning', 'adblue', 'ev_battery_check', 'custom')),
  names jsonb NOT NULL,
  season text CHECK (season IN ('summer', 'winter')),
  default_interval_km integer CHECK (default_interval_km > 0),
  default_interval_months integer CHECK (default_interval_months > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX service_tasks_client_kind_idx ON service_tasks (client_id, kind) WHERE kind <> 'custom';

CREATE FUNCTION seed_service_tasks(target uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO service_tasks (client_id, kind, names, season, default_interval_km, default_interval_months)
  SELECT target, kind, names::jsonb, season, km, months FROM (VALUES
    ('oil_service', '{"en":"Oil service","da":"Olieskift","uk":"Заміна мастила","de":"Ölwechsel","fr":"Vidange"}', NULL, 30000, 12),
    ('major_service', '{"en":"Major service","da":"Stor service","uk":"Велике обслуговування","de":"Große Wartung","fr":"Grand entretien"}', NULL, 60000, 24),
    ('brakes', '{"en":"Brakes","da":"Bremser","uk":"Гальма","de":"Bremsen","fr":"Freins"}', NULL, 40000, 24),
    ('summer_tyres', '{"en":"Summer tyres","da":"Sommerdæk","uk":"Літні шини","de":"Sommerreifen","fr":"Pneus été"}', 'summer', NULL, NULL),
    ('winter_tyres', '{"en":"Winter tyres","da":"Vinterdæk","uk":"Зимові шини","de":"Winterreifen","fr":"Pneus hiver"}', 'winter', NULL, NULL),
    ('timing_belt', '{"en":"Timing belt","da":"Tandrem","uk":"Ремінь ГРМ","de":"Zahnriemen","fr":"Courroie de distribution"}', NULL, 120000, 60),
    ('air_conditioning', '{"en":"Air conditioning","da":"Klimaanlæg","uk":"Кондиціонер","de":"Klimaanlage","fr":"Climatisation"}', NULL, NULL, 24),
    ('adblue', '{"en":"AdBlue","da":"AdBlue","uk":"AdBlue","de":"AdBlue","fr":"AdBlue"}', NULL, 15000, NULL),
    ('ev_battery_check', '{"en":"EV battery check","da":"Batteritjek (elbil)","uk":"Перевірка батареї електромобіля","de":"Batterieprüfung (E-Auto)","fr":"Contrôle de la batterie (VE)"}', NULL, NULL, 12)
  ) AS catalogue (kind, names, season, km, months)
  ON CONFLICT (client_id, kind) WHERE kind <> 'custom' DO NOTHING;
$$;

CREATE FUNCTION clients_seed_service_tasks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seed_service_tasks(NEW.id);
  RETURN NEW;
END
$$;
CREATE TRIGGER clients_service_tasks AFTER INSERT ON clients
  FOR EACH ROW EXECUTE FUNCTION clients_seed_service_tasks();
SELECT seed_service_tasks(id) FROM clients;

-- A named set of (task, interval) applied to vehicles.
CREATE TABLE service_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX service_plans_client_name_idx ON service_plans (client_id, lower(name));

CREATE TABLE service_plan_items (
  plan_id uuid NOT NULL REFERENCES service_plans (id) ON DELETE CASCADE,
  service_task_id uuid NOT NULL REFERENCES service_tasks (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position integer NOT NULL,
  interval_km integer CHECK (interval_km > 0),
  interval_hours integer CHECK (interval_hours > 0),
  interval_months integer CHECK (interval_months > 0),
  mode text NOT NULL DEFAULT 'first' CHECK (mode IN ('first', 'later')),
  PRIMARY KEY (plan_id, service_task_id)
);

-- Vehicle x task. The state (overdue, due soon, in order, paused) is derived, never stored; the due
-- point (due_on, soon_on, due_km, due_hours) follows from the interval and the last service and is
-- written by the server with every change of either (src/areas/service/rules.ts, duePoint).
CREATE TABLE service_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  service_task_id uuid NOT NULL REFERENCES service_tasks (id) ON DELETE CASCADE,
  plan_id uuid REFERENCES service_plans (id) ON DELETE SET NULL,
  interval_km integer CHECK (interval_km > 0),
  interval_hours integer CHECK (interval_hours > 0),
  interval_months integer CHECK (interval_months > 0),
  mode text NOT NULL DEFAULT 'first' CHECK (mode IN ('first', 'later')),
  soon_km integer NOT NULL DEFAULT 1000 CHECK (soon_km >= 0),
  soon_days integer NOT NULL DEFAULT 30 CHECK (soon_days >= 0),
  soon_hours integer NOT NULL DEFAULT 25 CHECK (soon_hours >= 0),
  last_done_on date NOT NULL,
  last_done_km integer NOT NULL CHECK (last_done_km >= 0),
  last_done_hours integer CHECK (last_done_hours >= 0),
  paused boolean NOT NULL DEFAULT false,
  due_on date,
  soon_on date,
  due_km integer,
  due_hours integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX service_schedules_vehicle_task_idx ON service_schedules (vehicle_id, service_task_id);
CREATE INDEX service_schedules_client_due_idx
  ON service_schedules (client_id, (coalesce(due_on, DATE '9999-12-31')), id);

-- What was done, where and for how much.
CREATE TABLE service_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  performed_on date NOT NULL,
  odometer_km integer NOT NULL CHECK (odometer_km >= 0),
  engine_hours integer CHECK (engine_hours >= 0),
  workshop_organisation_id uuid REFERENCES organisations (id) ON DELETE SET NULL,
  -- A workshop named freely (or the organisation's name when it was recorded).
  workshop_name text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  -- The task (source 'service') this entry completed.
  task_id uuid REFERENCES tasks (id) ON DELETE SET NULL,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_entries_client_date_idx ON service_entries (client_id, performed_on, id);
CREATE INDEX service_entries_vehicle_idx ON service_entries (vehicle_id, performed_on);

CREATE TABLE service_entry_tasks (
  entry_id uuid NOT NULL REFERENCES service_entries (id) ON DELETE CASCADE,
  service_task_id uuid NOT NULL REFERENCES service_tasks (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  PRIMARY KEY (entry_id, service_task_id)
);

CREATE TABLE service_entry_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES service_entries (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('labour', 'part', 'other')),
  description text NOT NULL DEFAULT '',
  -- Hundredths at most (the procedure refuses more).
  quantity numeric NOT NULL CHECK (quantity > 0 AND quantity = round(quantity, 2)),
  -- DKK excluding VAT.
  unit_price numeric NOT NULL CHECK (unit_price >= 0 AND unit_price = round(unit_price, 2)),
  vat_rate numeric NOT NULL DEFAULT 25 CHECK (vat_rate IN (0, 25)),
  covered_by text NOT NULL DEFAULT 'own' CHECK (covered_by IN ('own', 'leasing', 'warranty'))
);
CREATE INDEX service_entry_lines_entry_idx ON service_entry_lines (entry_id, position);

-- The odometer chain: every reading of a vehicle, whoever made it. A reading lower than the one
-- before it is refused unless it is a correction (src/areas/service/odometer.ts).
ALTER TABLE vehicles ADD COLUMN engine_hours integer CHECK (engine_hours >= 0);
CREATE TABLE odometer_readings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  read_on date NOT NULL,
  odometer_km integer NOT NULL CHECK (odometer_km >= 0),
  engine_hours integer CHECK (engine_hours >= 0),
  source text NOT NULL CHECK (source IN ('register', 'service', 'manual', 'expense', 'trip', 'checkout')),
  correction boolean NOT NULL DEFAULT false,
  service_entry_id uuid REFERENCES service_entries (id) ON DELETE CASCADE,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX odometer_readings_vehicle_idx ON odometer_readings (vehicle_id, read_on, id);
-- Today's odometers start the chains.
INSERT INTO odometer_readings (client_id, vehicle_id, read_on, odometer_km, source)
  SELECT client_id, id, updated_at::date, odometer_km, 'register' FROM vehicles WHERE odometer_km > 0;

-- Tasks made from a source record (a service schedule) name it; one open task per record.
ALTER TABLE tasks DROP CONSTRAINT tasks_source_check;
ALTER TABLE tasks ADD CONSTRAINT tasks_source_check
  CHECK (source IN ('manual', 'inspection_defect', 'compliance', 'driver_report', 'service'));
ALTER TABLE tasks ADD COLUMN source_id uuid;
CREATE UNIQUE INDEX tasks_open_source_idx ON tasks (source, source_id)
  WHERE source_id IS NOT NULL AND status <> 'done';

ALTER TABLE work_history DROP CONSTRAINT work_history_entity_check;
ALTER TABLE work_history ADD CONSTRAINT work_history_entity_check
  CHECK (entity IN ('compliance', 'inspection', 'task', 'service_schedule', 'service_plan', 'service_entry'));
