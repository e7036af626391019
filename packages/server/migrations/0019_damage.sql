-- 0019: the damage register (issue 35, docs/damage.md). A damage is a place on a vehicle's
-- diagram with a class, a severity and where it was found (an inspection's defect, a driver's
-- report, or entered by hand); it moves new -> confirmed -> repair task -> repaired, or ends as
-- "no correction needed" (src/areas/damage/rules.ts). Every status change is kept with who and
-- when. Money is whole øre. Its photos are rows of `photos` with owner_kind 'damage'.

CREATE TABLE damages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  zone text NOT NULL CHECK (zone IN ('front', 'rear', 'left', 'right', 'roof', 'interior')),
  class text NOT NULL CHECK (class IN ('scratch', 'dent', 'crack', 'broken_part', 'other')),
  severity text NOT NULL CHECK (severity IN ('minor', 'major', 'critical')),
  source text NOT NULL CHECK (source IN ('inspection_defect', 'driver_report', 'manual')),
  -- The defect or the driver's report (a task) it came from.
  defect_id uuid REFERENCES inspection_defects (id) ON DELETE SET NULL,
  report_task_id uuid REFERENCES tasks (id) ON DELETE SET NULL,
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  found_on date NOT NULL,
  status text NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'confirmed', 'repair_task', 'repaired', 'no_correction')),
  estimate_ore bigint CHECK (estimate_ore >= 0 AND estimate_ore <= 100000000000),
  actual_ore bigint CHECK (actual_ore >= 0 AND actual_ore <= 100000000000),
  -- The task that repairs it (tasks.source 'damage', source_id = this id).
  repair_task_id uuid REFERENCES tasks (id) ON DELETE SET NULL,
  reported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX damages_client_idx ON damages (client_id, found_on DESC, id);
CREATE INDEX damages_vehicle_idx ON damages (vehicle_id, found_on DESC);

-- Who moved a damage from what status to what, and when (the first row is its recording).
CREATE TABLE damage_status_changes (
  id bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  damage_id uuid NOT NULL REFERENCES damages (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  from_status text,
  to_status text NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX damage_status_changes_damage_idx ON damage_status_changes (damage_id, id);

-- A damage's repair task names it (one open repair task per damage: tasks_open_source_idx).
ALTER TABLE tasks DROP CONSTRAINT tasks_source_check;
ALTER TABLE tasks ADD CONSTRAINT tasks_source_check
  CHECK (source IN ('manual', 'inspection_defect', 'compliance', 'driver_report', 'service', 'damage'));
