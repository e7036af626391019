import type { Inspection } from '@vognpark/server/areas/inspections';
import { Button, PageHeader, Toolbar, type ToolbarFilter } from '@vognpark/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { inspectionDueStates, inspectionKinds } from '../../../compliance/domain';
import { inspectionKindLabel, inspectionStateLabel } from '../../../compliance/labels';
import { stateWithToolbarValue, toolbarValueOf } from '../../../compliance/toolbar';
import { nextListSort, toSortDescriptor } from '../../../compliance/listSort';
import { inspectionSorts, inspectionsUrl, type InspectionsUrlState } from '../../../compliance/urlState';
import { InspectionTable } from '../../components/InspectionTable';
import { useAppMessages } from '../../../../i18n/useAppMessages';
import { Page } from '../../../../pages/PageColumn';
import type { ListState } from '../../../../data/keysetList';

export interface InspectionsViewProps {
  /** The page's title (the route's: "Inspections"). */
  title: string;
  /** `manager`: the client's inspections, to schedule and complete. `admin`: every client's, read only. */
  mode?: 'manager' | 'admin';
  /** The filters (from the address). */
  state: InspectionsUrlState;
  /** A filter changed: a new history entry. */
  onStateChange: (next: InspectionsUrlState) => void;
  /** The plate of the vehicle the list is narrowed to, when known (names its chip). */
  vehiclePlate?: string | null;

  list: ListState<Inspection>;

  onSchedule?: () => void;
  /** The pointer or the focus is on Schedule: the moment to fetch the form's code. */
  onScheduleIntent?: () => void;
  onComplete?: (inspection: Inspection) => void;
  onEdit?: (inspection: Inspection) => void;
  /** Where an inspection's detail opens (`?inspection=<id>`, the filters kept). */
  inspectionHref?: (inspection: Inspection) => string;
}

const ignore = () => {};

/**
 * The fleet's own inspections as a person sees them (data in, callbacks out): the count, Schedule
 * Inspection, filters by due state and kind (and vehicle, from a link), and the table that loads
 * more as it scrolls, with Complete and Edit on those not yet done.
 */
export function InspectionsView({
  title,
  mode = 'manager',
  state,
  onStateChange,
  vehiclePlate,
  list,
  onSchedule,
  onScheduleIntent,
  onComplete = ignore,
  onEdit = ignore,
  inspectionHref,
}: InspectionsViewProps) {
  const { total } = list;
  const t = useAppMessages();
  const editable = mode === 'manager';

  const filters = useMemo<ToolbarFilter[]>(() => {
    const all: ToolbarFilter[] = [
      {
        id: 'due',
        label: t('app.inspections.filter.state'),
        options: inspectionDueStates.map((value) => ({ value, label: t(inspectionStateLabel(value)) })),
      },
      {
        id: 'kind',
        label: t('app.inspections.filter.kind'),
        options: inspectionKinds.map((value) => ({ value, label: t(inspectionKindLabel(value)) })),
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

  const filtered = inspectionsUrl.activeCount(state) > 0;
  const schedule =
    editable && onSchedule ? (
      <Button onClick={onSchedule} onPointerEnter={onScheduleIntent} onFocus={onScheduleIntent}>
        {t('app.inspections.schedule')}
      </Button>
    ) : undefined;

  return (
    <Page>
      <PageHeader
        title={title}
        description={total === null ? undefined : t('app.inspections.count', { count: total })}
        meta={editable ? undefined : <ReadOnly>{t('app.inspections.readOnly')}</ReadOnly>}
        actions={schedule}
      />
      <Toolbar
        label={t('app.inspections.filter.label')}
        filters={filters}
        value={toolbarValueOf(state)}
        onValueChange={(value) =>
          // The filters change; the sort is a view choice and stays.
          onStateChange({
            ...stateWithToolbarValue(value, inspectionDueStates, inspectionKinds),
            sort: state.sort ?? null,
          })
        }
      />
      <InspectionTable
        list={list}
        readOnly={!editable}
        sort={toSortDescriptor(state.sort ?? null)}
        onSortChange={(next) =>
          onStateChange({ ...state, sort: nextListSort(state.sort ?? null, next, inspectionSorts) })
        }
        onComplete={onComplete}
        onEdit={onEdit}
        rowHref={inspectionHref}
        emptyTitle={filtered ? t('app.inspections.noMatches.title') : t('app.inspections.empty.title')}
        emptyMessage={filtered ? t('app.inspections.noMatches.body') : t('app.inspections.empty.body')}
        emptyAction={filtered ? undefined : schedule}
      />
    </Page>
  );
}

const ReadOnly = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
