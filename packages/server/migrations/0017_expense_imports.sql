-- 0017: the partners' imports (issue 30, docs/partners.md "Imports"). One row per confirmed import,
-- written in the transaction that adds its expenses: its id is the key the app sends with the
-- confirmation, so a second confirmation (a double click, a retry) answers the first's result.
-- Each imported expense keeps its import and its line's key (expenses.import_key, unique per
-- client since 0009): the same line imported again changes nothing. A vendor's fuel-card
-- statement columns are remembered for its next file.

CREATE TABLE expense_imports (
  id uuid PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vendor_organisation_id uuid REFERENCES organisations (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('csv', 'xlsx', 'einvoice')),
  file_name text NOT NULL CHECK (length(file_name) <= 200),
  created_count integer NOT NULL CHECK (created_count >= 0),
  duplicate_count integer NOT NULL CHECK (duplicate_count >= 0),
  skipped_count integer NOT NULL CHECK (skipped_count >= 0),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX expense_imports_vendor_idx ON expense_imports (client_id, vendor_organisation_id, created_at DESC);

ALTER TABLE expenses ADD COLUMN import_id uuid REFERENCES expense_imports (id) ON DELETE SET NULL;

-- Which column of the vendor's statement holds which field: { field: header }.
CREATE TABLE vendor_import_mappings (
  organisation_id uuid PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  mapping jsonb NOT NULL,
  updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
