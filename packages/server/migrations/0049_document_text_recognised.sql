-- Scans' and photos' text is recognised by OCR for search (docs/documents.md, "Reading a scan's
-- text"): `recognised` (the text was read whole, some or all of it recognised in pictures, so a
-- misread word may not be found) and `no_text` (pictures were read and no text was found).
-- Pictures stored before keep `none` (not read).
ALTER TABLE document_versions DROP CONSTRAINT IF EXISTS document_versions_text_status_check;
ALTER TABLE document_versions ADD CONSTRAINT document_versions_text_status_check
  CHECK (text_status IN ('none', 'complete', 'recognised', 'no_text', 'partial', 'timed_out', 'too_large', 'skipped', 'failed'));
