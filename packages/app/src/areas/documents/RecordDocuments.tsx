import type { DocumentItem, DocumentType } from '@vognpark/server/areas/documents';
import { Button, Drawer, useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { RecordPartProps, RecordRef } from '../area';
import { useAttachDocument, useAttachEvidence, useDocumentList, useEvidence } from './queries';
import { RecordDocumentsView } from './RecordDocumentsView';
import { useUploadDrawer } from './useUploadDrawer';

/** The type a new upload to a record starts as. */
const TYPE_OF: Record<Exclude<RecordRef['kind'], 'obligation'>, DocumentType> = {
  organisation: 'other',
  agreement: 'leasing_contract',
  expense: 'service_invoice',
  service_entry: 'service_invoice',
};

/**
 * The documents area's part of a record (areas/area.ts `record`): the record's documents with
 * Upload Documents and Attach Document; in a table row (`compact`), one Attach Evidence button that
 * opens the same in a drawer. An obligation's (its renewal drawer) is its evidence instead.
 */
export function RecordDocuments({ record, compact }: RecordPartProps) {
  const t = useAppMessages();
  const [open, setOpen] = useState(false);
  if (record.kind === 'obligation') return <EvidencePanel record={record} />;
  const owner: OwnerRecord = { ...record, kind: record.kind };
  if (!compact) return <RecordDocumentsPanel record={owner} />;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('app.documents.record.attachEvidenceTo', { record: record.label })}
        onClick={() => setOpen(true)}
      >
        {t('app.documents.record.attachEvidence')}
      </Button>
      <Drawer
        open={open}
        onOpenChange={setOpen}
        title={t('app.documents.record.attachEvidence')}
        description={record.label}
      >
        {open && <RecordDocumentsPanel record={owner} />}
      </Drawer>
    </>
  );
}

/**
 * An obligation's evidence (documents.evidence): Attach Evidence picks one of the vehicle's
 * documents, Upload Documents adds files to the vehicle and attaches each as evidence.
 */
function EvidencePanel({ record }: { record: RecordRef }) {
  const t = useAppMessages();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const evidence = useEvidence(record.id);
  const q = search.trim();
  const matches = useDocumentList(
    { q: q || null, vehicleId: record.vehicle?.id ?? null, limit: 20 },
    record.vehicle !== undefined || q !== '',
  );
  const attach = useAttachEvidence();
  const attachAsEvidence = (document: DocumentItem) =>
    attach.mutate(
      { id: document.id, obligationId: record.id },
      {
        onSuccess: () =>
          toast.show({
            tone: 'success',
            title: t('app.documents.evidence.attached', { title: document.title }),
          }),
        onError: () => toast.show({ tone: 'error', title: t('app.documents.evidence.failed') }),
      },
    );
  const uploads = useUploadDrawer(
    record.vehicle
      ? { vehicle: record.vehicle, onUploaded: attachAsEvidence }
      : { onUploaded: attachAsEvidence },
  );
  return (
    <>
      <RecordDocumentsView
        variant="evidence"
        rows={evidence.data ?? []}
        loading={evidence.isPending}
        error={evidence.isError ? t('app.documents.loadError') : undefined}
        onRetry={() => void evidence.refetch()}
        onUpload={uploads.openNew}
        matches={matches.rows}
        onSearch={setSearch}
        matchesLoading={matches.isFetching}
        onAttach={attachAsEvidence}
        attachPending={attach.isPending}
      />
      {uploads.drawer}
    </>
  );
}

type OwnerRecord = RecordRef & { kind: Exclude<RecordRef['kind'], 'obligation'> };

function RecordDocumentsPanel({ record }: { record: OwnerRecord }) {
  const t = useAppMessages();
  const toast = useToast();
  const [search, setSearch] = useState('');
  const list = useDocumentList({ ownerKind: record.kind, ownerId: record.id, limit: 50 });
  // The picker searches once something is typed (the Combobox waits for a pause in the typing).
  const q = search.trim();
  const matches = useDocumentList({ q: q || null, limit: 20 }, q !== '');
  const attach = useAttachDocument();
  const uploads = useUploadDrawer({
    owner: { kind: record.kind, id: record.id, type: TYPE_OF[record.kind] },
  });
  return (
    <>
      <RecordDocumentsView
        rows={list.rows}
        loading={list.isPending}
        error={list.isError ? t('app.documents.loadError') : undefined}
        onRetry={() => void list.refetch()}
        onUpload={uploads.openNew}
        matches={matches.rows}
        onSearch={setSearch}
        matchesLoading={q !== '' && matches.isFetching}
        onAttach={(document) =>
          attach.mutate(
            { id: document.id, ownerKind: record.kind, ownerId: record.id },
            {
              onSuccess: () =>
                toast.show({
                  tone: 'success',
                  title: t('app.documents.record.attached', { title: document.title }),
                }),
              onError: () => toast.show({ tone: 'error', title: t('app.documents.record.attachFailed') }),
            },
          )
        }
        attachPending={attach.isPending}
      />
      {uploads.drawer}
    </>
  );
}
