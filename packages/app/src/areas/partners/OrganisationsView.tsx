import type {
  Organisation,
  OrganisationKind,
  OrganisationStatus,
  PartnerRole,
  VendorRole,
} from '@vognpark/server/areas/partners';
import {
  Button,
  DataTable,
  Menu,
  MenuItem,
  PageHeader,
  StatusPill,
  Toolbar,
  type DataTableColumn,
  type ToolbarFilter,
} from '@vognpark/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { CARDS_BELOW, listTableProps } from '../../shell/tableLayout';
import { organisationStatuses, roleLabel, rolesOf, statusLabel, statusTone } from './domain';
import { Page } from '../../pages/PageColumn';
import type { ListState } from '../../data/keysetList';

/** The list's filters: one role, statuses (none: every one). */
export interface OrganisationFilters {
  role: PartnerRole | VendorRole | null;
  status: OrganisationStatus[];
}
export const noOrganisationFilters: OrganisationFilters = { role: null, status: [] };

export interface OrganisationsViewProps {
  /** Partners or vendors. */
  kind: OrganisationKind;
  /** The page's title (the route's). */
  title: string;
  /** Hides the page header (the vendors page shows it above its tabs). */
  headless?: boolean;
  filters: OrganisationFilters;
  onFiltersChange: (next: OrganisationFilters) => void;
  list: ListState<Organisation>;
  onAdd: () => void;
  onOpen: (organisation: Organisation) => void;
  onEdit: (organisation: Organisation) => void;
}

/**
 * Partners or vendors as a person sees them (data in, callbacks out): the count, Add, filters by
 * role and status, and the table (name, CVR number, roles, status, agreements) that loads more as
 * it scrolls; a row opens its organisation.
 */
export function OrganisationsView({
  kind,
  title,
  headless = false,
  filters,
  onFiltersChange,
  list,
  onAdd,
  onOpen,
  onEdit,
}: OrganisationsViewProps) {
  const { total } = list;
  const t = useAppMessages();
  const roles = rolesOf(kind);

  const toolbarFilters = useMemo<ToolbarFilter[]>(
    () => [
      {
        id: 'role',
        label: t('app.partners.filter.role'),
        options: roles.map((value) => ({ value, label: t(roleLabel(value)) })),
      },
      {
        id: 'status',
        label: t('app.partners.filter.status'),
        options: organisationStatuses.map((value) => ({ value, label: t(statusLabel(value)) })),
      },
    ],
    [t, roles],
  );

  const columns = useMemo<DataTableColumn<Organisation>[]>(
    () => [
      {
        id: 'name',
        header: t('app.partners.column.name'),
        cell: (organisation) => organisation.name,
        rowHeader: true,
        width: 260,
        minWidth: 160,
        truncate: true,
      },
      {
        id: 'cvr',
        header: t('app.partners.column.cvr'),
        cell: (organisation) => organisation.cvr ?? '',
        width: 120,
      },
      {
        id: 'roles',
        header: t('app.partners.column.roles'),
        cell: (organisation) =>
          [...organisation.partnerRoles, ...organisation.vendorRoles]
            .map((role) => t(roleLabel(role)))
            .join(', '),
        width: 260,
        minWidth: 140,
        truncate: true,
      },
      {
        id: 'status',
        header: t('app.partners.column.status'),
        cell: (organisation) => (
          <StatusPill tone={statusTone[organisation.status]} label={t(statusLabel(organisation.status))} />
        ),
        width: 140,
      },
      {
        id: 'agreements',
        header: t('app.partners.column.agreements'),
        cell: (organisation) => organisation.activeAgreements,
        width: 110,
      },
      {
        id: 'actions',
        header: t('app.partners.column.actions'),
        cell: (organisation) => (
          <Menu
            label={t('app.partners.actions.label', { name: organisation.name })}
            triggerContent={t('app.partners.column.actions')}
            placement="bottom-end"
          >
            <MenuItem label={t('app.partners.actions.open')} onSelect={() => onOpen(organisation)} />
            <MenuItem label={t('app.partners.actions.edit')} onSelect={() => onEdit(organisation)} />
          </Menu>
        ),
        width: 120,
        pinned: 'end',
      },
    ],
    [t, onOpen, onEdit],
  );

  const filtered = filters.role !== null || filters.status.length > 0;
  const add = <Button onClick={onAdd}>{t(`app.partners.add.${kind}`)}</Button>;

  return (
    <Page>
      {headless ? (
        <Actions>{add}</Actions>
      ) : (
        <PageHeader
          title={title}
          description={total === null ? undefined : t(`app.partners.count.${kind}`, { count: total })}
          actions={add}
        />
      )}
      <Toolbar
        label={t('app.partners.filter.label')}
        filters={toolbarFilters}
        value={{ role: filters.role ? [filters.role] : [], status: filters.status }}
        onValueChange={(value) =>
          onFiltersChange({
            role: ((value.role ?? []).at(-1) as PartnerRole | VendorRole | undefined) ?? null,
            status: (value.status ?? []) as OrganisationStatus[],
          })
        }
      />
      <DataTable<Organisation>
        label={t(`app.partners.table.${kind}`)}
        columns={columns}
        {...listTableProps(list)}
        rowKey={(organisation) => organisation.id}
        rowLabel={(organisation) => organisation.name}
        onRowOpen={onOpen}
        cardsBelow={CARDS_BELOW}
        emptyTitle={filtered ? t('app.partners.noMatches.title') : t(`app.partners.empty.${kind}.title`)}
        emptyMessage={filtered ? t('app.partners.noMatches.body') : t(`app.partners.empty.${kind}.body`)}
        emptyAction={filtered ? undefined : add}
      />
    </Page>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
