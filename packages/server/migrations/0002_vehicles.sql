-- 0002: the vehicle register (issue 14, docs/vehicles.md). Mirrors src/db/schema.ts.
-- The new columns have defaults so that rows written by 0001-era code stay valid.

ALTER TABLE vehicles
  ADD COLUMN vin text CHECK (vin IS NULL OR vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  ADD COLUMN type text NOT NULL DEFAULT 'car'
    CHECK (type IN ('car', 'van', 'truck', 'trailer', 'bus', 'other')),
  ADD COLUMN fuel text NOT NULL DEFAULT 'diesel'
    CHECK (fuel IN ('petrol', 'diesel', 'electric', 'hybrid', 'other')),
  ADD COLUMN status text NOT NULL DEFAULT 'active'
    CHECK (status IN ('active', 'in_workshop', 'out_of_service', 'sold')),
  ADD COLUMN driver_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN odometer_km integer NOT NULL DEFAULT 0 CHECK (odometer_km >= 0),
  ADD COLUMN first_registration_date date,
  ADD COLUMN notes text NOT NULL DEFAULT '',
  -- The soonest date something is due for the vehicle (compliance, inspections); kept by their
  -- writers, null = nothing due. Stored so that "sort by next due" can page by keyset.
  ADD COLUMN next_due_date date,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Plates are stored upper-case without spaces ("AB 12 345" -> "AB12345").
UPDATE vehicles SET registration = upper(regexp_replace(registration, '[^[:alnum:]]', '', 'g'));

-- A plate is unique among a client's vehicles that are not sold.
CREATE UNIQUE INDEX vehicles_client_registration_unsold_idx
  ON vehicles (client_id, registration) WHERE status <> 'sold';

-- One index per sort of the register, each ending in the id tiebreaker, so that a keyset page
-- ((sort key, id) > (cursor)) is an index range scan in either direction.
CREATE INDEX vehicles_client_registration_idx ON vehicles (client_id, registration, id);
CREATE INDEX vehicles_client_make_model_idx ON vehicles (client_id, make, model, id);
CREATE INDEX vehicles_client_year_idx ON vehicles (client_id, (coalesce(year, 0)), id);
CREATE INDEX vehicles_client_status_idx ON vehicles (client_id, status, id);
CREATE INDEX vehicles_client_odometer_idx ON vehicles (client_id, odometer_km, id);
CREATE INDEX vehicles_client_next_due_idx
  ON vehicles (client_id, (coalesce(next_due_date, DATE '9999-12-31')), id);
CREATE INDEX vehicles_driver_user_id_idx ON vehicles (driver_user_id) WHERE driver_user_id IS NOT NULL;

-- Who changed what and when, per vehicle. `changes` maps a field to {"old": ..., "new": ...}.
CREATE TABLE vehicle_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL CHECK (action IN ('created', 'updated', 'status_changed', 'archived')),
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- A vehicle's history pages newest first by id (the identity is the insertion order).
CREATE INDEX vehicle_history_vehicle_idx ON vehicle_history (vehicle_id, id DESC);
