import type { Client } from '@vognpark/server/areas/accounts';
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
} from '@vognpark/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { RouterLink } from '../../../../shell/RouterLink';
import { CARDS_BELOW, listTableProps } from '../../../../shell/tableLayout';
import { Page } from '../../../../pages/PageColumn';
import type { ListState } from '../../../../data/keysetList';

export interface AdminClientsViewProps {
  title: string;
  search: string;
  onSearchChange: (search: string) => void;
  list: ListState<Client>;
  onAdd: () => void;
  /** The pointer or the focus is on Add: the moment to fetch the form's code. */
  onAddIntent?: () => void;
  onEdit: (client: Client) => void;
  /** Shows the customer's audit history. */
  onHistory: (client: Client) => void;
  onSetActive: (client: Client, active: boolean) => void;
}

/**
 * /admin/clients as a person sees it: customers with their counts, search, add, edit, deactivate;
 * a row opens the customer's page.
 */
export function AdminClientsView(props: AdminClientsViewProps) {
  const t = useAppMessages();
  const { formatNumber } = useIntl();
  const { onEdit, onHistory, onSetActive } = props;
  const columns = useMemo<DataTableColumn<Client>[]>(
    () => [
      {
        id: 'name',
        header: t('app.clients.column.name'),
        cell: (c) => c.name,
        rowHeader: true,
        width: 220,
        minWidth: 150,
        truncate: true,
      },
      {
        id: 'cvr',
        header: t('app.clients.column.cvr'),
        cell: (c) => c.cvr ?? '—',
        width: 120,
        minWidth: 100,
        priority: 2,
      },
      {
        id: 'contact',
        header: t('app.clients.column.contact'),
        cell: (c) => [c.contactEmail, c.contactPhone].filter(Boolean).join(' · '),
        width: 220,
        minWidth: 150,
        truncate: true,
        priority: 3,
      },
      {
        id: 'vehicles',
        header: t('app.clients.column.vehicles'),
        cell: (c) => formatNumber(c.vehicleCount),
        align: 'end',
        width: 100,
      },
      {
        id: 'users',
        header: t('app.clients.column.users'),
        cell: (c) => formatNumber(c.userCount),
        align: 'end',
        width: 90,
      },
      {
        id: 'state',
        header: t('app.clients.column.state'),
        cell: (c) => (
          <StatusPill
            tone={c.active ? 'success' : 'neutral'}
            label={t(c.active ? 'app.users.state.active' : 'app.users.state.inactive')}
          />
        ),
        width: 140,
      },
      {
        id: 'actions',
        header: t('app.clients.column.actions'),
        cell: (c) => (
          <Menu label={t('app.clients.actions', { name: c.name })} triggerContent="…">
            <MenuItem label={t('app.clients.edit')} onSelect={() => onEdit(c)} />
            <MenuItem label={t('app.clients.history')} onSelect={() => onHistory(c)} />
            {c.active ? (
              <MenuItem label={t('app.clients.deactivate')} onSelect={() => onSetActive(c, false)} />
            ) : (
              <MenuItem label={t('app.clients.activate')} onSelect={() => onSetActive(c, true)} />
            )}
          </Menu>
        ),
        width: 90,
        pinned: 'end',
      },
    ],
    [t, formatNumber, onEdit, onHistory, onSetActive],
  );
  const searching = props.search.trim() !== '';
  return (
    <Page>
      <PageHeader
        title={props.title}
        description={
          props.list.total === null ? undefined : t('app.clients.count', { count: props.list.total })
        }
        actions={
          <Button onClick={props.onAdd} onPointerEnter={props.onAddIntent} onFocus={props.onAddIntent}>
            {t('app.clients.add')}
          </Button>
        }
      />
      <Toolbar
        search={
          <SearchField
            label={t('app.clients.search.label')}
            labelHidden
            placeholder={t('app.clients.search.placeholder')}
            value={props.search}
            onValueChange={props.onSearchChange}
          />
        }
      />
      <DataTable<Client>
        label={t('app.clients.table.label')}
        columns={columns}
        {...listTableProps(props.list)}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        rowHref={(c) => `/admin/clients/${c.id}`}
        linkComponent={RouterLink}
        cardsBelow={CARDS_BELOW}
        emptyTitle={searching ? t('app.clients.noMatches.title') : t('app.clients.empty.title')}
        emptyMessage={searching ? t('app.clients.noMatches.body') : t('app.clients.empty.body')}
        emptyAction={
          searching ? undefined : (
            <Button onClick={props.onAdd} onPointerEnter={props.onAddIntent} onFocus={props.onAddIntent}>
              {t('app.clients.add')}
            </Button>
          )
        }
      />
    </Page>
  );
}
