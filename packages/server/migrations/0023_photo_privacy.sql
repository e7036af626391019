-- 0023: photo privacy (issue 36, item 7; docs/threat-model.md). A person decides whether their
-- photos keep where they were taken (off until they say so: the place is not read and the stored
-- original is re-encoded without GPS), and the faces found in a photo at upload are kept as boxes
-- (fractions of the upright picture) with a copy of the picture blurred there, which is what a
-- download of the original gets (src/areas/photos/faces.ts).

ALTER TABLE users ADD COLUMN keep_photo_places boolean NOT NULL DEFAULT false;

ALTER TABLE photos
  ADD COLUMN faces jsonb,
  ADD COLUMN blurred_blob_id uuid REFERENCES document_blobs (id);
