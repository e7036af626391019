import type { DocumentType } from '@vognpark/server';
import { Button, Drawer, useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { RecordPartProps, RecordRef } from '../area';
import { useAttachDocument, useDocumentList } from './queries';
import { RecordDocumentsView } from './RecordDocumentsView';
import { useUploadDrawer } from './useUploadDrawer';

/** The type a new upload to a record starts as. */
const TYPE_OF: Record<RecordRef['kind'], DocumentType> = {
  organisation: 'other',
  agreement: 'leasing_contract',
  expense: 'service_invoice',
  service_entry: 'service_invoice',
};

/**
 * The documents area's part of a record (areas/area.ts `record`): the record's documents with
 * Upload Documents and Attach Document; in a table row (`compact`), one Attach Evidence button that
 * opens the same in a drawer.
 */
export function RecordDocuments({ record, compact }: RecordPartProps) {
  const t = useAppMessages();
  const [open, setOpen] = useState(false);
  if (!compact) return <RecordDocumentsPanel record={record} />;
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
        {open && <RecordDocumentsPanel record={record} />}
      </Drawer>
    </>
  );
}

function RecordDocumentsPanel({ record }: { record: RecordRef }) {
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
