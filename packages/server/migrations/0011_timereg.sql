-- 0011: time registration and the kørebog (issue 32, docs/timereg.md). Working days per driver
-- and Copenhagen date with their periods (a correction of an approved day is a new version; the
-- old one stays, no longer current), each driver's working-time agreement, trips joining the
-- odometer chain, day passes for vans on yellow plates, and the mileage-allowance rates per year.

CREATE TABLE timereg_agreements (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  weekly_minutes integer NOT NULL DEFAULT 2220 CHECK (weekly_minutes BETWEEN 0 AND 6000),
  day_start text NOT NULL DEFAULT '07:00' CHECK (day_start ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  day_end text NOT NULL DEFAULT '15:00' CHECK (day_end ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  break_minutes integer NOT NULL DEFAULT 30 CHECK (break_minutes BETWEEN 0 AND 240),
  tachograph boolean NOT NULL DEFAULT false,
  exemption text NOT NULL DEFAULT '' CHECK (length(exemption) <= 500),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX timereg_agreements_client_idx ON timereg_agreements (client_id);

CREATE TABLE working_days (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  work_date date NOT NULL,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  current boolean NOT NULL DEFAULT true,
  mode text NOT NULL CHECK (mode IN ('periods', 'total', 'as_agreed')),
  total_minutes integer CHECK (total_minutes BETWEEN 0 AND 1440),
  deviation_minutes integer NOT NULL DEFAULT 0 CHECK (deviation_minutes BETWEEN -1440 AND 1440),
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'approved')),
  approved_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz,
  replaces_id uuid REFERENCES working_days (id) ON DELETE SET NULL,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX working_days_current_idx ON working_days (user_id, work_date) WHERE current;
CREATE INDEX working_days_client_date_idx ON working_days (client_id, work_date);

CREATE TABLE working_periods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  day_id uuid NOT NULL REFERENCES working_days (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('work', 'driving', 'availability', 'break')),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  vehicle_id uuid REFERENCES vehicles (id) ON DELETE SET NULL,
  task_id uuid REFERENCES tasks (id) ON DELETE SET NULL,
  CHECK (end_at > start_at)
);
CREATE INDEX working_periods_day_idx ON working_periods (day_id, start_at);

CREATE TABLE trips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  driver_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  trip_date date NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  from_place text NOT NULL CHECK (length(from_place) BETWEEN 1 AND 200),
  to_place text NOT NULL CHECK (length(to_place) BETWEEN 1 AND 200),
  purpose text NOT NULL DEFAULT '' CHECK (length(purpose) <= 500),
  kind text NOT NULL CHECK (kind IN ('business', 'private', 'home_work')),
  odometer_start integer NOT NULL CHECK (odometer_start >= 0),
  odometer_end integer NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved')),
  approved_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz,
  start_reading_id bigint REFERENCES odometer_readings (id) ON DELETE SET NULL,
  end_reading_id bigint REFERENCES odometer_readings (id) ON DELETE SET NULL,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (odometer_end >= odometer_start),
  CHECK (end_at >= start_at)
);
CREATE INDEX trips_client_date_idx ON trips (client_id, trip_date, start_at);
CREATE INDEX trips_vehicle_idx ON trips (vehicle_id, start_at);

-- A day of private use of a van on yellow plates (dagsbevis).
CREATE TABLE day_passes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  pass_date date NOT NULL,
  driver_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX day_passes_vehicle_date_idx ON day_passes (vehicle_id, pass_date);

-- SKAT's tax-free mileage allowance (kørselsgodtgørelse): DKK per km up to 20,000 km a year and
-- above. Data, not code: a new year is a row.
CREATE TABLE mileage_rates (
  year integer PRIMARY KEY CHECK (year BETWEEN 2000 AND 2100),
  rate_low numeric NOT NULL CHECK (rate_low >= 0),
  rate_high numeric NOT NULL CHECK (rate_high >= 0),
  threshold_km integer NOT NULL DEFAULT 20000 CHECK (threshold_km > 0)
);
INSERT INTO mileage_rates (year, rate_low, rate_high) VALUES (2024, 3.79, 2.23), (2025, 3.81, 2.23);
