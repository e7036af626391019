-- 0015: vehicle imports (issue 27, docs/vehicles.md "Importing vehicles"). One row per confirmed
-- import, written in the transaction that adds its vehicles: its id is the key the app sends with
-- the confirmation, so a second confirmation of the same import (a double click, a retry after a
-- lost answer) finds it and answers the first one's result instead of adding the vehicles again.

CREATE TABLE vehicle_imports (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  file_name text NOT NULL CHECK (length(file_name) <= 200),
  created_count integer NOT NULL CHECK (created_count >= 0),
  skipped_count integer NOT NULL CHECK (skipped_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_imports_client_idx ON vehicle_imports (client_id);
