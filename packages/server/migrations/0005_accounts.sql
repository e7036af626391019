-- 0005: clients, users and accounts (docs/accounts.md). Clients get their CVR number, contact and
-- an active flag; users an active flag and a one-time password that must be changed at the next
-- sign-in; every admin and account action goes to the audit history.

ALTER TABLE clients ADD COLUMN cvr text CHECK (cvr ~ '^[0-9]{8}$');
ALTER TABLE clients ADD COLUMN contact_email text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN contact_phone text NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE clients ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- A CVR number names one company; clients created before this migration have none.
CREATE UNIQUE INDEX clients_cvr_idx ON clients (cvr) WHERE cvr IS NOT NULL;
CREATE INDEX clients_name_idx ON clients (lower(name), id);

ALTER TABLE users ADD COLUMN active boolean NOT NULL DEFAULT true;
-- Set when an admin or manager creates the user or resets the password: the one-time password
-- must be replaced before anything else is reachable.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
ALTER TABLE users ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX users_client_id_idx ON users (client_id, email);

-- Who did what to a client, a user or an account, and when. `changes`: field -> { old, new };
-- never a password. client_id: the client concerned (null for admins' own accounts).
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  client_id uuid REFERENCES clients (id) ON DELETE CASCADE,
  entity text NOT NULL CHECK (entity IN ('client', 'user', 'account')),
  entity_id uuid NOT NULL,
  action text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_id, id);
CREATE INDEX audit_log_client_idx ON audit_log (client_id, id);
