import { useToast } from '@vognpark/ui';
import { conflictOf, type EditConflict } from '../../data/errors';
import { useEffect, useRef, useState } from 'react';
import { copenhagenToday } from '../compliance/dates';
import { useMyVehicles } from '../tasks/queries';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { readOdometerFromPhoto } from '../photos/readOdometer';
import { parseClock } from './format';
import { useAddTrip, useMyDay, useSaveDay } from './queries';
import { DriverTimeregView, emptyDraft, type DriverDraft, type PeriodDraft } from './DriverTimeregView';

const ERROR_CODES = [
  'required',
  'overlap',
  'in_future',
  'approved',
  'below_start',
  'decreased',
  'above_later',
  'taken',
];

/** The server's field errors as message ids (an unknown code reads as "could not be saved"). */
function errorsOf(error: unknown): Record<string, AppMessageId> | null {
  const fields = (error as { data?: { fieldErrors?: Record<string, string> | null } })?.data?.fieldErrors;
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [
      field,
      (ERROR_CODES.includes(code)
        ? `app.timereg.error.${code}`
        : 'app.timereg.driver.failed') as AppMessageId,
    ]),
  );
}

const nowInCopenhagen = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Copenhagen',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date());

const storageKey = (date: string) => `vognpark.timereg.${date}`;

type Draft = DriverDraft & {
  pending?: 'day' | 'trip' | null;
  /** The day's revision the periods were made from (0: none recorded; missing: a draft from before). */
  revision?: number;
};

function readDraft(date: string): Draft | null {
  try {
    const text = globalThis.localStorage?.getItem(storageKey(date));
    return text ? (JSON.parse(text) as DriverDraft) : null;
  } catch {
    return null;
  }
}

/**
 * The driver's day and trips at /manager/client: the draft lives in localStorage until the server
 * has it, so a dropped connection loses nothing; a save that could not reach the server is sent
 * again when the browser is back online.
 */
