-- 0009: partners and vendors (issue 30, docs/partners.md). The organisation record that 0007 made
-- for workshops gets its CVR number, roles (partner and vendor roles on one record), status and
-- contact fields; contacts, agreements (validity, vehicles covered, the compliance obligations
-- they stand behind), expenses (VAT, quantity and unit, an odometer reading in the chain) and the
-- history of every one of these records.

ALTER TABLE organisations
  -- 8 digits; the modulus-11 check is the server's (src/areas/partners/cvr.ts).
  ADD COLUMN cvr text CHECK (cvr ~ '^[0-9]{8}$'),
  -- JSON arrays of role names (src/areas/partners/model.ts); one record may hold both kinds.
  ADD COLUMN partner_roles jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(partner_roles) = 'array'),
  ADD COLUMN vendor_roles jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(vendor_roles) = 'array'),
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'preferred', 'blocked', 'ended')),
  ADD COLUMN address text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN website text NOT NULL DEFAULT '',
  ADD COLUMN notes text NOT NULL DEFAULT '';
-- Every organisation so far was a service workshop.
UPDATE organisations SET partner_roles = '["workshop"]';
CREATE UNIQUE INDEX organisations_client_cvr_idx ON organisations (client_id, cvr) WHERE cvr IS NOT NULL;
-- The lists page by (lower(name), id).
CREATE INDEX organisations_client_name_id_idx ON organisations (client_id, lower(name), id);

CREATE TABLE organisation_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  title text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisation_contacts_organisation_idx ON organisation_contacts (organisation_id, lower(name));

CREATE TABLE agreements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('service', 'leasing', 'insurance', 'roadside_assistance',
    'tyre_hotel', 'price_list')),
  number text NOT NULL DEFAULT '',
  valid_from date NOT NULL,
  -- Null: open-ended.
  valid_until date CHECK (valid_until IS NULL OR valid_until >= valid_from),
  notes text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list pages by (valid until, open-ended last; id).
CREATE INDEX agreements_client_until_idx
  ON agreements (client_id, (coalesce(valid_until, DATE '9999-12-31')), id);
CREATE INDEX agreements_organisation_idx ON agreements (organisation_id);

-- The vehicles an agreement covers.
CREATE TABLE agreement_vehicles (
  agreement_id uuid NOT NULL REFERENCES agreements (id) ON DELETE CASCADE,
  vehicle_id uuid NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  PRIMARY KEY (agreement_id, vehicle_id)
);
CREATE INDEX agreement_vehicles_vehicle_idx ON agreement_vehicles (vehicle_id);

-- A vehicle's leasing-end or insurance obligation points to its agreement; the obligation's
-- "valid until" then follows the agreement's (so an expiring agreement shows in compliance).
CREATE TABLE agreement_obligations (
  obligation_id uuid PRIMARY KEY REFERENCES compliance_items (id) ON DELETE CASCADE,
  agreement_id uuid NOT NULL REFERENCES agreements (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE
);
CREATE INDEX agreement_obligations_agreement_idx ON agreement_obligations (agreement_id);

CREATE TABLE expenses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- Null: fleet-wide.
  vehicle_id uuid REFERENCES vehicles (id) ON DELETE SET NULL,
  vendor_organisation_id uuid REFERENCES organisations (id) ON DELETE SET NULL,
  spent_on date NOT NULL,
  category text NOT NULL CHECK (category IN ('fuel', 'charging', 'tyres', 'parts', 'wash', 'toll_ferry',
    'parking', 'fine', 'other')),
  description text NOT NULL DEFAULT '',
  -- DKK excluding VAT, and the VAT, in øre precision.
  net numeric(12, 2) NOT NULL CHECK (net >= 0),
  vat numeric(12, 2) NOT NULL DEFAULT 0 CHECK (vat >= 0),
  quantity numeric(12, 2) CHECK (quantity > 0),
  unit text CHECK (unit IN ('litre', 'kwh', 'piece')),
  odometer_km integer CHECK (odometer_km >= 0),
  -- Its reading in the odometer chain (source 'expense').
  odometer_reading_id bigint REFERENCES odometer_readings (id) ON DELETE SET NULL,
  source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'csv', 'xlsx', 'einvoice')),
  paid_by text NOT NULL DEFAULT 'company' CHECK (paid_by IN ('company', 'fuel_card', 'driver')),
  -- Imports: a key per line, so the same line twice is refused.
  import_key text,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((quantity IS NULL) = (unit IS NULL))
);
CREATE INDEX expenses_client_date_idx ON expenses (client_id, spent_on DESC, id DESC);
CREATE INDEX expenses_vehicle_date_idx ON expenses (vehicle_id, spent_on) WHERE vehicle_id IS NOT NULL;
CREATE INDEX expenses_vendor_idx ON expenses (vendor_organisation_id, spent_on)
  WHERE vendor_organisation_id IS NOT NULL;
CREATE UNIQUE INDEX expenses_import_key_idx ON expenses (client_id, import_key) WHERE import_key IS NOT NULL;

-- Who did what to the area's records. `changes`: field -> {old, new}.
CREATE TABLE partner_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (entity IN ('organisation', 'contact', 'agreement', 'expense')),
  entity_id uuid NOT NULL,
  action text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}',
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_history_entity_idx ON partner_history (entity, entity_id, id DESC);
