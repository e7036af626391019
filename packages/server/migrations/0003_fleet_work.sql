-- 0003: compliance obligations, inspections and tasks made workable (issue 15, docs/fleet-work.md).
-- Mirrors src/db/schema.ts. The 0001 tables are carried forward with their rows; states are
-- derived from dates (src/due), never stored, so compliance_items loses its stored status.

-- Compliance obligations ------------------------------------------------------------------------

ALTER TABLE compliance_items
  ADD COLUMN kind text NOT NULL DEFAULT 'custom'
    CHECK (kind IN ('periodic_inspection', 'insurance', 'road_tax', 'leasing_end', 'tachograph', 'custom')),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE compliance_items ALTER COLUMN title SET DEFAULT '';
-- A stored "missing" meant no valid date: the derived state says the same from a null date.
UPDATE compliance_items SET valid_until = NULL WHERE status = 'missing';
ALTER TABLE compliance_items DROP COLUMN status;

-- One obligation of each kind per vehicle (custom ones are told apart by their title).
CREATE UNIQUE INDEX compliance_items_vehicle_kind_idx
  ON compliance_items (vehicle_id, kind) WHERE kind <> 'custom';
-- The list pages by (valid until, missing first; id).
CREATE INDEX compliance_items_client_valid_until_idx
  ON compliance_items (client_id, (coalesce(valid_until, DATE '0001-01-01')), id);
CREATE INDEX compliance_items_vehicle_idx ON compliance_items (vehicle_id);

-- Each renewal: the completion and the new date; the old one is kept here.
CREATE TABLE compliance_renewals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  obligation_id uuid NOT NULL REFERENCES compliance_items (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  completed_on date NOT NULL,
  previous_valid_until date,
  valid_until date NOT NULL,
  note text NOT NULL DEFAULT '',
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX compliance_renewals_obligation_idx ON compliance_renewals (obligation_id, id DESC);

-- Inspections (the fleet's own checks) ----------------------------------------------------------

ALTER TABLE inspections
  ADD COLUMN notes text NOT NULL DEFAULT '',
  ADD COLUMN result text CHECK (result IN ('pass', 'fail')),
  ADD COLUMN inspector text NOT NULL DEFAULT '',
  ADD COLUMN completed_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- 0001 kinds were free text: keep the words in the notes, map them to the kinds.
UPDATE inspections SET notes = kind
  WHERE kind NOT IN ('walk_around', 'safety', 'syn_preparation');
UPDATE inspections SET kind = CASE
    WHEN kind IN ('walk_around', 'safety', 'syn_preparation') THEN kind
    WHEN kind ILIKE '%syn%' THEN 'syn_preparation'
    WHEN kind ILIKE '%sikkerhed%' OR kind ILIKE '%safety%' THEN 'safety'
    ELSE 'walk_around'
  END;
ALTER TABLE inspections
  ADD CONSTRAINT inspections_kind_check CHECK (kind IN ('walk_around', 'safety', 'syn_preparation'));
CREATE INDEX inspections_client_due_id_idx ON inspections (client_id, due_date, id);
CREATE INDEX inspections_vehicle_idx ON inspections (vehicle_id);

-- Tasks (work orders) ---------------------------------------------------------------------------

ALTER TABLE tasks DROP CONSTRAINT tasks_status_check;
ALTER TABLE tasks ADD CONSTRAINT tasks_status_check CHECK (status IN ('open', 'in_progress', 'done'));
ALTER TABLE tasks ALTER COLUMN due_date DROP NOT NULL;
ALTER TABLE tasks
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
  ADD COLUMN source text NOT NULL DEFAULT 'manual'
    CHECK (source IN ('manual', 'inspection_defect', 'compliance', 'driver_report')),
  ADD COLUMN assignee_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN inspection_id uuid REFERENCES inspections (id) ON DELETE SET NULL,
  ADD COLUMN done_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- The list pages by (due date, none last; id).
CREATE INDEX tasks_client_due_id_idx ON tasks (client_id, (coalesce(due_date, DATE '9999-12-31')), id);
CREATE INDEX tasks_assignee_idx ON tasks (assignee_user_id) WHERE assignee_user_id IS NOT NULL;
CREATE INDEX tasks_inspection_idx ON tasks (inspection_id) WHERE inspection_id IS NOT NULL;

-- An inspection's defects; each gets a task (task_id) when the inspection is completed.
CREATE TABLE inspection_defects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  inspection_id uuid NOT NULL REFERENCES inspections (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL,
  severity text NOT NULL CHECK (severity IN ('minor', 'major', 'critical')),
  task_id uuid REFERENCES tasks (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspection_defects_inspection_idx ON inspection_defects (inspection_id, position);

-- Who did what and when to obligations, inspections and tasks. `changes`: field -> {old, new}.
CREATE TABLE work_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (entity IN ('compliance', 'inspection', 'task')),
  entity_id uuid NOT NULL,
  vehicle_id uuid REFERENCES vehicles (id) ON DELETE SET NULL,
  action text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_history_entity_idx ON work_history (entity, entity_id, id DESC);
CREATE INDEX work_history_vehicle_idx ON work_history (vehicle_id, id DESC) WHERE vehicle_id IS NOT NULL;