export function DriverTimereg() {
  const t = useAppMessages();
  const toast = useToast();
  const [today] = useState(copenhagenToday);
  const day = useMyDay(today);
  // A save refused because the day changed meanwhile (a manager, another device): who and when.
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const vehicles = useMyVehicles();
  const saveDay = useSaveDay();
  const addTrip = useAddTrip();
  // What the driver typed (kept across reloads); until then, the day as the server has it.
  const [local, setLocal] = useState<Draft | null>(() => readDraft(today));
  const [errors, setErrors] = useState<Record<string, AppMessageId>>({});
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && navigator.onLine === false,
  );

  const list = (vehicles.data ?? []).map((entry) => ({
    id: entry.vehicle.id,
    registration: entry.vehicle.registration,
  }));
  const current = day.data?.[0] ?? null;
  const base: Draft = local ?? {
    ...emptyDraft(),
    revision: current?.revision ?? 0,
    periods:
      current?.mode === 'periods'
        ? current.periods.map((p) => ({ kind: p.kind, start: p.start, end: p.end }))
        : [],
  };
  const draft: Draft = {
    ...base,
    trip: { ...base.trip, vehicleId: base.trip.vehicleId || (list[0]?.id ?? '') },
  };
  const setDraft = (change: (d: Draft) => Draft) => setLocal((d) => change(d ?? draft));
  // A draft kept from before days had revisions was made from the day as it is now.
  const revisionOf = (d: Draft) => d.revision ?? current?.revision ?? 0;

  useEffect(() => {
    if (!local) return;
    try {
      globalThis.localStorage?.setItem(storageKey(today), JSON.stringify(local));
    } catch {
      // Private mode without storage: the draft lives as long as the page.
    }
  }, [local, today]);

  const sendDay = async (periods: PeriodDraft[], revision: number) => {
    setErrors({});
    setConflict(null);
    try {
      const saved = await saveDay.mutateAsync({
        date: today,
        mode: 'periods',
        periods: periods.filter((p) => p.start !== p.end),
        expectedRevision: revision,
      });
      setDraft((d) => ({ ...d, pending: null, revision: saved.revision }));
      toast.show({ tone: 'success', title: t('app.timereg.driver.daySaved') });
    } catch (error) {
      const changed = conflictOf(error);
      if (changed) {
        // Nothing was saved; the periods stay, and the driver chooses theirs or keeps their own.
        setDraft((d) => ({ ...d, pending: null }));
        setConflict(changed);
        void day.refetch();
        return;
      }
      const fields = errorsOf(error);
      if (fields) setErrors(fields);
      else {
        setDraft((d) => ({ ...d, pending: 'day' }));
        toast.show({ tone: 'error', title: t('app.timereg.driver.failed') });
      }
    }
  };

  const sendTrip = async (trip: DriverDraft['trip']) => {
    const missing: Record<string, AppMessageId> = {};
    for (const field of ['vehicleId', 'from', 'to', 'odometerStart', 'odometerEnd'] as const)
      if (!trip[field].trim()) missing[field] = 'app.timereg.error.required';
    if (trip.kind === 'business' && !trip.purpose.trim()) missing.purpose = 'app.timereg.error.required';
    for (const field of ['start', 'end'] as const)
      if (!parseClock(trip[field])) missing[field] = 'app.timereg.error.clock';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const saved = await addTrip.mutateAsync({
        vehicleId: trip.vehicleId,
        date: today,
        start: parseClock(trip.start)!,
        end: parseClock(trip.end)!,
        from: trip.from.trim(),
        to: trip.to.trim(),
        purpose: trip.purpose.trim(),
        kind: trip.kind,
        odometerStart: Number(trip.odometerStart),
        odometerEnd: Number(trip.odometerEnd),
        submit: true,
      });
      setDraft((d) => ({
        ...d,
        pending: null,
        // The next trip starts where this one ended.
        trip: { ...emptyDraft(trip.vehicleId).trip, from: trip.to, odometerStart: trip.odometerEnd },
      }));
      toast.show({ tone: 'success', title: t('app.timereg.driver.tripSaved', { km: saved.km }) });
    } catch (error) {
      const fields = errorsOf(error);
      if (fields) setErrors(fields);
      else {
        setDraft((d) => ({ ...d, pending: 'trip' }));
        toast.show({ tone: 'error', title: t('app.timereg.driver.failed') });
      }
    }
  };

  // Offline and back: what could not be sent goes now.
  const latest = useRef({ draft, sendDay, sendTrip, revisionOf });
  useEffect(() => {
    latest.current = { draft, sendDay, sendTrip, revisionOf };
  });
  useEffect(() => {
    const goOffline = () => setOffline(true);
    const goOnline = () => {
      setOffline(false);
      const { draft: pending, sendDay: day, sendTrip: trip, revisionOf } = latest.current;
      if (pending.pending === 'day') void day(pending.periods, revisionOf(pending));
      if (pending.pending === 'trip') void trip(pending.trip);
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  return (
    <DriverTimeregView
      status={day.data ? 'ready' : day.isPending ? 'loading' : 'error'}
      onRetry={() => void day.refetch()}
      locked={current?.status === 'approved'}
      draft={draft}
      onDraftChange={(change) =>
        setDraft((d) => ({
          ...(typeof change === 'function' ? change(d) : change),
          pending: d.pending,
          revision: d.revision,
        }))
      }
      now={nowInCopenhagen}
      vehicles={list}
      offline={offline}
      errors={errors}
      onSaveDay={(periods) => void sendDay(periods, revisionOf(draft))}
      conflict={{
        conflict,
        changedFields: [],
        theirsLoaded: conflict !== null && (current?.revision ?? 0) >= conflict.version,
        takeTheirs: () => {
          try {
            globalThis.localStorage?.removeItem(storageKey(today));
          } catch {
            // Private mode without storage: nothing was kept.
          }
          setLocal(null);
          setConflict(null);
        },
        keepMine: () => {
          if (conflict) setDraft((d) => ({ ...d, revision: conflict.version }));
          setConflict(null);
        },
      }}
      onSaveTrip={(trip) => void sendTrip(trip)}
      readOdometer={readOdometerFromPhoto}
      saving={saveDay.isPending || addTrip.isPending}
    />
  );
}
