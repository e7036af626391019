-- 0048: a registration is searched as one word (issue 31, docs/documents.md "Search").
-- A registration written "AB 12 345" used to be searched as three words, 'ab' & '12' & '345', and
-- with 100,000 documents the index intersected three long lists ("12" is in any invoice's text),
-- p99 101 ms. The list now searches a registration, spaced or not, as its compact word 'ab12345'
-- (repository.ts `searchQuery`), which every vector holds for the document's vehicle already
-- (0018). So that a document whose title, number or text names a registration keeps being found
-- by it, written spaced or not, each registration found there is added to the vector in its
-- compact form too. Otherwise the function is 0018's.
CREATE OR REPLACE FUNCTION document_search_vector(target uuid) RETURNS tsvector
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
    || setweight(to_tsvector('simple', coalesce(
      (SELECT string_agg(m[1] || m[2] || m[3], ' ')
        FROM regexp_matches(d.title || ' ' || d.number || ' ' || coalesce(v.text, ''),
          '\m([A-Za-z]{2}) ?([0-9]{2}) ?([0-9]{3})\M', 'g') AS m), '')), 'B')
  FROM documents d
  LEFT JOIN document_versions v ON v.id = d.current_version_id
  WHERE d.id = document_search_vector.target
$$;

UPDATE documents SET search = document_search_vector(id);
