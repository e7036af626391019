import type { ManagedUser, Role } from '@vognpark/server/areas/accounts';
import { ConfirmDialog, useToast, type ToolbarFilterValue } from '@vognpark/ui';
import { useState } from 'react';
import { conflictOf, errorCodeOf, fieldErrorsOf } from '../../../../data/errors';
import { HistoryDrawer } from '../../lazyDrawers';
import { managerRoles, nameOf, roleLabel, roles as allRoles } from '../../labels';
import {
  useClientOptions,
  useLatestUser,
  useUserHistory,
  useUserList,
  useUserMutations,
} from '../../queries';
import { historyStateOf } from '../../../../history/HistoryList';
import { useSession } from '../../../../data/session';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../../../lazy/lazyWithPrefetch';
import { usePageTitle } from '../../../../pages/usePageTitle';
import { useRouteTitle } from '../../../../pages/useRouteTitle';
import { UsersView, type UserAction } from './UsersView';
import { listStateOf } from '../../../../data/keysetList';

const UserFormDrawer = lazyWithPrefetch(
  () => import('../../components/UserFormDrawer').then((module) => module.UserFormDrawer),
  { mountWhen: (props) => props.open },
);
const OneTimePasswordDrawer = lazyWithPrefetch(
  () => import('../../components/OneTimePasswordDrawer').then((module) => module.OneTimePasswordDrawer),
  { mountWhen: (props) => props.shown !== null },
);

