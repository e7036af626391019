-- 0021: edits that cannot overwrite each other (issue 36, item 6; docs/threat-model.md). Each
-- editable record carries a version, raised by every write that changes what its form shows, and
-- who made that write. An update names the version it was made from; a stale one is refused with
-- who changed the record and when (src/db/versions.ts), and changes nothing.

ALTER TABLE vehicles
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE tasks
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE compliance_items
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- The partners' organisations (docs/partners.md): their form is edited by several managers too.
ALTER TABLE organisations
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
