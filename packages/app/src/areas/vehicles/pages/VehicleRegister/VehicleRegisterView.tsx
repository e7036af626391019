import type { Vehicle } from '@vognpark/server/areas/vehicles';
import {
  Button,
  DataTable,
  Menu,
  MenuItem,
  PageHeader,
  SearchField,
  Switch,
  Toolbar,
  type DataTableColumn,
  type SortDescriptor,
  type ToolbarFilter,
  type ToolbarFilterValue,
} from '@vognpark/ui';
import { useMemo, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ExportProgress } from '../../components/ExportProgress';
import type { CustomerFilter, CustomerPickerProps } from '../../components/CustomerPicker';
import { VehicleStatusPill } from '../../components/VehicleStatusPill';
import {
  complianceStates,
  isOneOf,
  settableStatuses,
  vehicleFuels,
  vehicleSortKeys,
  vehicleStatuses,
  vehicleTypes,
  type VehicleStatus,
} from '../../domain';
import { formatDate, formatOdometer, formatPlate, formatYear } from '../../format';
import { complianceLabel, fuelLabel, statusLabel, typeLabel } from '../../labels';
import type { ExportState } from '../../queries';
import { registerUrl, statusFilterOptions, withIncludeSold, type RegisterUrlState } from '../../urlState';
import { useAppMessages, type FormatAppMessage } from '../../../../i18n/useAppMessages';
import { CARDS_BELOW, listTableProps } from '../../../../shell/tableLayout';
import { RouterLink } from '../../../../shell/RouterLink';
import { Page } from '../../../../pages/PageColumn';
import type { ListState } from '../../../../data/keysetList';

export type { CustomerFilter };

export interface VehicleRegisterViewProps {
  /** The page's title (the route's: "Vehicles"). */
  title: string;
  /** `manager`: the client's register, editable. `admin`: every client's, read only, with a customer column and filter. */
  mode: 'manager' | 'admin';
  /** Search, filters and sort (from the address). */
  state: RegisterUrlState;
  /** The search text changed (typing): replaces the address. */
  onSearchChange: (search: string) => void;
  /** A filter, the sort or the customer changed: a new history entry. */
  onStateChange: (next: RegisterUrlState) => void;

  /** The vehicles matching search and filters (total: null until known). */
  list: ListState<Vehicle>;
  /** Where a vehicle's page is: its plate links there (the manager's register; the admin's has no vehicle page). */
  vehicleHref?: (vehicle: Vehicle) => string;

  /** Manager: opens the add drawer. */
  onAdd?: () => void;
  /** Opens the vehicle import (managers). */
  onImport?: () => void;
  /** Manager: the pointer or the focus is on Add, the moment to fetch the form's code. */
  onAddIntent?: () => void;
  /** Manager: sets one status on the selected vehicles; resolves when done. */
  onBulkStatus?: (ids: string[], status: VehicleStatus) => Promise<unknown>;

  exportState: ExportState;
  onExport: () => void;
  onCancelExport: () => void;

  /** Admin: the customers to filter by. */
  customerFilter?: CustomerFilter;
  /**
   * Admin: the customer filter's picker (`CustomerPicker`), passed in by the admin's page so that
   * the manager's register, which has no such filter, does not load it.
   */
  customerPicker?: ComponentType<CustomerPickerProps>;
}

const toSortDescriptor = ({ by, dir }: RegisterUrlState['sort']): SortDescriptor => ({
  column: by,
  direction: dir === 'asc' ? 'ascending' : 'descending',
});

function filtersOf(t: FormatAppMessage, includeSold: boolean): ToolbarFilter[] {
  return [
    {
      id: 'status',
      label: t('app.vehicles.filter.status'),
      // "Sold" only while sold vehicles are shown: the filter and "Show sold" never disagree.
      options: statusFilterOptions(includeSold).map((value) => ({ value, label: t(statusLabel(value)) })),
    },
    {
      id: 'type',
      label: t('app.vehicles.filter.type'),
      options: vehicleTypes.map((value) => ({ value, label: t(typeLabel(value)) })),
    },
    {
      id: 'fuel',
      label: t('app.vehicles.filter.fuel'),
      options: vehicleFuels.map((value) => ({ value, label: t(fuelLabel(value)) })),
    },
    {
      id: 'compliance',
      label: t('app.vehicles.filter.compliance'),
      options: complianceStates.map((value) => ({ value, label: t(complianceLabel(value)) })),
    },
  ];
}

/** The Toolbar's chosen values from the state, and the state from the Toolbar's values. */
function toolbarValueOf(state: RegisterUrlState): ToolbarFilterValue {
  return {
    status: state.status,
    type: state.type,
    fuel: state.fuel,
    compliance: state.compliance,
  };
}