/** /admin/users (every user) and /manager/users (the manager's customer's users). */
export function Users() {
  const t = useAppMessages();
  const toast = useToast();
  const { user: me } = useSession();
  const mode = me?.role === 'admin' ? 'admin' : 'manager';
  const title = useRouteTitle() ?? t('app.users.table.label');
  usePageTitle(title);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ToolbarFilterValue>({});
  const state = filters.state ?? [];
  const list = useUserList({
    search: search.trim() || null,
    role: (filters.role as Role[] | undefined)?.length ? (filters.role as Role[]) : null,
    active: state.length === 1 ? state[0] === 'active' : null,
    clientId: mode === 'admin' ? (filters.client?.at(-1) ?? null) : null,
    limit: 50,
  });
  const clients = useClientOptions(mode === 'admin');
  const mutations = useUserMutations();
  const latestUser = useLatestUser();
  const roles = mode === 'admin' ? allRoles : managerRoles;
  const [editing, setEditing] = useState<ManagedUser | 'new' | null>(null);
  const [confirm, setConfirm] = useState<{ user: ManagedUser; kind: 'deactivate' | 'resetPassword' } | null>(
    null,
  );
  const [oneTime, setOneTime] = useState<{ name: string; password: string } | null>(null);
  const [historyOf, setHistoryOf] = useState<ManagedUser | null>(null);
  const history = useUserHistory(historyOf?.id ?? null);
  usePrefetchWhenIdle(UserFormDrawer, HistoryDrawer, OneTimePasswordDrawer);

  function failed(error: unknown) {
    const fields = fieldErrorsOf(error);
    const code = errorCodeOf(error);
    toast.show({
      tone: 'error',
      title: t(
        fields?.id === 'last_admin'
          ? 'app.users.saved.lastAdmin'
          : code === 'FORBIDDEN'
            ? 'app.users.saved.forbidden'
            : 'app.users.saved.error',
      ),
    });
  }

  async function act(user: ManagedUser, action: UserAction) {
    const name = nameOf(user);
    try {
      if (typeof action === 'object') {
        await mutations.changeRole.mutateAsync({ id: user.id, role: action.role });
        toast.show({
          tone: 'success',
          title: t('app.users.saved.role', { name, role: t(roleLabel(action.role)) }),
        });
      } else if (action === 'activate' || action === 'deactivate') {
        await mutations.setActive.mutateAsync({ id: user.id, active: action === 'activate' });
        toast.show({
          tone: 'success',
          title: t(action === 'activate' ? 'app.users.saved.activated' : 'app.users.saved.deactivated', {
            name,
          }),
        });
      } else if (action === 'resetPassword') {
        const result = await mutations.resetPassword.mutateAsync({ id: user.id });
        // The drawer with the password says it; a toast would sit on the drawer's Done button.
        setOneTime({ name, password: result.oneTimePassword });
      }
    } catch (error) {
      failed(error);
    }
  }

  return (
    <>
      <UsersView
        title={title}
        mode={mode}
        selfId={me?.id ?? ''}
        search={search}
        onSearchChange={setSearch}
        filters={filters}
        onFiltersChange={(next) => setFilters({ ...next, client: next.client?.slice(-1) ?? [] })}
        clients={clients.data}
        roles={roles}
        list={listStateOf(list, t('app.users.loadError'))}
        onAdd={() => setEditing('new')}
        onAddIntent={UserFormDrawer.prefetch}
        onAction={(user, action) => {
          if (action === 'edit') setEditing(user);
          else if (action === 'history') setHistoryOf(user);
          else if (action === 'deactivate' || action === 'resetPassword') setConfirm({ user, kind: action });
          else void act(user, action);
        }}
      />
      <UserFormDrawer
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        user={editing === 'new' || editing === null ? undefined : editing}
        roles={roles}
        clients={mode === 'admin' ? (clients.data ?? []) : undefined}
        onSave={async (values, version) => {
          try {
            if (editing === 'new' || editing === null) {
              const result = await mutations.create.mutateAsync({
                email: values.email,
                name: values.name,
                surname: values.surname,
                role: values.role,
                clientId: mode === 'admin' && values.role !== 'admin' ? values.clientId : null,
                licenceCategories: values.role === 'admin' ? [] : values.licenceCategories,
              });
              // The one-time password drawer is the confirmation (no toast over its Done button).
              setOneTime({ name: nameOf(result.user), password: result.oneTimePassword });
            } else {
              const user = await mutations.update.mutateAsync({
                id: editing.id,
                expectedVersion: version ?? editing.version,
                email: values.email,
                name: values.name,
                surname: values.surname,
                ...(editing.role !== 'admin' && { licenceCategories: values.licenceCategories }),
              });
              toast.show({ tone: 'success', title: t('app.users.saved.updated', { name: nameOf(user) }) });
            }
          } catch (error) {
            if (conflictOf(error)) {
              // Someone else changed the user meanwhile: the drawer shows who, and their version once read.
              if (editing !== 'new' && editing !== null)
                void latestUser(editing.id).then((newer) =>
                  setEditing((open) => (open !== null && open !== 'new' ? newer : open)),
                );
            } else if (!fieldErrorsOf(error)) failed(error);
            throw error;
          }
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        header={
          confirm?.kind === 'resetPassword'
            ? t('app.users.confirmReset.header', { name: confirm ? nameOf(confirm.user) : '' })
            : t('app.users.confirmDeactivate.header', { name: confirm ? nameOf(confirm.user) : '' })
        }
        message={t(
          confirm?.kind === 'resetPassword'
            ? 'app.users.confirmReset.message'
            : 'app.users.confirmDeactivate.message',
        )}
        acceptLabel={t(
          confirm?.kind === 'resetPassword'
            ? 'app.users.confirmReset.accept'
            : 'app.users.confirmDeactivate.accept',
        )}
        rejectLabel={t(
          confirm?.kind === 'resetPassword'
            ? 'app.users.confirmReset.reject'
            : 'app.users.confirmDeactivate.reject',
        )}
        onAccept={() => {
          if (confirm) void act(confirm.user, confirm.kind);
          setConfirm(null);
        }}
      />
      <HistoryDrawer
        open={historyOf !== null}
        onOpenChange={(open) => !open && setHistoryOf(null)}
        title={t('app.users.historyTitle', { name: historyOf ? nameOf(historyOf) : '' })}
        history={historyStateOf(history, history.rows)}
      />
      <OneTimePasswordDrawer shown={oneTime} onClose={() => setOneTime(null)} />
    </>
  );
}

export default Users;
