-- 0030: an inspection's comment thread (issue 27, item 2), as a task's (0008): a manager of the
-- client writes, whoever may read the inspection reads, oldest first; each comment is also a line of
-- the inspection's history.
CREATE TABLE inspection_comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  inspection_id uuid NOT NULL REFERENCES inspections (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspection_comments_inspection_idx ON inspection_comments (inspection_id, id);
