import type {
  OdometerReading,
  ServiceEntry,
  ServiceScheduleItem,
  ServiceVisit,
} from '@vognpark/server/areas/service';
import { Button, DataTable, type DataTableColumn } from '@vognpark/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PanelActions, TabPanel } from '../../compliance/components/panelStyles';
import { formatDate, formatOdometer } from '../../vehicles/format';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { CARDS_BELOW } from '../../../shell/tableLayout';
import { readingSourceLabel } from '../domain';
import type { ListState } from '../../../data/keysetList';
import { EntryTable, personName } from './EntryTable';
import { ScheduleTable } from './ScheduleTable';
import { VisitItems } from './VisitItems';

export interface VehicleServicePanelProps {
  schedules: ListState<ServiceScheduleItem>;
  entries: ListState<ServiceEntry>;
  readings: Omit<ListState<OdometerReading>, 'total'>;
  onRecord: (schedule?: ServiceScheduleItem | null) => void;
  onVisit: (schedules: ServiceScheduleItem[]) => void;
  onEditSchedule: (schedule: ServiceScheduleItem) => void;
  onOpenEntry: (entry: ServiceEntry) => void;
  onAddReading: () => void;
  onApplyPlan: () => void;
  /** Plan Visit: what the vehicle has due within 30 days or 1,000 km, as one task. */
  onPlanVisit: () => void;
  /** The vehicle's planned visit whose task is open, if any, and Record Visit for it. */
  plannedVisit?: ServiceVisit | null;
  onRecordVisit?: (visit: ServiceVisit) => void;
}

/**
 * A vehicle's Service tab: its schedules with the next due date and km and the forecast, its
 * service book with costs, and its odometer chain; Record Service, Plan Visit, Apply Plan and Add
 * Reading; a planned workshop visit with its items and Record Visit.
 */
export function VehicleServicePanel(props: VehicleServicePanelProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const readingColumns = useMemo<DataTableColumn<OdometerReading>[]>(
    () => [
      {
        id: 'date',
        header: t('app.service.reading.date'),
        cell: (reading) => formatDate(reading.readOn, locale),
        rowHeader: true,
        width: 130,
      },
      {
        id: 'km',
        header: t('app.service.reading.odometer'),
        cell: (reading) => formatOdometer(reading.odometerKm, locale),
        width: 140,
        align: 'end',
      },
      {
        id: 'source',
        header: t('app.service.reading.source'),
        cell: (reading) =>
          reading.correction
            ? `${t(readingSourceLabel(reading.source))} · ${t('app.service.reading.correction')}`
            : t(readingSourceLabel(reading.source)),
        width: 220,
      },
    ],
    [t, locale],
  );
  return (
    <TabPanel>
      <PanelActions>
        <Button onClick={() => props.onRecord(null)}>{t('app.service.record')}</Button>
        <Button variant="secondary" onClick={props.onPlanVisit}>
          {t('app.service.visit.plan')}
        </Button>
        <Button variant="secondary" onClick={props.onApplyPlan}>
          {t('app.service.applyPlan')}
        </Button>
      </PanelActions>
      {props.plannedVisit && (
        <Part>
          <Heading>
            <h2>{t('app.service.visit.planned.title')}</h2>
            {props.onRecordVisit && (
              <Button size="sm" onClick={() => props.onRecordVisit?.(props.plannedVisit!)}>
                {t('app.service.visit.record')}
              </Button>
            )}
          </Heading>
          <p>
            {t('app.service.visit.planned.body', {
              date: formatDate(props.plannedVisit.createdAt, locale),
              name: personName(props.plannedVisit.createdBy) || t('app.service.history.bySystem'),
            })}
          </p>
          <VisitItems items={props.plannedVisit.items} label={t('app.service.visit.planned.title')} />
        </Part>
      )}
      <Part>
        <h2>{t('app.service.vehicleTab.schedules')}</h2>
        <ScheduleTable
          list={props.schedules}
          hideVehicle
          onRecord={props.onRecord}
          onVisit={props.onVisit}
          onEdit={props.onEditSchedule}
          emptyTitle={t('app.service.vehicleTab.schedules')}
          emptyMessage={t('app.service.vehicleTab.noSchedules')}
        />
      </Part>
      <Part>
        <h2>{t('app.service.vehicleTab.book')}</h2>
        <EntryTable
          list={props.entries}
          hideVehicle
          onOpen={props.onOpenEntry}
          emptyTitle={t('app.service.vehicleTab.book')}
          emptyMessage={t('app.service.vehicleTab.noEntries')}
        />
      </Part>
      <Part>
        <Heading>
          <h2>{t('app.service.vehicleTab.odometer')}</h2>
          <Button variant="secondary" size="sm" onClick={props.onAddReading}>
            {t('app.service.vehicleTab.addReading')}
          </Button>
        </Heading>
        <DataTable<OdometerReading>
          label={t('app.service.vehicleTab.odometer')}
          columns={readingColumns}
          rows={props.readings.rows}
          rowKey={(reading) => String(reading.id)}
          rowLabel={(reading) => formatDate(reading.readOn, locale)}
          cardsBelow={CARDS_BELOW}
          loading={props.readings.loading}
          error={props.readings.error}
          onRetry={props.readings.onRetry}
          hasMore={props.readings.hasMore}
          loadingMore={props.readings.loadingMore}
          onLoadMore={props.readings.onLoadMore}
          emptyTitle={t('app.service.vehicleTab.odometer')}
          emptyMessage={t('app.service.vehicleTab.noReadings')}
          maxHeight={360}
        />
      </Part>
    </TabPanel>
  );
}

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  & > p {
    margin: 0;
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;
