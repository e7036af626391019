-- 0025: documents and the time registration's client rates and agreements carry a version too
-- (issue 36, item 6; 0021 and 0022 gave one to the other records edited in a form; src/db/versions.ts,
-- docs/threat-model.md). A write that changes what the record's form shows raises `version` and says
-- who made it; an update names the version it was made from, and a stale one is refused and changes
-- nothing. A document's `version` counts edits of its fields, not its uploaded file versions.

ALTER TABLE documents
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- client_mileage_rates has had updated_by_user_id since 0016.
ALTER TABLE client_mileage_rates
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

ALTER TABLE timereg_agreements
  ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  ADD COLUMN updated_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
