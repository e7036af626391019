-- 0007: a task's comment thread (issue 27, docs/fleet-work.md "Task details and comments").
-- Mirrors src/db/schema.ts. Managers of the client and the task's reporting or assigned driver
-- write comments; each one is also recorded in work_history (action `commented`).

CREATE TABLE task_comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  task_id uuid NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  author_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The thread reads oldest first, paged by id.
CREATE INDEX task_comments_task_idx ON task_comments (task_id, id);
