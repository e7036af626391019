import type { DocumentItem, DocumentVersion } from '@vognpark/server/areas/documents';
import { DOCUMENT_TYPES, EXPIRY_STATES } from './domain';
import { Button, PageHeader, SearchField, Toolbar, type ToolbarFilter } from '@vognpark/ui';
import { useMemo } from 'react';
import { useAppMessages } from '../../i18n/useAppMessages';
import { DocumentBrowser } from './DocumentBrowser';
import { documentTypeLabel, expiryLabel } from './labels';
import type { fileUrl } from './upload';
import { isFiltered, type DocumentsUrlState } from './urlState';
import { Page } from '../../pages/PageColumn';
import type { ListState } from '../../data/keysetList';

export interface DocumentsViewProps {
  title: string;
  state: DocumentsUrlState;
  onStateChange: (next: DocumentsUrlState) => void;
  list: ListState<DocumentItem>;
  /** More documents match than the server counts (its `COUNT_CAP`): the count says "more than". */
  totalCapped?: boolean;
  selected: DocumentItem | null;
  versions?: readonly DocumentVersion[];
  onUpload: () => void;
  onNewVersion: (document: DocumentItem) => void;
  onConfirmRenewal: (document: DocumentItem) => void;
  confirmPending?: boolean;
  fileHref?: typeof fileUrl;
}

/**
 * /manager/documents as a person sees it (data in, callbacks out): the count and Upload, a search
 * inside the documents' text, filters by type and expiry, and the list beside the preview.
 */
export function DocumentsView({
  title,
  state,
  onStateChange,
  onUpload,
  list,
  totalCapped = false,
  ...browser
}: DocumentsViewProps) {
  const { total } = list;
  const t = useAppMessages();
  const filters = useMemo<ToolbarFilter[]>(
    () => [
      {
        id: 'type',
        label: t('app.documents.filter.type'),
        options: DOCUMENT_TYPES.map((value) => ({ value, label: t(documentTypeLabel(value)) })),
      },
      {
        id: 'expiry',
        label: t('app.documents.filter.expiry'),
        options: EXPIRY_STATES.map((value) => ({ value, label: t(expiryLabel(value)) })),
      },
    ],
    [t],
  );
  const filtered = isFiltered(state);
  const upload = <Button onClick={onUpload}>{t('app.documents.upload')}</Button>;
  return (
    <Page>
      <PageHeader
        title={title}
        description={
          total === null
            ? undefined
            : t(totalCapped ? 'app.documents.countMore' : 'app.documents.count', { count: total })
        }
        actions={upload}
      />
      <Toolbar
        label={t('app.documents.filter.label')}
        search={
          <SearchField
            label={t('app.documents.search')}
            labelHidden
            placeholder={t('app.documents.search')}
            value={state.q}
            onValueChange={(q) => onStateChange({ ...state, q, doc: null })}
          />
        }
        filters={filters}
        value={{ type: state.types, expiry: state.expiry }}
        onValueChange={(value) =>
          onStateChange({
            ...state,
            types: [...(value.type ?? [])] as DocumentsUrlState['types'],
            expiry: [...(value.expiry ?? [])] as DocumentsUrlState['expiry'],
            doc: null,
          })
        }
      />
      <DocumentBrowser
        {...browser}
        list={list}
        onSelect={(doc) => onStateChange({ ...state, doc })}
        emptyTitle={filtered ? t('app.documents.noMatches.title') : t('app.documents.empty.title')}
        emptyMessage={filtered ? t('app.documents.noMatches.body') : t('app.documents.empty.body')}
        emptyAction={filtered ? undefined : upload}
      />
    </Page>
  );
}
