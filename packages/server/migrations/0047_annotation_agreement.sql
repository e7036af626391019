-- 0047: about 5 % of a batch's photos labelled twice, blind, with the agreement between the two
-- labellers measured (issue 35, docs/annotations.md "Labelled twice"). The second labeller is an
-- admin chosen when the batch is made, never its assignee; which photos they label is decided then
-- (the photos with the lowest SHA-256 of their id). Their shapes are kept apart from the first
-- labelling's (annotation_shapes), so the four-eyes flow and the dataset versions are unchanged.

ALTER TABLE annotation_batches
  ADD COLUMN second_labeller_id uuid REFERENCES users (id),
  ADD CONSTRAINT annotation_batches_second_labeller_check
    CHECK (second_labeller_id IS NULL OR second_labeller_id <> assignee_id);

CREATE TABLE annotation_second_labels (
  batch_id uuid NOT NULL,
  photo_id uuid NOT NULL PRIMARY KEY,
  status text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'submitted')),
  -- The second labeller's shapes (the annotation_shapes rows' fields), replaced on each save.
  shapes jsonb NOT NULL DEFAULT '[]',
  submitted_at timestamptz,
  FOREIGN KEY (batch_id, photo_id) REFERENCES annotation_items (batch_id, photo_id) ON DELETE CASCADE
);
CREATE INDEX annotation_second_labels_batch_idx ON annotation_second_labels (batch_id);
