-- 0022: the rest of the records edited in a form carry a version too (issue 36, item 6; 0021 gave
-- one to vehicles, tasks, obligations and organisations; src/db/versions.ts, docs/threat-model.md).
-- Each write that changes what a record's form shows raises `version` and says who made it; an
-- update names the version it was made from, and a stale one is refused and changes nothing.

ALTER TABLE service_schedules
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE service_plans
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE organisation_contacts
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE agreements
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE expenses
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE depots
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE sharing_pools
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE inspections
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE damages
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- Accounts: a manager's or an admin's user form, and the admins' client form.
ALTER TABLE users
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE clients
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
