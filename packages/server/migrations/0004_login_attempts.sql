-- 0004: the sign-in throttle's counters, shared by every server instance (src/auth/throttle.ts).
-- One row per limited subject: an account+address pair, an account, or an address.

CREATE TABLE login_attempts (
  kind text NOT NULL CHECK (kind IN ('pair', 'account', 'address')),
  -- The account (lower-case e-mail or another check's name), the address, or both joined by a line break.
  subject text NOT NULL,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  -- When the fixed window of an account or address ceiling began.
  window_start timestamptz NOT NULL,
  last_failure_at timestamptz NOT NULL,
  PRIMARY KEY (kind, subject)
);
CREATE INDEX login_attempts_last_failure_at_idx ON login_attempts (last_failure_at);
