-- 0032: the damage register's before/after comparison, claim and window (issue 35, docs/damage.md).
-- Check-out and check-in photos belong to a booking and name the angle they show; a check-in
-- photo is compared with the check-out photo of the same angle (src/areas/damage/compare.ts) and
-- the changed regions are kept as suggestions until a person confirms one (a damage with that
-- photo and box, found at check-in, in that booking's window) or dismisses it.

ALTER TABLE photos ADD COLUMN angle text
  CHECK (angle IS NULL OR angle IN ('front', 'rear', 'left', 'right', 'interior', 'odometer'));
CREATE INDEX photos_booking_angle_idx ON photos (owner_id, angle) WHERE owner_kind IN ('check_out', 'check_in');

-- One comparison of a check-out photo with the check-in photo of the same angle.
CREATE TABLE photo_comparisons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES sharing_bookings (id) ON DELETE CASCADE,
  angle text NOT NULL,
  before_photo_id uuid NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  after_photo_id uuid NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  -- False: the pictures do not show the same view; nothing is suggested.
  comparable boolean NOT NULL,
  similarity real NOT NULL,
  millis integer NOT NULL CHECK (millis >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (before_photo_id, after_photo_id)
);
CREATE INDEX photo_comparisons_booking_idx ON photo_comparisons (client_id, booking_id);
CREATE INDEX photo_comparisons_vehicle_idx ON photo_comparisons (client_id, vehicle_id, created_at DESC);

-- A changed region of a comparison, as fractions of the check-in picture, until decided.
CREATE TABLE damage_suggestions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  comparison_id uuid NOT NULL REFERENCES photo_comparisons (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  x real NOT NULL CHECK (x >= 0 AND x <= 1),
  y real NOT NULL CHECK (y >= 0 AND y <= 1),
  width real NOT NULL CHECK (width > 0 AND width <= 1),
  height real NOT NULL CHECK (height > 0 AND height <= 1),
  score real NOT NULL CHECK (score >= 0 AND score <= 1),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'confirmed', 'dismissed')),
  damage_id uuid REFERENCES damages (id) ON DELETE SET NULL,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  UNIQUE (comparison_id, position)
);

-- A damage confirmed from a suggestion names the check-in photo and the region on it, and the
-- booking in whose window it appeared.
ALTER TABLE damages
  ADD COLUMN photo_id uuid REFERENCES photos (id) ON DELETE SET NULL,
  ADD COLUMN photo_box jsonb,
  ADD COLUMN booking_id uuid REFERENCES sharing_bookings (id) ON DELETE SET NULL;
ALTER TABLE damages DROP CONSTRAINT damages_source_check;
ALTER TABLE damages ADD CONSTRAINT damages_source_check
  CHECK (source IN ('inspection_defect', 'driver_report', 'manual', 'check_in'));
