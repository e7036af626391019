import type {
  WorkingTimeAgreement,
  DriverRef,
  DriverWeek,
  MileageRate,
  Trip,
  TripMonth,
  WeekView,
} from '@vognpark/server/areas/timereg';
import { Button, DataTable, PageHeader, StatusPill, Tabs, type DataTableColumn } from '@vognpark/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { flagText, formatMinutes, formatMonth } from './format';
import { Page, PageSection as Section } from '../../pages/PageColumn';
import type { DayTarget, RecordedDay } from './forms';
import type { SaveAgreement, SaveDay, SaveRate } from './TimeregDrawers';
import { lazyWithPrefetch, usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';

// The day, agreement and rate drawers: one chunk of their own, fetched when the page is idle or one
// is first opened, so the page's code carries none of their forms.
const AgreementDrawer = lazyWithPrefetch(
  () => import('./TimeregDrawers').then((module) => module.AgreementDrawer),
  { mountWhen: (props) => props.agreement !== null },
);
const RateDrawer = lazyWithPrefetch(() => import('./TimeregDrawers').then((module) => module.RateDrawer), {
  mountWhen: (props) => props.rate !== null,
});
const DayDrawer = lazyWithPrefetch(() => import('./TimeregDrawers').then((module) => module.DayDrawer), {
  mountWhen: (props) => props.target !== null,
});

export type TimeregTab = 'working-time' | 'trip-log' | 'rules';

/** One part of the page's data: its state and, once there, the data. */
export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  onRetry: () => void;
}

export interface TimeregViewProps {
  title: string;
  tab: TimeregTab;
  onTabChange: (tab: TimeregTab) => void;
  /** A date in the week shown; the month approved with it is the Monday's. */
  week: Loadable<WeekView>;
  onWeekChange: (days: number) => void;
  onApproveMonth: (month: string) => void;
  month: string;
  onMonthChange: (months: number) => void;
  trips: Loadable<TripMonth>;
  onApproveTrips: (month: string) => void;
  onExport: (trips: readonly Trip[]) => void;
  /** Downloads the month's kørebog as a PDF (a section per driver and vehicle). */
  onDownloadPdf: (month: string) => void;
  agreements: Loadable<(WorkingTimeAgreement & { driver: DriverRef })[]>;
  rates: Loadable<MileageRate[]>;
  onSaveAgreement: SaveAgreement;
  onSaveRate: SaveRate;
  /** Records a driver's day for them (a day nothing was recorded on, up to today). */
  onSaveDay: SaveDay;
  /**
   * A driver's day as someone recorded it while the manager's form for it was open (read again
   * after the save was refused), for the form to show beside what was typed.
   */
  recordedMeanwhile?: { driverId: string; date: string; day: RecordedDay } | null;
  /** Today in Copenhagen: later days cannot be recorded. */
  today: string;
  /** An approval is on its way. */
  busy?: boolean;
}

const DAYS = [0, 1, 2, 3, 4, 5, 6];

