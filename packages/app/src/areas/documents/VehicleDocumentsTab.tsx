import type { DocumentItem } from '@vognpark/server/areas/documents';
import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { Button, useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { DocumentBrowser } from './DocumentBrowser';
import { dayOf } from './labels';
import { useConfirmRenewal, useDocumentList, useDocumentVersions } from './queries';
import { dossierUrl } from './upload';
import { useUploadDrawer } from './useUploadDrawer';
import { listStateOf } from '../../data/keysetList';

/** The vehicle page's Documents tab: its documents with the preview, and Upload for this vehicle. */
export function VehicleDocumentsTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const toast = useToast();
  const { formatDate, locale } = useIntl();
  const [chosen, setChosen] = useState<string | null>(null);
  const list = useDocumentList({ q: null, types: null, expiry: null, vehicleId: vehicle.id, limit: 30 });
  const versions = useDocumentVersions(chosen);
  const confirm = useConfirmRenewal();
  const uploads = useUploadDrawer({ vehicle, onChosen: (item) => setChosen(item.id) });
  const selected = list.rows.find((row) => row.id === chosen) ?? null;
  return (
    <Panel>
      <Bar>
        <Button
          variant="secondary"
          title={t('app.documents.dossier.hint')}
          onClick={() => window.location.assign(dossierUrl(vehicle.id, locale))}
        >
          {t('app.documents.dossier.download')}
        </Button>
        <Button onClick={uploads.openNew}>{t('app.documents.upload')}</Button>
      </Bar>
      <DocumentBrowser
        list={{
          ...listStateOf(list, t('app.documents.loadError')),
          // Unlike the other lists, this tab has always said a failed Load More too, in place of the list.
          error: list.isError ? t('app.documents.loadError') : undefined,
        }}
        emptyTitle={t('app.documents.empty.title')}
        emptyMessage={t('app.documents.empty.body')}
        selected={selected}
        versions={versions.data}
        onSelect={setChosen}
        onNewVersion={uploads.openVersion}
        onConfirmRenewal={(document: DocumentItem) =>
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
          )
        }
        confirmPending={confirm.isPending}
      />
      {uploads.drawer}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-content: flex-end;
`;
