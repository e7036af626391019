-- 0040: frozen dataset versions of the annotation workbench (issue 35, docs/annotations.md). An
-- admin freezes the approved (reviewed) photos of opted-in clients into a numbered version; each
-- photo's shapes are copied into the version, and the photo is put in train, validation or test by
-- a stable hash of its vehicle (so a vehicle's photos are in one split). Nothing in a version is
-- ever updated: a later approval or relabelling does not change it. A photo deleted from the
-- product leaves the versions with it (its client's right), so the counts are kept as frozen.

CREATE TABLE annotation_dataset_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number integer NOT NULL UNIQUE CHECK (number >= 1),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  -- Shapes per class and photos per split, as frozen.
  class_counts jsonb NOT NULL,
  split_counts jsonb NOT NULL,
  photo_count integer NOT NULL CHECK (photo_count >= 1),
  shape_count integer NOT NULL CHECK (shape_count >= 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE annotation_dataset_photos (
  version_id uuid NOT NULL REFERENCES annotation_dataset_versions (id) ON DELETE CASCADE,
  photo_id uuid NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  -- What decided the split: the vehicle, or the photo itself when it has no vehicle.
  split_key uuid NOT NULL,
  split text NOT NULL CHECK (split IN ('train', 'validation', 'test')),
  -- The approved shapes as they were at the freeze (the annotation_shapes rows' fields).
  shapes jsonb NOT NULL,
  PRIMARY KEY (version_id, photo_id)
);
CREATE INDEX annotation_dataset_photos_split_idx ON annotation_dataset_photos (version_id, split, photo_id);

-- Frozen means frozen: no UPDATE of a version or its photos (a photo's deletion still cascades).
CREATE FUNCTION annotation_datasets_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A frozen dataset version is not changed' USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER annotation_dataset_versions_frozen BEFORE UPDATE ON annotation_dataset_versions
  FOR EACH ROW EXECUTE FUNCTION annotation_datasets_frozen();
CREATE TRIGGER annotation_dataset_photos_frozen BEFORE UPDATE ON annotation_dataset_photos
  FOR EACH ROW EXECUTE FUNCTION annotation_datasets_frozen();
