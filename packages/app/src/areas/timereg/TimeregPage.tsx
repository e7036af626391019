import { toCsv, useToast } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { copenhagenToday } from '../compliance/dates';
import { conflictOf } from '../../data/errors';
import { saveTextFile } from '../vehicles/csv';
import { useAppMessages } from '../../i18n/useAppMessages';
import { usePageTitle } from '../../pages/usePageTitle';
import { useRouteTitle } from '../../pages/useRouteTitle';
import { shiftMonth, tripCsvRows } from './format';
import {
  koerebogUrl,
  useAgreements,
  useApproveMonth,
  useApproveTrips,
  useRates,
  useReadDay,
  useSaveDay,
  useSetAgreement,
  useSetRate,
  useTripMonth,
  useWeek,
} from './queries';
import { TimeregView, type Loadable, type TimeregTab, type TimeregViewProps } from './TimeregView';

const TABS: readonly TimeregTab[] = ['working-time', 'trip-log', 'rules'];

function loadable<T>(query: { data?: T; isPending: boolean; refetch: () => unknown }): Loadable<T> {
  return {
    status: query.data !== undefined ? 'ready' : query.isPending ? 'loading' : 'error',
    data: query.data,
    onRetry: () => void query.refetch(),
  };
}

function addDays(date: string, days: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * /manager/timereg: the drivers' working time by week with the rules' flags and the month's
 * approval, the trip log of a month with its flags, approval and CSV, and the rules (agreements,
 * mileage allowance rates). The tab is in the address (`?tab=trip-log`).
 */
export function TimeregPage() {
  const t = useAppMessages();
  const { locale } = useIntl();
  const toast = useToast();
  const title = useRouteTitle() ?? t('app.timereg.tabs.label');
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'working-time';
  const [date, setDate] = useState(copenhagenToday);
  const [month, setMonth] = useState(() => copenhagenToday().slice(0, 7));
  const week = useWeek(date);
  const trips = useTripMonth(month, tab === 'trip-log');
  const agreements = useAgreements(tab === 'rules');
  const rates = useRates(tab === 'rules');
  const approveMonth = useApproveMonth();
  const approveTrips = useApproveTrips();
  const setAgreement = useSetAgreement();
  const setRate = useSetRate();
  const saveDay = useSaveDay();
  const readDay = useReadDay();
  const [recordedMeanwhile, setRecordedMeanwhile] = useState<TimeregViewProps['recordedMeanwhile']>(null);

  return (
    <TimeregView
      title={title}
      tab={tab}
      onTabChange={(next) => setParams(next === 'working-time' ? {} : { tab: next })}
      week={loadable(week)}
      onWeekChange={(days) => setDate((current) => addDays(current, days))}
      onApproveMonth={async (target) => {
        try {
          const { approved } = await approveMonth.mutateAsync({ month: target });
          toast.show({ tone: 'success', title: t('app.timereg.approvedDays', { count: approved }) });
        } catch {
          toast.show({ tone: 'error', title: t('app.timereg.approveFailed') });
        }
      }}
      month={month}
      onMonthChange={(months) => setMonth((current) => shiftMonth(current, months))}
      trips={loadable(trips)}
      onApproveTrips={async (target) => {
        try {
          const { approved } = await approveTrips.mutateAsync({ month: target });
          toast.show({ tone: 'success', title: t('app.timereg.trips.approved', { count: approved }) });
        } catch {
          toast.show({ tone: 'error', title: t('app.timereg.approveFailed') });
        }
      }}
      onExport={(rows) => saveTextFile(toCsv(tripCsvRows(t, rows)), `koerebog-${month}.csv`)}
      // In the language the page is read in (Danish, as SKAT reads it, when the page is in Danish).
      onDownloadPdf={(target) => window.location.assign(koerebogUrl(target, locale))}
      agreements={loadable(agreements)}
      rates={loadable(rates)}
      onSaveAgreement={async (input, version) => {
        try {
          await setAgreement.mutateAsync({ ...input, expectedVersion: version ?? null });
        } catch (error) {
          // Someone else changed the agreement meanwhile: the drawer shows theirs once read again.
          if (conflictOf(error)) void agreements.refetch();
          throw error;
        }
        toast.show({ tone: 'success', title: t('app.timereg.agreement.saved') });
      }}
      onSaveRate={async (input, version) => {
        try {
          await setRate.mutateAsync({ ...input, expectedVersion: version ?? null });
        } catch (error) {
          // Someone else set the year meanwhile: the drawer shows their rates once read again.
          if (conflictOf(error)) void rates.refetch();
          throw error;
        }
        toast.show({ tone: 'success', title: t('app.timereg.rate.saved', { year: String(input.year) }) });
      }}
      onSaveDay={async (input, revision) => {
        try {
          await saveDay.mutateAsync({ ...input, expectedRevision: revision });
        } catch (error) {
          // Recorded meanwhile (by the driver or another manager): the form shows their day once read.
          if (conflictOf(error)) {
            void week.refetch();
            void readDay(input.driverId, input.date).then(
              (day) => day && setRecordedMeanwhile({ driverId: input.driverId, date: input.date, day }),
            );
          }
          throw error;
        }
        toast.show({ tone: 'success', title: t('app.timereg.driver.daySaved') });
      }}
      recordedMeanwhile={recordedMeanwhile}
      today={copenhagenToday()}
      busy={approveMonth.isPending || approveTrips.isPending}
    />
  );
}

export default TimeregPage;
