import type { ClientOption, ManagedUser, Role } from '@vognpark/server/areas/accounts';
import {
  Button,
  DataTable,
  Menu,
  MenuItem,
  PageHeader,
  SearchField,
  StatusPill,
  Toolbar,
  type DataTableColumn,
  type ToolbarFilter,
  type ToolbarFilterValue,
} from '@vognpark/ui';
import { useMemo } from 'react';
import { nameOf, roleLabel } from '../../labels';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { CARDS_BELOW, listTableProps } from '../../../../shell/tableLayout';
import { Page } from '../../../../pages/PageColumn';
import type { ListState } from '../../../../data/keysetList';

export type UserAction = 'edit' | 'history' | 'resetPassword' | 'deactivate' | 'activate' | { role: Role };

export interface UsersViewProps {
  title: string;
  /** `admin`: every user, a customer column and filter. `manager`: the manager's customer's users. */
  mode: 'admin' | 'manager';
  /** The signed-in person (no actions on their own row). */
  selfId: string;
  search: string;
  onSearchChange: (search: string) => void;
  filters: ToolbarFilterValue;
  onFiltersChange: (value: ToolbarFilterValue) => void;
  /** Admin: the customers to filter by. */
  clients?: readonly ClientOption[];
  /** The roles the person may give. */
  roles: readonly Role[];
  list: ListState<ManagedUser>;
  onAdd: () => void;
  /** The pointer or the focus is on Add: the moment to fetch the form's code. */
  onAddIntent?: () => void;
  onAction: (user: ManagedUser, action: UserAction) => void;
}

/** /admin/users and /manager/users as a person sees them. */
export function UsersView(props: UsersViewProps) {
  const t = useAppMessages();
  const { mode, selfId, roles, onAction } = props;
  const columns = useMemo<DataTableColumn<ManagedUser>[]>(() => {
    const list: DataTableColumn<ManagedUser>[] = [
      {
        id: 'name',
        header: t('app.users.column.name'),
        cell: nameOf,
        rowHeader: true,
        width: 200,
        minWidth: 140,
        truncate: true,
      },
      {
        id: 'email',
        header: t('app.users.column.email'),
        cell: (u) => u.email,
        width: 240,
        minWidth: 150,
        truncate: true,
      },
      {
        id: 'role',
        header: t('app.users.column.role'),
        cell: (u) => t(roleLabel(u.role)),
        width: 140,
        minWidth: 100,
        priority: 2,
      },
      {
        id: 'state',
        header: t('app.users.column.state'),
        cell: (u) =>
          !u.active ? (
            <StatusPill tone="neutral" label={t('app.users.state.inactive')} />
          ) : u.mustChangePassword ? (
            <StatusPill tone="info" label={t('app.users.state.pending')} />
          ) : (
            <StatusPill tone="success" label={t('app.users.state.active')} />
          ),
        width: 170,
        minWidth: 130,
      },
      {
        id: 'actions',
        header: t('app.users.column.actions'),
        cell: (u) =>
          u.id === selfId ? null : (
            <Menu label={t('app.users.actions', { name: nameOf(u) })} triggerContent="…">
              <MenuItem label={t('app.users.edit')} onSelect={() => onAction(u, 'edit')} />
              <MenuItem label={t('app.users.history')} onSelect={() => onAction(u, 'history')} />
              {roles.length > 1 && (roles.includes(u.role) || mode === 'admin') && (
                <Menu label={t('app.users.changeRole')}>
                  {roles
                    .filter((role) => role !== u.role)
                    .map((role) => (
                      <MenuItem
                        key={role}
                        label={t(roleLabel(role))}
                        onSelect={() => onAction(u, { role })}
                      />
                    ))}
                </Menu>
              )}
              <MenuItem label={t('app.users.resetPassword')} onSelect={() => onAction(u, 'resetPassword')} />
              {u.active ? (
                <MenuItem label={t('app.users.deactivate')} onSelect={() => onAction(u, 'deactivate')} />
              ) : (
                <MenuItem label={t('app.users.activate')} onSelect={() => onAction(u, 'activate')} />
              )}
            </Menu>
          ),
        width: 90,
        pinned: 'end',
      },
    ];
    if (mode === 'admin')
      list.splice(3, 0, {
        id: 'client',
        header: t('app.users.column.client'),
        cell: (u) => u.clientName ?? '—',
        width: 180,
        minWidth: 120,
        truncate: true,
        priority: 2,
      });
    return list;
  }, [t, mode, selfId, roles, onAction]);

  const filters = useMemo<ToolbarFilter[]>(() => {
    const list: ToolbarFilter[] = [
      {
        id: 'role',
        label: t('app.users.filter.role'),
        options: (mode === 'admin'
          ? (['admin', 'manager', 'user'] as const)
          : (['manager', 'user'] as const)
        ).map((role) => ({ value: role, label: t(roleLabel(role)) })),
      },
      {
        id: 'state',
        label: t('app.users.filter.state'),
        options: [
          { value: 'active', label: t('app.users.state.active') },
          { value: 'inactive', label: t('app.users.state.inactive') },
        ],
      },
    ];
    if (mode === 'admin' && props.clients?.length)
      list.unshift({
        id: 'client',
        label: t('app.users.filter.client'),
        options: props.clients.map((c) => ({ value: c.id, label: c.name })),
      });
    return list;
  }, [t, mode, props.clients]);

  const filtered = props.search.trim() !== '' || Object.values(props.filters).some((v) => v.length > 0);
  return (
    <Page>
      <PageHeader
        title={props.title}
        description={
          props.list.total === null ? undefined : t('app.users.count', { count: props.list.total })
        }
        actions={
          <Button onClick={props.onAdd} onPointerEnter={props.onAddIntent} onFocus={props.onAddIntent}>
            {t('app.users.add')}
          </Button>
        }
      />
      <Toolbar
        search={
          <SearchField
            label={t('app.users.search.label')}
            labelHidden
            placeholder={t('app.users.search.placeholder')}
            value={props.search}
            onValueChange={props.onSearchChange}
          />
        }
        filters={filters}
        value={props.filters}
        onValueChange={props.onFiltersChange}
      />
      <DataTable<ManagedUser>
        label={t('app.users.table.label')}
        columns={columns}
        {...listTableProps(props.list)}
        rowKey={(u) => u.id}
        rowLabel={nameOf}
        cardsBelow={CARDS_BELOW}
        emptyTitle={filtered ? t('app.users.noMatches.title') : t('app.users.empty.title')}
        emptyMessage={filtered ? t('app.users.noMatches.body') : t('app.users.empty.body')}
        emptyAction={
          filtered ? undefined : (
            <Button onClick={props.onAdd} onPointerEnter={props.onAddIntent} onFocus={props.onAddIntent}>
              {t('app.users.add')}
            </Button>
          )
        }
      />
    </Page>
  );
}
