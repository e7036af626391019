-- 0014: photos (issue 35, docs/photos.md) and the driver's walk-around check on the phone (issue 27
-- item 10). One photo model for inspections, driver reports, check-out/in and damages. The bytes
-- live in the document store (document_blobs, chunked, one quota per client); a photo row keeps
-- what was read from the picture: when and where it was taken (EXIF) and a perceptual hash that
-- finds the same picture used twice.

CREATE TABLE photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- What the photo belongs to. Check-out/in and damages come with their areas.
  owner_kind text NOT NULL CHECK (owner_kind IN ('inspection', 'driver_report', 'check_out', 'check_in',
    'damage')),
  owner_id uuid NOT NULL,
  vehicle_id uuid REFERENCES vehicles (id) ON DELETE CASCADE,
  -- The walk-around item it shows (a failed item's photo also names the defect made of it).
  check_item text CHECK (check_item IS NULL OR check_item ~ '^[a-z_]{1,40}$'),
  defect_id uuid REFERENCES inspection_defects (id) ON DELETE SET NULL,
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  original_blob_id uuid NOT NULL REFERENCES document_blobs (id),
  web_blob_id uuid REFERENCES document_blobs (id),
  thumb_blob_id uuid REFERENCES document_blobs (id),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  -- From the EXIF: when (the camera's clock) and where the picture was taken.
  taken_at timestamptz,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  CHECK ((latitude IS NULL) = (longitude IS NULL)),
  -- dHash of the picture (64 bits); an earlier photo of the client within a few bits is named.
  dhash bigint,
  duplicate_of uuid REFERENCES photos (id) ON DELETE SET NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photos_owner_idx ON photos (client_id, owner_kind, owner_id, created_at);
CREATE INDEX photos_client_hash_idx ON photos (client_id) WHERE dhash IS NOT NULL;

-- The walk-around's checklist as the driver answered it: every item passed or failed; a failed
-- item became a defect (and its task).
CREATE TABLE walk_around_checks (
  inspection_id uuid NOT NULL REFERENCES inspections (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  item text NOT NULL CHECK (item ~ '^[a-z_]{1,40}$'),
  passed boolean NOT NULL,
  defect_id uuid REFERENCES inspection_defects (id) ON DELETE SET NULL,
  PRIMARY KEY (inspection_id, item)
);

-- The odometer a walk-around or a driver's report carried; the reading is also in the odometer
-- chain (odometer_readings), so the vehicle's odometer follows it.
CREATE TABLE reported_odometers (
  owner_kind text NOT NULL CHECK (owner_kind IN ('inspection', 'driver_report')),
  owner_id uuid NOT NULL,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  odometer_km integer NOT NULL CHECK (odometer_km >= 0),
  reading_id bigint REFERENCES odometer_readings (id) ON DELETE SET NULL,
  PRIMARY KEY (owner_kind, owner_id)
);
