-- How far a document version's text was read for search (docs/documents.md, "Reading a PDF's
-- text"): a PDF's text is read in a worker thread under a wall-clock and a memory limit, and a
-- hostile PDF stopped at one is stored with the text found until then and this status, instead of
-- stalling the server or failing the upload. `none` for pictures (no text is read from them).
ALTER TABLE document_versions ADD COLUMN text_status text NOT NULL DEFAULT 'none'
  CHECK (text_status IN ('none', 'complete', 'partial', 'timed_out', 'too_large', 'skipped', 'failed'));

-- PDFs stored until now had their text read in the server's thread (to the same caps).
UPDATE document_versions SET text_status = 'complete' WHERE content_type = 'application/pdf';
