-- 0031: vehicle detection (issue 35, docs/vehicle-detection.md): plates read from photos and
-- matched to the client's register. A read is kept per photo (with the picture's SHA-256, so the
-- same bytes are read once); the register is searched exactly, then by trigram similarity
-- (pg_trgm, a contrib extension of PostgreSQL; PGlite loads it on open, src/db/database.ts).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A scan: what a plate-reading upload belongs to (a single photo, or a yard roll-call's batch);
-- its photos are rows of `photos` with owner_kind 'vehicle_scan'.
CREATE TABLE vehicle_scans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('single', 'roll_call')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX vehicle_scans_client_idx ON vehicle_scans (client_id, created_at);

ALTER TABLE photos DROP CONSTRAINT IF EXISTS photos_owner_kind_check;
ALTER TABLE photos ADD CONSTRAINT photos_owner_kind_check CHECK (owner_kind IN ('inspection',
  'driver_report', 'check_out', 'check_in', 'damage', 'vehicle_scan'));

-- What the reader found in a photo: the plates (text, shape, raw read, score, box as fractions of
-- the upright picture), in the order of likelihood. Matching is done when asked (the register
-- changes), not stored.
CREATE TABLE plate_reads (
  photo_id uuid PRIMARY KEY REFERENCES photos (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  plates jsonb NOT NULL,
  read_ms integer NOT NULL CHECK (read_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plate_reads_hash_idx ON plate_reads (client_id, sha256);

-- The register's plates by trigram, for the fuzzy match (`registration % $plate`).
CREATE INDEX vehicles_registration_trgm_idx ON vehicles USING gin (registration gin_trgm_ops);
