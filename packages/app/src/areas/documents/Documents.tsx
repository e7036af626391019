import type { DocumentItem } from '@vognpark/server/areas/documents';
import { useToast } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { DocumentsView } from './DocumentsView';
import { dayOf } from './labels';
import { useConfirmRenewal, useDocument, useDocumentList, useDocumentVersions } from './queries';
import { useUploadDrawer } from './useUploadDrawer';
import { documentsUrl, listInputOf } from './urlState';
import { useUrlState } from '../../routes/useUrlState';
import { listStateOf } from '../../data/keysetList';

/**
 * /manager/documents: every document of the client, searched and filtered by the address, the
 * chosen one previewed (`?doc=`), uploads, new versions and the renewals documents propose.
 * Its menu entry stays hidden (docs/architecture.md); it is reached from where documents belong.
 */
export function Documents() {
  const t = useAppMessages();
  const toast = useToast();
  const { formatDate } = useIntl();
  const title = useRouteTitle() ?? t('app.documents.list.label');
  usePageTitle(title);
  const { state, update } = useUrlState(documentsUrl);
  const list = useDocumentList(listInputOf(state));
  const chosen = useDocument(state.doc);
  const versions = useDocumentVersions(state.doc);
  const confirm = useConfirmRenewal();
  const uploads = useUploadDrawer({
    onChosen: (item) => update({ doc: item.id }),
  });
  const selected = chosen.data ?? list.rows.find((row) => row.id === state.doc) ?? null;

  const onConfirmRenewal = (document: DocumentItem) =>
    confirm.mutate(
      { id: document.id },
      {
        onSuccess: () =>
          toast.show({
            tone: 'success',
            title: t('app.documents.proposal.done', {
              date: formatDate(dayOf(document.proposal!.proposedValidUntil), { dateStyle: 'medium' }),
            }),
          }),
        onError: () => toast.show({ tone: 'error', title: t('app.documents.proposal.failed') }),
      },
    );

  return (
    <>
      <DocumentsView
        title={title}
        state={state}
        onStateChange={(next) => update(next)}
        list={listStateOf(list, t('app.documents.loadError'))}
        totalCapped={list.data?.pages[0]?.totalCapped ?? false}
        selected={selected}
        versions={versions.data}
        onUpload={uploads.openNew}
        onNewVersion={uploads.openVersion}
        onConfirmRenewal={onConfirmRenewal}
        confirmPending={confirm.isPending}
      />
      {uploads.drawer}
    </>
  );
}

export default Documents;
