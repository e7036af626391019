-- 0006: how often a manager was told that an e-mail belongs to someone they may not see
-- (src/users/emailProbes.ts, docs/threat-model.md). Shared by every server instance, like the
-- sign-in throttle's counters. One row per acting user (`user:<id>`) and per client (`client:<id>`).

CREATE TABLE email_probes (
  subject text PRIMARY KEY,
  hits integer NOT NULL DEFAULT 0 CHECK (hits >= 0),
  -- When the subject's fixed window began; a window that has ended counts from 0 again.
  window_start timestamptz NOT NULL
);
CREATE INDEX email_probes_window_start_idx ON email_probes (window_start);
