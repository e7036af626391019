-- 0010: documents (issue 31, docs/documents.md). One store for every file a client keeps:
-- registration certificates, policies, contracts, syn reports, invoices, photos. Files live in the
-- database (as avatars do) so every instance and every backup has them, cut into chunks so that
-- neither an upload nor a download holds a whole file in memory. A document has versions: a new
-- upload supersedes the current one and the history is kept. Its text (title, number and the text
-- read from a PDF) is searchable in Danish and English.

-- The bytes of one stored file (an original, a web-sized image or a thumbnail). `complete` is
-- false while an upload streams in; an upload that fails deletes its blob.
CREATE TABLE document_blobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  size bigint NOT NULL DEFAULT 0 CHECK (size >= 0),
  chunk_size integer NOT NULL CHECK (chunk_size > 0),
  sha256 text CHECK (sha256 IS NULL OR sha256 ~ '^[0-9a-f]{64}$'),
  complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The quota sums a client's blobs.
CREATE INDEX document_blobs_client_idx ON document_blobs (client_id);

-- Every chunk but the last holds exactly the blob's chunk_size bytes (a range request finds its
-- first chunk by division).
CREATE TABLE document_chunks (
  blob_id uuid NOT NULL REFERENCES document_blobs (id) ON DELETE CASCADE,
  seq integer NOT NULL CHECK (seq >= 0),
  data bytea NOT NULL,
  PRIMARY KEY (blob_id, seq)
);

CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The list pages newest first by this number.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  owner_kind text NOT NULL CHECK (owner_kind IN ('vehicle', 'driver', 'organisation', 'agreement',
    'service_entry', 'expense', 'damage', 'inspection', 'client')),
  owner_id uuid NOT NULL,
  -- The vehicle the owner is or belongs to (a vehicle, its service entry, its inspection): the
  -- vehicle's page and its driver find the document by it.
  vehicle_id uuid REFERENCES vehicles (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('registration_certificate', 'insurance_policy',
    'leasing_contract', 'syn_report', 'service_invoice', 'damage_report', 'driving_licence',
    'tachograph_calibration', 'power_of_attorney', 'other')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  number text NOT NULL DEFAULT '' CHECK (length(number) <= 100),
  issued_on date,
  expires_on date,
  visible_to_driver boolean NOT NULL DEFAULT false,
  current_version_id uuid,
  -- The obligation this document was confirmed as evidence for (a renewal it proposed).
  evidence_obligation_id uuid REFERENCES compliance_items (id) ON DELETE SET NULL,
  search tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (expires_on IS NULL OR issued_on IS NULL OR expires_on >= issued_on)
);
CREATE INDEX documents_client_seq_idx ON documents (client_id, seq DESC);
CREATE INDEX documents_owner_idx ON documents (client_id, owner_kind, owner_id);
CREATE INDEX documents_vehicle_idx ON documents (vehicle_id) WHERE vehicle_id IS NOT NULL;
CREATE INDEX documents_search_idx ON documents USING gin (search);

CREATE TABLE document_versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  content_type text NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  original_blob_id uuid NOT NULL REFERENCES document_blobs (id),
  web_blob_id uuid REFERENCES document_blobs (id),
  thumb_blob_id uuid REFERENCES document_blobs (id),
  width integer,
  height integer,
  pages integer,
  -- The text read from the file (a PDF's text layer), for search; capped.
  text text NOT NULL DEFAULT '' CHECK (length(text) <= 200000),
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (document_id, version)
);
ALTER TABLE documents ADD CONSTRAINT documents_current_version_fk
  FOREIGN KEY (current_version_id) REFERENCES document_versions (id);
