-- 0013: sharing (issue 33, docs/sharing.md). Pools of pool cars with their booking rules, bookings
-- that can never overlap another active booking of the same vehicle (an exclusion constraint on the
-- vehicle and the half-open range from the start to the end plus the pool's buffer: the database
-- refuses the second of two overlapping bookings, whatever the number of server instances), the
-- check-out and check-in readings, and share links whose token is stored only as its SHA-256.

CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE sharing_pools (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- Who may book: every person of the client, its drivers and managers, or managers only.
  who_may_book text NOT NULL DEFAULT 'everyone' CHECK (who_may_book IN ('everyone', 'managers')),
  max_hours integer NOT NULL DEFAULT 72 CHECK (max_hours BETWEEN 1 AND 744),
  lead_minutes integer NOT NULL DEFAULT 0 CHECK (lead_minutes BETWEEN 0 AND 10080),
  buffer_minutes integer NOT NULL DEFAULT 30 CHECK (buffer_minutes BETWEEN 0 AND 1440),
  -- Approval: null never, 0 always, N for bookings longer than N hours.
  approval_over_hours integer CHECK (approval_over_hours BETWEEN 0 AND 744),
  -- A confirmed booking not checked out this long after its start is cancelled as a no-show (null: never).
  no_show_minutes integer DEFAULT 60 CHECK (no_show_minutes BETWEEN 5 AND 1440),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sharing_pools_client_name_idx ON sharing_pools (client_id, lower(name));

-- A vehicle is in at most one pool.
CREATE TABLE sharing_pool_vehicles (
  vehicle_id uuid PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  pool_id uuid NOT NULL REFERENCES sharing_pools (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE
);
CREATE INDEX sharing_pool_vehicles_pool_idx ON sharing_pool_vehicles (pool_id);

CREATE TABLE sharing_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  pool_id uuid NOT NULL REFERENCES sharing_pools (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  booker_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  driver_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- The end plus the pool's buffer when booked: the range [starts_at, blocked_until) is the vehicle's.
  blocked_until timestamptz NOT NULL,
  purpose text NOT NULL DEFAULT '' CHECK (length(purpose) <= 500),
  status text NOT NULL CHECK (
    status IN ('requested', 'confirmed', 'checked_out', 'returned', 'cancelled', 'rejected', 'no_show')
  ),
  decided_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  cancelled_at timestamptz,
  checked_out_at timestamptz,
  checkout_odometer_km integer CHECK (checkout_odometer_km >= 0),
  -- Fuel or charge level in percent.
  checkout_level integer CHECK (checkout_level BETWEEN 0 AND 100),
  damages_acknowledged boolean NOT NULL DEFAULT false,
  checkout_reading_id bigint REFERENCES odometer_readings (id) ON DELETE SET NULL,
  returned_at timestamptz,
  checkin_odometer_km integer CHECK (checkin_odometer_km >= 0),
  checkin_level integer CHECK (checkin_level BETWEEN 0 AND 100),
  checkin_note text NOT NULL DEFAULT '' CHECK (length(checkin_note) <= 2000),
  checkin_reading_id bigint REFERENCES odometer_readings (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK (blocked_until >= ends_at),
  CHECK (checkin_odometer_km IS NULL OR checkin_odometer_km >= checkout_odometer_km),
  CONSTRAINT sharing_bookings_no_overlap EXCLUDE USING gist (
    vehicle_id WITH =,
    tstzrange(starts_at, blocked_until, '[)') WITH &&
  ) WHERE (status IN ('requested', 'confirmed', 'checked_out'))
);
CREATE INDEX sharing_bookings_client_start_idx ON sharing_bookings (client_id, starts_at);
CREATE INDEX sharing_bookings_driver_idx ON sharing_bookings (driver_user_id, starts_at);
CREATE INDEX sharing_bookings_due_idx ON sharing_bookings (starts_at) WHERE status = 'confirmed';

CREATE TABLE sharing_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('vehicle', 'booking')),
  vehicle_id uuid REFERENCES vehicles (id) ON DELETE CASCADE,
  booking_id uuid REFERENCES sharing_bookings (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  -- SHA-256 of the token, hex: the database never holds a usable link.
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_opened_at timestamptz,
  open_count integer NOT NULL DEFAULT 0 CHECK (open_count >= 0),
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_at > created_at AND expires_at <= created_at + interval '30 days 1 minute'),
  CHECK ((kind = 'vehicle') = (vehicle_id IS NOT NULL)),
  CHECK ((kind = 'booking') = (booking_id IS NOT NULL))
);
CREATE INDEX sharing_links_client_idx ON sharing_links (client_id, created_at);
