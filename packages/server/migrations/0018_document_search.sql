-- 0018: a document is found by its vehicle's registration (issue 31, docs/documents.md "Search").
-- The search vector is made in one place, this function: the title, number and file name as
-- written, the title in Danish and English, the registration of the vehicle the document is or
-- belongs to (as stored, "AB12345", and as written, "AB 12 345"), and the text read from the
-- current version. The server calls it whenever a document or its version changes, a vehicle's
-- new registration recomputes its documents' vectors (the trigger below), and here it recomputes
-- every document's vector once.
--
-- STABLE: it reads tables, so it may not be IMMUTABLE (nor feed a generated column or an index);
-- it sees the calling statement's snapshot, so the statements before it in the same transaction
-- (a new current version, a new registration) are visible to it. The argument is named `target`
-- and always qualified: in a SQL function a column of the same name (document_versions has
-- `document_id`) would win over an argument and the function would answer another document's vector.
CREATE FUNCTION document_search_vector(target uuid) RETURNS tsvector
LANGUAGE sql STABLE AS $$
  SELECT
    setweight(to_tsvector('simple', d.title || ' ' || d.number || ' ' || coalesce(v.file_name, '')), 'A')
    || setweight(to_tsvector('danish', d.title), 'A')
    || setweight(to_tsvector('english', d.title), 'A')
    || setweight(to_tsvector('simple', coalesce(
      (SELECT vh.registration || ' '
        || regexp_replace(vh.registration, '^([A-Z]{2})([0-9]{2})([0-9]{3})$', '\1 \2 \3')
        FROM vehicles vh WHERE vh.id = d.vehicle_id), '')), 'A')
    || setweight(to_tsvector('danish', coalesce(v.text, '')), 'B')
    || setweight(to_tsvector('english', coalesce(v.text, '')), 'B')
  FROM documents d
  LEFT JOIN document_versions v ON v.id = d.current_version_id
  WHERE d.id = document_search_vector.target
$$;

-- A vehicle's new registration is its documents' new registration in search.
CREATE FUNCTION vehicles_refresh_document_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documents SET search = document_search_vector(id) WHERE vehicle_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER vehicles_document_search AFTER UPDATE OF registration ON vehicles
  FOR EACH ROW WHEN (OLD.registration IS DISTINCT FROM NEW.registration)
  EXECUTE FUNCTION vehicles_refresh_document_search();

UPDATE documents SET search = document_search_vector(id);
