-- 0012: the map (issue 34, docs/map.md). Depots per client as circular geofences; every position
-- of a vehicle with its provenance (when, where, how exact, moving how, from which source), kept
-- for a retention period; the last known position per vehicle in a row of its own so that the map
-- reads one row per vehicle; and live trackers (phones running Traccar Client, OsmAnd protocol),
-- each bound to one vehicle with a secret of its own that a manager creates and revokes.

CREATE TABLE depots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
  radius_m integer NOT NULL CHECK (radius_m BETWEEN 20 AND 20000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX depots_client_name_idx ON depots (client_id, lower(name));

-- The secret is stored as its SHA-256 (hex); the person who made it saw it once.
CREATE TABLE tracker_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  identifier text NOT NULL UNIQUE CHECK (identifier ~ '^[A-Za-z0-9_.-]{4,64}$'),
  secret_hash text NOT NULL UNIQUE CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  -- The newest position accepted from it: anything not newer is a replay.
  last_recorded_at timestamptz,
  last_seen_at timestamptz,
  accepted integer NOT NULL DEFAULT 0,
  refused_bad integer NOT NULL DEFAULT 0,
  refused_replayed integer NOT NULL DEFAULT 0,
  refused_rate integer NOT NULL DEFAULT 0
);
CREATE INDEX tracker_devices_client_idx ON tracker_devices (client_id, created_at);
CREATE INDEX tracker_devices_vehicle_idx ON tracker_devices (vehicle_id);

CREATE TABLE vehicle_positions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  -- When the position was taken (the device's clock, checked on arrival) and when it arrived.
  recorded_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lon double precision NOT NULL CHECK (lon BETWEEN -180 AND 180),
  accuracy_m real CHECK (accuracy_m >= 0),
  speed_kmh real CHECK (speed_kmh >= 0),
  heading_deg real CHECK (heading_deg >= 0 AND heading_deg < 360),
  altitude_m real,
  battery_pct real CHECK (battery_pct BETWEEN 0 AND 100),
  source text NOT NULL CHECK (source IN ('depot', 'check_out', 'check_in', 'photo', 'roll_call', 'tracker')),
  device_id uuid REFERENCES tracker_devices (id) ON DELETE SET NULL
);
CREATE INDEX vehicle_positions_vehicle_time_idx ON vehicle_positions (vehicle_id, recorded_at DESC);
-- Retention deletes by age.
CREATE INDEX vehicle_positions_received_idx ON vehicle_positions (received_at);
-- One position per device and instant: a replay cannot be stored twice, even by two instances.
CREATE UNIQUE INDEX vehicle_positions_device_time_idx ON vehicle_positions (device_id, recorded_at)
  WHERE device_id IS NOT NULL;

-- The last known position of each vehicle (newest recorded_at wins), and the depot it is inside.
CREATE TABLE vehicle_last_positions (
  vehicle_id uuid PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  recorded_at timestamptz NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  accuracy_m real,
  speed_kmh real,
  heading_deg real,
  source text NOT NULL,
  depot_id uuid REFERENCES depots (id) ON DELETE SET NULL
);
CREATE INDEX vehicle_last_positions_client_idx ON vehicle_last_positions (client_id);
