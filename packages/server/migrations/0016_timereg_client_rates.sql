-- Time registration (docs/timereg.md): a client's own mileage-allowance rates for a year, set by
-- its managers on the Rules tab; they take the place of the national row of that year in
-- mileage_rates (which stays shared by every client and is changed only here, by migrations).
CREATE TABLE client_mileage_rates (
  client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  rate_low numeric NOT NULL CHECK (rate_low >= 0 AND rate_low < 100),
  rate_high numeric NOT NULL CHECK (rate_high >= 0 AND rate_high < 100),
  threshold_km integer NOT NULL DEFAULT 20000 CHECK (threshold_km > 0),
  updated_by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, year)
);
