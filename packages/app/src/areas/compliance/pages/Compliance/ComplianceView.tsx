import type { Obligation } from '@vognpark/server/areas/compliance';
import { Button, PageHeader, Toolbar, type ToolbarFilter } from '@vognpark/ui';
import { useMemo } from 'react';
import { ObligationTable } from '../../components/ObligationTable';
import { complianceKinds, complianceStates } from '../../domain';
import { complianceKindLabel, complianceStateLabel } from '../../labels';
import { stateWithToolbarValue, toolbarValueOf } from '../../toolbar';
import { complianceUrl, type ComplianceUrlState } from '../../urlState';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { Page } from '../../../../pages/PageColumn';
import type { ListState } from '../../../../data/keysetList';

export interface ComplianceViewProps {
  /** The page's title (the route's: "Compliance"). */
  title: string;
  /** The filters (from the address). */
  state: ComplianceUrlState;
  /** A filter changed (a choice, a chip removed, "Clear All"): a new history entry. */
  onStateChange: (next: ComplianceUrlState) => void;
  /** The plate of the vehicle the list is narrowed to, when known (names its chip). */
  vehiclePlate?: string | null;

  /** The obligations matching the filters (total: null until known). */
  list: ListState<Obligation>;

  onAdd: () => void;
  /** The pointer or the focus is on Add: the moment to fetch the form's code. */
  onAddIntent?: () => void;
  onRenew: (obligation: Obligation) => void;
  onEdit: (obligation: Obligation) => void;
}

/**
 * The fleet's compliance obligations as a person sees them (data in, callbacks out): the count,
 * Add Obligation, filters by state and kind (and vehicle, from a link), and the table that loads
 * more as it scrolls, with Renew and Edit on each row.
 */
export function ComplianceView({
  title,
  state,
  onStateChange,
  vehiclePlate,
  list,
  onAdd,
  onAddIntent,
  onRenew,
  onEdit,
}: ComplianceViewProps) {
  const { total } = list;
  const t = useAppMessages();

  const filters = useMemo<ToolbarFilter[]>(() => {
    const all: ToolbarFilter[] = [
      {
        id: 'due',
        label: t('app.compliance.filter.state'),
        options: complianceStates.map((value) => ({ value, label: t(complianceStateLabel(value)) })),
      },
      {
        id: 'kind',
        label: t('app.compliance.filter.kind'),
        options: complianceKinds.map((value) => ({ value, label: t(complianceKindLabel(value)) })),
      },
    ];
    if (state.vehicle)
      all.push({
        id: 'vehicle',
        label: t('app.compliance.filter.vehicle'),
        options: [{ value: state.vehicle, label: vehiclePlate || t('app.compliance.filter.oneVehicle') }],
      });
    return all;
  }, [t, state.vehicle, vehiclePlate]);

  const filtered = complianceUrl.activeCount(state) > 0;
  const add = (
    <Button onClick={onAdd} onPointerEnter={onAddIntent} onFocus={onAddIntent}>
      {t('app.compliance.add')}
    </Button>
  );

  return (
    <Page>
      <PageHeader
        title={title}
        description={total === null ? undefined : t('app.compliance.count', { count: total })}
        actions={add}
      />
      <Toolbar
        label={t('app.compliance.filter.label')}
        filters={filters}
        value={toolbarValueOf(state)}
        onValueChange={(value) =>
          onStateChange(stateWithToolbarValue(value, complianceStates, complianceKinds))
        }
      />
      <ObligationTable
        list={list}
        onRenew={onRenew}
        onEdit={onEdit}
        emptyTitle={filtered ? t('app.compliance.noMatches.title') : t('app.compliance.empty.title')}
        emptyMessage={filtered ? t('app.compliance.noMatches.body') : t('app.compliance.empty.body')}
        emptyAction={filtered ? undefined : add}
      />
    </Page>
  );
}