/** The customer is not one of the Toolbar's menus (it has its own picker), so it stays. */
function stateWithToolbarValue(state: RegisterUrlState, value: ToolbarFilterValue): RegisterUrlState {
  const pick = <T extends string>(values: readonly T[], chosen: readonly string[] | undefined): T[] =>
    values.filter((candidate) => chosen?.includes(candidate));
  return {
    ...state,
    status: pick(vehicleStatuses, value.status),
    type: pick(vehicleTypes, value.type),
    fuel: pick(vehicleFuels, value.fuel),
    compliance: pick(complianceStates, value.compliance),
  };
}

/**
 * The vehicle register as a person sees it (data in, callbacks out): the header with the count,
 * Add and Export; search, filter menus with chips and the sold switch; the table that loads more
 * as it scrolls, with sorting, selection and a bulk status change.
 */
export function VehicleRegisterView({
  title,
  mode,
  state,
  onSearchChange,
  onStateChange,
  list,
  vehicleHref,
  onAdd,
  onImport,
  onAddIntent,
  onBulkStatus,
  exportState,
  onExport,
  onCancelExport,
  customerFilter,
  customerPicker: CustomerPicker,
}: VehicleRegisterViewProps) {
  const { rows, total, loading } = list;
  const t = useAppMessages();
  const { locale } = useIntl();
  const editable = mode === 'manager';
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkPending, setBulkPending] = useState(false);

  const columns = useMemo<DataTableColumn<Vehicle>[]>(() => {
    const all: DataTableColumn<Vehicle>[] = [
      {
        id: 'registration',
        header: t('app.vehicles.column.registrationHeader'),
        cell: (vehicle) => formatPlate(vehicle.registration),
        sortable: true,
        rowHeader: true,
        width: 130,
        minWidth: 110,
      },
      {
        id: 'makeModel',
        header: t('app.vehicles.column.makeModel'),
        cell: (vehicle) => `${vehicle.make} ${vehicle.model}`,
        sortable: true,
        width: 200,
        minWidth: 130,
        truncate: true,
      },
      {
        id: 'year',
        header: t('app.vehicles.column.year'),
        cell: (vehicle) => formatYear(vehicle.year),
        sortable: true,
        align: 'end',
        width: 80,
        priority: 3,
      },
      {
        id: 'type',
        header: t('app.vehicles.column.type'),
        cell: (vehicle) => t(typeLabel(vehicle.type)),
        width: 120,
        minWidth: 90,
        truncate: true,
        priority: 2,
      },
      {
        id: 'fuel',
        header: t('app.vehicles.column.fuel'),
        cell: (vehicle) => t(fuelLabel(vehicle.fuel)),
        width: 100,
        minWidth: 90,
        truncate: true,
        priority: 3,
        card: 'hide',
      },
      {
        id: 'status',
        header: t('app.vehicles.column.status'),
        cell: (vehicle) => <VehicleStatusPill status={vehicle.status} />,
        sortable: true,
        width: 150,
        minWidth: 130,
      },
      {
        id: 'driver',
        header: t('app.vehicles.column.driver'),
        cell: (vehicle) => (vehicle.driver ? `${vehicle.driver.name} ${vehicle.driver.surname}`.trim() : ''),
        width: 170,
        minWidth: 120,
        truncate: true,
        priority: 2,
      },
      {
        id: 'odometer',
        header: t('app.vehicles.column.odometer'),
        cell: (vehicle) => formatOdometer(vehicle.odometerKm, locale),
        sortable: true,
        align: 'end',
        width: 130,
        minWidth: 100,
      },
      {
        id: 'nextDue',
        header: t('app.vehicles.column.nextDue'),
        cell: (vehicle) => formatDate(vehicle.nextDueDate, locale),
        sortable: true,
        width: 130,
        minWidth: 110,
      },
    ];
    if (mode === 'admin')
      all.splice(1, 0, {
        id: 'client',
        header: t('app.vehicles.column.client'),
        cell: (vehicle) => vehicle.clientName,
        width: 180,
        minWidth: 120,
        truncate: true,
      });
    return all;
  }, [t, locale, mode]);

  const filters = useMemo(() => filtersOf(t, state.includeSold), [t, state.includeSold]);
  // The chosen customer's name while the list of customers is on its way: from its rows.
  const chosenCustomerName = rows.find((vehicle) => vehicle.clientId === state.clientId)?.clientName;

  const countText = total === null ? undefined : t('app.vehicles.count', { count: total });
  const filtered = registerUrl.activeCount(state) > 0 || state.search.trim() !== '';

  async function bulk(ids: string[], status: VehicleStatus, clear: () => void) {
    if (!onBulkStatus || bulkPending) return;
    setBulkPending(true);
    try {
      await onBulkStatus(ids, status);
      clear();
    } catch {
      // The container says why (a toast); the selection stays for another try.
    } finally {
      setBulkPending(false);
    }
  }

  const exporting = exportState.status === 'running';
  const addButton = (
    <Button onClick={onAdd} onPointerEnter={onAddIntent} onFocus={onAddIntent}>
      {t('app.vehicles.add')}
    </Button>
  );
  // An empty register: the import first, then adding one by one (as the empty dashboard offers).
  const emptyActions = (onImport || onAdd) && (
    <EmptyActions>
      {onImport && <Button onClick={onImport}>{t('app.imports.start.import')}</Button>}
      {onAdd && (
        <Button
          variant={onImport ? 'secondary' : 'primary'}
          onClick={onAdd}
          onPointerEnter={onAddIntent}
          onFocus={onAddIntent}
        >
          {t(onImport ? 'app.imports.start.add' : 'app.vehicles.add')}
        </Button>
      )}
    </EmptyActions>
  );
  const actions = (
    <>
      {exporting ? (
        <ExportProgress sent={exportState.sent} total={exportState.total} onCancel={onCancelExport} />
      ) : (
        <Button variant="secondary" onClick={onExport} disabled={loading || total === 0}>
          {t('app.vehicles.export')}
        </Button>
      )}
      {editable && onImport && (
        <Button variant="secondary" onClick={onImport}>
          {t('app.imports.open')}
        </Button>
      )}
      {editable && onAdd && addButton}
      {editable && (
        // Vehicle detection's page (its menu entry is hidden): a plate on a photo, found in the register.
        <RouterLink href="/manager/vehicle-detection">{t('app.vehicles.readPlate')}</RouterLink>
      )}
    </>
  );

  return (
    <Page>
      <PageHeader
        title={title}
        description={countText}
        meta={mode === 'admin' ? <ReadOnly>{t('app.vehicles.readOnly')}</ReadOnly> : undefined}
        actions={actions}
      />
      <Toolbar
        search={
          <SearchField
            label={t('app.vehicles.search.label')}
            labelHidden
            placeholder={t('app.vehicles.search.placeholder')}
            value={state.search}
            onValueChange={onSearchChange}
          />
        }
        filters={filters}
        value={toolbarValueOf(state)}
        onValueChange={(value) => onStateChange(stateWithToolbarValue(state, value))}
        actions={
          <>
            {mode === 'admin' && customerFilter && CustomerPicker && (
              <CustomerPicker
                filter={customerFilter}
                value={state.clientId}
                chosenName={chosenCustomerName}
                onValueChange={(clientId) => onStateChange({ ...state, clientId })}
              />
            )}
            <Switch
              label={t('app.vehicles.filter.includeSold')}
              checked={state.includeSold}
              onCheckedChange={(includeSold) => onStateChange(withIncludeSold(state, includeSold))}
            />
          </>
        }
      />
      <DataTable<Vehicle>
        label={t('app.vehicles.table.label')}
        columns={columns}
        {...listTableProps(list)}
        rowKey={(vehicle) => vehicle.id}
        rowLabel={(vehicle) => formatPlate(vehicle.registration)}
        cardsBelow={CARDS_BELOW}
        sort={toSortDescriptor(state.sort)}
        onSortChange={(next) => {
          const by = next && isOneOf(vehicleSortKeys, next.column) ? next.column : 'registration';
          onStateChange({ ...state, sort: { by, dir: next?.direction === 'descending' ? 'desc' : 'asc' } });
        }}
        selectable={editable}
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
        bulkActions={
          editable
            ? (selection) => (
                <Menu label={t('app.vehicles.bulk.setStatus')}>
                  {settableStatuses.map((status) => (
                    <MenuItem
                      key={status}
                      label={t(statusLabel(status))}
                      disabled={bulkPending}
                      onSelect={() => void bulk([...selection.keys], status, selection.clear)}
                    />
                  ))}
                </Menu>
              )
            : undefined
        }
        rowHref={vehicleHref}
        linkComponent={RouterLink}
        emptyTitle={filtered ? t('app.vehicles.noMatches.title') : t('app.vehicles.empty.title')}
        emptyMessage={filtered ? t('app.vehicles.noMatches.body') : t('app.vehicles.empty.body')}
        emptyAction={!filtered && editable ? emptyActions : undefined}
        virtualize
      />
    </Page>
  );
}

const ReadOnly = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;