function addDays(date: string, days: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * /manager/timereg as a person sees it (data in, callbacks out): Working Time, a week grid of
 * every driver with the rules' flags and Approve for the month; Trip Log, the month's trips with
 * their flags, Approve Trips and Export CSV; Rules, each driver's agreement and the mileage
 * allowance rates per year.
 */
export function TimeregView(props: TimeregViewProps) {
  const t = useAppMessages();
  usePrefetchWhenIdle(DayDrawer);
  return (
    <Page>
      <PageHeader title={props.title} />
      <Tabs
        label={t('app.timereg.tabs.label')}
        value={props.tab}
        onValueChange={(value) => props.onTabChange(value as TimeregTab)}
        items={[
          {
            value: 'working-time',
            label: t('app.timereg.tabs.workingTime'),
            content: <WorkingTime {...props} />,
          },
          { value: 'trip-log', label: t('app.timereg.tabs.tripLog'), content: <TripLog {...props} /> },
          { value: 'rules', label: t('app.timereg.tabs.rules'), content: <Rules {...props} /> },
        ]}
      />
    </Page>
  );
}

function errorOf<T>(t: ReturnType<typeof useAppMessages>, part: Loadable<T>): ReactNode {
  return part.status === 'error' ? t('app.timereg.loadError') : undefined;
}

function Flags({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <FlagList>
      {items.map((text, index) => (
        <li key={index}>
          <StatusPill tone="warning" label={text} />
        </li>
      ))}
    </FlagList>
  );
}

function WorkingTime({
  week,
  onWeekChange,
  onApproveMonth,
  busy,
  today,
  onSaveDay,
  recordedMeanwhile,
}: TimeregViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [recording, setRecording] = useState<Omit<DayTarget, 'day'> | null>(null);
  const target: DayTarget | null = recording && {
    ...recording,
    day:
      recordedMeanwhile?.driverId === recording.driver.id && recordedMeanwhile.date === recording.date
        ? recordedMeanwhile.day
        : null,
  };
  const monday = week.data?.monday;
  const columns = useMemo<DataTableColumn<DriverWeek>[]>(() => {
    const dayColumns = DAYS.map((index) => {
      const date = monday ? addDays(monday, index) : '';
      const label = monday
        ? new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${date}T12:00:00Z`),
          )
        : String(index);
      return {
        id: `day-${index}`,
        header: label,
        label,
        align: 'end' as const,
        cell: (row: DriverWeek) => {
          const day = row.days[index];
          if (!day)
            return date && date <= today ? (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('app.timereg.day.addFor', {
                  name: row.driver.name,
                  date: formatDate(date, locale),
                })}
                onClick={() => setRecording({ driver: row.driver, date })}
              >
                {t('app.timereg.day.add')}
              </Button>
            ) : (
              '–'
            );
          const text = formatMinutes(t, day.totals.working);
          return <Hours>{day.status === 'approved' ? `${text} ✓` : text}</Hours>;
        },
      };
    });
    return [
      {
        id: 'driver',
        header: t('app.timereg.week.driver'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.driver.name,
      },
      ...dayColumns,
      {
        id: 'total',
        header: t('app.timereg.week.total'),
        align: 'end',
        cell: (row) => (row.working > 0 ? <Hours>{formatMinutes(t, row.working)}</Hours> : '–'),
      },
      {
        id: 'flags',
        header: t('app.timereg.week.flags'),
        minWidth: 240,
        cell: (row) =>
          row.flags.length ? (
            <Flags
              items={row.flags.map((flag) => `${formatDate(flag.date, locale)} · ${flagText(t, flag)}`)}
            />
          ) : (
            t('app.timereg.week.noFlags')
          ),
      },
    ];
  }, [t, locale, monday, today]);
  const month = monday?.slice(0, 7);
  return (
    <Section>
      <Bar>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(-7)}>
          {t('app.timereg.week.previous')}
        </Button>
        <strong>{monday ? t('app.timereg.week.of', { date: formatDate(monday, locale) }) : ''}</strong>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(7)}>
          {t('app.timereg.week.next')}
        </Button>
        {month && (
          <Button onClick={() => onApproveMonth(month)} disabled={busy}>
            {t('app.timereg.approveMonth', { month: formatMonth(month, locale) })}
          </Button>
        )}
      </Bar>
      <DataTable
        label={t('app.timereg.week.label')}
        columns={columns}
        rows={week.data?.drivers ?? []}
        rowKey={(row) => row.driver.id}
        rowLabel={(row) => row.driver.name}
        loading={week.status === 'loading'}
        error={errorOf(t, week)}
        onRetry={week.onRetry}
        emptyTitle={t('app.timereg.week.empty.title')}
        emptyMessage={t('app.timereg.week.empty.body')}
      />
      <DayDrawer target={target} onOpenChange={(open) => !open && setRecording(null)} onSave={onSaveDay} />
    </Section>
  );
}

function TripLog({
  month,
  onMonthChange,
  trips,
  onApproveTrips,
  onExport,
  onDownloadPdf,
  busy,
}: TimeregViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const columns = useMemo<DataTableColumn<Trip>[]>(
    () => [
      { id: 'date', header: t('app.timereg.trips.date'), cell: (row) => formatDate(row.date, locale) },
      {
        id: 'driver',
        header: t('app.timereg.trips.driver'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.driver.name,
      },
      {
        id: 'vehicle',
        header: t('app.timereg.trips.vehicle'),
        cell: (row) => formatPlate(row.vehicle.registration),
      },
      {
        id: 'route',
        header: t('app.timereg.trips.route'),
        minWidth: 200,
        cell: (row) =>
          row.from === null ? (
            <Muted>{t('app.timereg.trips.private')}</Muted>
          ) : (
            <>
              {`${row.start} ${row.from} – ${row.end} ${row.to}`}
              <Flags items={row.flags.map((flag) => flagText(t, flag))} />
            </>
          ),
      },
      { id: 'purpose', header: t('app.timereg.trips.purpose'), cell: (row) => row.purpose ?? '' },
      { id: 'kind', header: t('app.timereg.trips.kind'), cell: (row) => t(`app.timereg.kind.${row.kind}`) },
      {
        id: 'km',
        header: t('app.timereg.trips.km'),
        align: 'end',
        cell: (row) => new Intl.NumberFormat(locale).format(row.km),
      },
      {
        id: 'status',
        header: t('app.timereg.trips.status'),
        cell: (row) => t(`app.timereg.status.${row.status}`),
      },
    ],
    [t, locale],
  );
  const data = trips.data;
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' });
  return (
    <Section>
      <Bar>
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(-1)}>
          {t('app.timereg.month.previous')}
        </Button>
        <strong>{formatMonth(month, locale)}</strong>
        <Button variant="secondary" size="sm" onClick={() => onMonthChange(1)}>
          {t('app.timereg.month.next')}
        </Button>
        <Button onClick={() => onApproveTrips(month)} disabled={busy}>
          {t('app.timereg.trips.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onExport(data?.trips ?? [])}
          disabled={!data?.trips.length}
        >
          {t('app.timereg.trips.export')}
        </Button>
        <Button variant="secondary" onClick={() => onDownloadPdf(month)} disabled={!data?.trips.length}>
          {t('app.timereg.trips.pdf')}
        </Button>
      </Bar>
      {data && (
        <Muted>
          {data.allowance === null
            ? t('app.timereg.trips.noRate', { km: data.businessKm })
            : t('app.timereg.trips.summary', { km: data.businessKm, amount: money.format(data.allowance) })}
        </Muted>
      )}
      <DataTable
        label={t('app.timereg.trips.label')}
        columns={columns}
        rows={data?.trips ?? []}
        rowKey={(row) => row.id}
        rowLabel={(row) => `${formatDate(row.date, locale)} ${formatPlate(row.vehicle.registration)}`}
        loading={trips.status === 'loading'}
        error={errorOf(t, trips)}
        onRetry={trips.onRetry}
        emptyTitle={t('app.timereg.trips.empty.title')}
        emptyMessage={t('app.timereg.trips.empty.body')}
      />
    </Section>
  );
}

function Rules({ agreements, rates, onSaveAgreement, onSaveRate }: TimeregViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [agreement, setAgreement] = useState<(WorkingTimeAgreement & { driver: DriverRef }) | null>(null);
  const [rate, setRate] = useState<MileageRate | 'new' | null>(null);
  const agreementColumns = useMemo<DataTableColumn<WorkingTimeAgreement & { driver: DriverRef }>[]>(
    () => [
      {
        id: 'driver',
        header: t('app.timereg.week.driver'),
        rowHeader: true,
        card: 'title',
        cell: (row) => row.driver.name,
      },
      {
        id: 'weekly',
        header: t('app.timereg.rules.weekly'),
        align: 'end',
        cell: (row) => formatMinutes(t, row.weeklyMinutes),
      },
      { id: 'window', header: t('app.timereg.rules.window'), cell: (row) => `${row.dayStart}–${row.dayEnd}` },
      {
        id: 'tachograph',
        header: t('app.timereg.rules.tachograph'),
        cell: (row) =>
          row.tachograph && !row.exemption ? t('app.timereg.rules.yes') : t('app.timereg.rules.no'),
      },
      {
        id: 'edit',
        header: t('app.timereg.rules.actions'),
        cell: (row) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('app.timereg.agreement.editFor', { name: row.driver.name })}
            onClick={() => setAgreement(row)}
          >
            {t('app.timereg.rules.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const rateColumns = useMemo<DataTableColumn<MileageRate>[]>(() => {
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 });
    return [
      {
        id: 'year',
        header: t('app.timereg.rules.year'),
        rowHeader: true,
        card: 'title',
        cell: (row) => String(row.year),
      },
      {
        id: 'low',
        header: t('app.timereg.rules.rateLow', { km: 20000 }),
        align: 'end',
        cell: (row) => number.format(row.rateLow),
      },
      {
        id: 'high',
        header: t('app.timereg.rules.rateHigh', { km: 20000 }),
        align: 'end',
        cell: (row) => number.format(row.rateHigh),
      },
      {
        id: 'source',
        header: t('app.timereg.rate.source'),
        cell: (row) => (row.own ? t('app.timereg.rate.own') : t('app.timereg.rate.national')),
      },
      {
        id: 'edit',
        header: t('app.timereg.rules.actions'),
        cell: (row) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('app.timereg.rate.editFor', { year: String(row.year) })}
            onClick={() => setRate(row)}
          >
            {t('app.timereg.rules.edit')}
          </Button>
        ),
      },
    ];
  }, [t, locale]);
  return (
    <Section>
      <h2>{t('app.timereg.rules.agreements')}</h2>
      <DataTable
        label={t('app.timereg.rules.agreements')}
        columns={agreementColumns}
        rows={agreements.data ?? []}
        rowKey={(row) => row.userId}
        rowLabel={(row) => row.driver.name}
        loading={agreements.status === 'loading'}
        error={errorOf(t, agreements)}
        onRetry={agreements.onRetry}
        emptyTitle={t('app.timereg.week.empty.title')}
        emptyMessage={t('app.timereg.week.empty.body')}
      />
      <AgreementDrawer
        // The driver's agreement as last read: after a refused save, the newer one.
        agreement={
          agreement && {
            ...agreement,
            ...agreements.data?.find((row) => row.userId === agreement.userId),
          }
        }
        onOpenChange={(open) => !open && setAgreement(null)}
        onSave={onSaveAgreement}
      />
      <Bar>
        <h2>{t('app.timereg.rules.rates')}</h2>
        <Button variant="secondary" size="sm" onClick={() => setRate('new')} disabled={!rates.data}>
          {t('app.timereg.rate.add')}
        </Button>
      </Bar>
      <DataTable
        label={t('app.timereg.rules.rates')}
        columns={rateColumns}
        rows={rates.data ?? []}
        rowKey={(row) => String(row.year)}
        rowLabel={(row) => String(row.year)}
        loading={rates.status === 'loading'}
        error={errorOf(t, rates)}
        onRetry={rates.onRetry}
      />
      <RateDrawer
        rate={rate}
        rates={rates.data ?? []}
        onOpenChange={(open) => !open && setRate(null)}
        onSave={onSaveRate}
      />
    </Section>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Hours = styled.span`
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FlagList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  white-space: normal;
`;
