import type { Client } from '@vognpark/server/areas/accounts';
import { ConfirmDialog, useToast } from '@vognpark/ui';
import { useState } from 'react';
import { HistoryDrawer } from '../../lazyDrawers';
import { conflictOf } from '../../../../data/errors';
import { useClientHistory, useClientList, useClientMutations, useLatestClient } from '../../queries';
import { historyStateOf } from '../../../../history/HistoryList';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../../../lazy/lazyWithPrefetch';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { AdminClientsView } from './AdminClientsView';
import { listStateOf } from '../../../../data/keysetList';

const ClientFormDrawer = lazyWithPrefetch(
  () => import('../../components/ClientFormDrawer').then((module) => module.ClientFormDrawer),
  { mountWhen: (props) => props.open },
);

/** /admin/clients: the customers, with add, edit, deactivate and activate. */
export function AdminClients() {
  const t = useAppMessages();
  const toast = useToast();
  const title = useRouteTitle() ?? t('app.clients.table.label');
  usePageTitle(title);
  const [search, setSearch] = useState('');
  const list = useClientList({ search: search.trim() || null, limit: 50 });
  const mutations = useClientMutations();
  const latestClient = useLatestClient();
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<Client | null>(null);
  const [historyOf, setHistoryOf] = useState<Client | null>(null);
  const history = useClientHistory(historyOf?.id ?? null);
  usePrefetchWhenIdle(ClientFormDrawer, HistoryDrawer);

  async function setActive(client: Client, active: boolean) {
    try {
      await mutations.setActive.mutateAsync({ id: client.id, active });
      toast.show({
        tone: 'success',
        title: t(active ? 'app.clients.saved.activated' : 'app.clients.saved.deactivated', {
          name: client.name,
        }),
      });
    } catch {
      toast.show({ tone: 'error', title: t('app.clients.saved.error') });
    }
  }

  return (
    <>
      <AdminClientsView
        title={title}
        search={search}
        onSearchChange={setSearch}
        list={listStateOf(list, t('app.clients.loadError'))}
        onAdd={() => setEditing('new')}
        onAddIntent={ClientFormDrawer.prefetch}
        onEdit={setEditing}
        onHistory={setHistoryOf}
        onSetActive={(client, active) => (active ? void setActive(client, true) : setDeactivating(client))}
      />
      <ClientFormDrawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        client={editing === 'new' || editing === null ? undefined : editing}
        onSave={async (values, version) => {
          // No toast when this fails: the drawer shows the failure above its buttons.
          if (editing === 'new' || editing === null) {
            const client = await mutations.create.mutateAsync(values);
            toast.show({ tone: 'success', title: t('app.clients.saved.created', { name: client.name }) });
          } else {
            const client = await mutations.update
              .mutateAsync({
                id: editing.id,
                expectedVersion: version ?? editing.version,
                ...values,
              })
              .catch((error: unknown) => {
                // Someone else changed it meanwhile: the drawer shows who, and their version once read.
                if (conflictOf(error))
                  void latestClient(editing.id).then((newer) =>
                    setEditing((open) => (open !== null && open !== 'new' ? newer : open)),
                  );
                throw error;
              });
            toast.show({ tone: 'success', title: t('app.clients.saved.updated', { name: client.name }) });
          }
        }}
      />
      <HistoryDrawer
        open={historyOf !== null}
        onOpenChange={(open) => !open && setHistoryOf(null)}
        title={t('app.clients.historyTitle', { name: historyOf?.name ?? '' })}
        history={historyStateOf(history, history.rows)}
      />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        header={t('app.clients.confirm.header', { name: deactivating?.name ?? '' })}
        message={t('app.clients.confirm.message')}
        acceptLabel={t('app.clients.confirm.accept')}
        rejectLabel={t('app.clients.confirm.reject')}
        onAccept={() => {
          if (deactivating) void setActive(deactivating, false);
          setDeactivating(null);
        }}
      />
    </>
  );
}

export default AdminClients;
