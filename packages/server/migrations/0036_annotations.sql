-- 0036: the admin's annotation workbench (issue 35, docs/annotations.md). A client opts in (off by
-- default); an admin makes batches of that client's photos (their stored web copies) and assigns
-- each batch to a staff member (an admin); shapes on a photo are boxes and polygons in fractions
-- of the picture; a photo's set is submitted by one person and approved or sent back by another.

CREATE TABLE annotation_opt_ins (
  client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  opted_in boolean NOT NULL,
  changed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE annotation_batches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  assignee_id uuid NOT NULL REFERENCES users (id),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX annotation_batches_assignee_idx ON annotation_batches (assignee_id, created_at DESC);

-- A photo is in one batch at most.
CREATE TABLE annotation_items (
  batch_id uuid NOT NULL REFERENCES annotation_batches (id) ON DELETE CASCADE,
  photo_id uuid NOT NULL UNIQUE REFERENCES photos (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  status text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'submitted', 'approved', 'returned')),
  submitted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  review_note text NOT NULL DEFAULT '',
  PRIMARY KEY (batch_id, photo_id),
  -- Four eyes: the reviewer is never the person who submitted.
  CHECK (reviewed_by IS NULL OR submitted_by IS NULL OR reviewed_by <> submitted_by)
);

CREATE TABLE annotation_shapes (
  photo_id uuid NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  kind text NOT NULL CHECK (kind IN ('box', 'polygon')),
  points jsonb NOT NULL,
  annotation_class text NOT NULL
    CHECK (annotation_class IN ('scratch', 'dent', 'crack', 'broken_glass', 'missing_part', 'plate')),
  part text NOT NULL CHECK (part IN ('front_bumper', 'rear_bumper', 'bonnet', 'boot', 'roof', 'door', 'fender',
    'side_mirror', 'windscreen', 'window', 'headlight', 'tail_light', 'wheel', 'plate')),
  severity text NOT NULL CHECK (severity IN ('minor', 'major', 'critical')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (photo_id, position)
);
