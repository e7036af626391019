import type { PeriodKind, TripKind } from '@vognpark/server/areas/timereg';
import type { OdometerRead } from '@vognpark/server/areas/vehicleDetection';
import { Button, FilteredInput, RadioGroup, Select, Spinner, TextField } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DrawerConflict, type DrawerConflictState } from '../../forms/DrawerParts';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { AppMessageId } from '../../messages/en';
import { OdometerFromPhoto } from '../photos/OdometerFromPhoto';
import { odometerPhotoText, useOdometerPhoto, type OdometerPhotoState } from '../photos/useOdometerPhoto';
import { clockMinutes, formatMinutes, parseClock } from './format';

export const PERIOD_KIND_OPTIONS: readonly PeriodKind[] = ['work', 'driving', 'availability', 'break'];
const TRIP_KIND_OPTIONS: readonly TripKind[] = ['business', 'private', 'home_work'];

export interface PeriodDraft {
  kind: PeriodKind;
  start: string;
  end: string;
}

/** What the driver has typed: kept (localStorage) until it is saved, a dropped connection included. */
export interface DriverDraft {
  periods: PeriodDraft[];
  /** A period started with one tap and not yet stopped. */
  running: { kind: PeriodKind; since: string } | null;
  trip: {
    vehicleId: string;
    from: string;
    to: string;
    start: string;
    end: string;
    odometerStart: string;
    odometerEnd: string;
    purpose: string;
    kind: TripKind;
  };
}

export const emptyDraft = (vehicleId = ''): DriverDraft => ({
  periods: [],
  running: null,
  trip: {
    vehicleId,
    from: '',
    to: '',
    start: '',
    end: '',
    odometerStart: '',
    odometerEnd: '',
    purpose: '',
    kind: 'business',
  },
});

export interface DriverTimeregViewProps {
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
  /** The day is approved: it can no longer be changed here. */
  locked: boolean;
  draft: DriverDraft;
  /** The new draft, or how to make it from the draft as it is then (a read that answers later). */
  onDraftChange: (change: DriverDraft | ((draft: DriverDraft) => DriverDraft)) => void;
  /** The wall-clock time now ("HH:MM"), for Start and Stop. */
  now: () => string;
  vehicles: readonly { id: string; registration: string }[];
  offline: boolean;
  /** Errors of the last save, by field (`periods`, `odometerStart`, …), as message ids. */
  errors: Record<string, AppMessageId>;
  onSaveDay: (periods: PeriodDraft[]) => void;
  onSaveTrip: (trip: DriverDraft['trip']) => void;
  /** Reads the trip vehicle's odometer from a photo of its dashboard (Read … from Photo). */
  readOdometer?: (vehicleId: string, file: File) => Promise<OdometerRead>;
  saving?: boolean;
  /** The last Save Working Day was refused: the day changed meanwhile (who, when, and the choice). */
  conflict?: DrawerConflictState;
}

/**
 * The driver's working day and a new trip, on the phone (data in, callbacks out): Start and Stop a
 * period with one tap (or type its times), Save Working Day; a trip with the odometer at departure
 * and arrival (digits only), Save Trip. What is typed is the draft the host keeps.
 */
export function DriverTimeregView({
  status,
  onRetry,
  locked,
  draft,
  onDraftChange,
  now,
  vehicles,
  offline,
  errors,
  onSaveDay,
  onSaveTrip,
  readOdometer,
  saving,
  conflict,
}: DriverTimeregViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [kind, setKind] = useState<PeriodKind>('work');
  const [clockErrors, setClockErrors] = useState<Record<string, boolean>>({});
  const kindOptions = PERIOD_KIND_OPTIONS.map((value) => ({
    value,
    label: t(`app.timereg.period.${value}`),
  }));
  const setPeriods = (periods: PeriodDraft[]) => onDraftChange({ ...draft, periods });
  const setTrip = (changes: Partial<DriverDraft['trip']>) =>
    onDraftChange({ ...draft, trip: { ...draft.trip, ...changes } });
  // A read answers later: it fills its field in the draft as it is then, not as it was when sent.
  const fillTrip = (field: 'odometerStart' | 'odometerEnd') => (km: string) =>
    onDraftChange((current) => ({ ...current, trip: { ...current.trip, [field]: km } }));
  const tripVehicle = draft.trip.vehicleId;
  const readTrip = readOdometer && tripVehicle ? (file: File) => readOdometer(tripVehicle, file) : undefined;
  const startPhoto = useOdometerPhoto(readTrip, fillTrip('odometerStart'));
  const endPhoto = useOdometerPhoto(readTrip, fillTrip('odometerEnd'));
  // What a read says stays while its field holds the km read (a saved trip empties the fields).
  const photoText = (state: OdometerPhotoState, value: string) =>
    state.status === 'read' && value !== String(state.km) ? {} : odometerPhotoText(state, t, locale);
  const startText = photoText(startPhoto.state, draft.trip.odometerStart);
  const endText = photoText(endPhoto.state, draft.trip.odometerEnd);
  const valid = draft.periods.filter((p) => parseClock(p.start) && parseClock(p.end));
  const total = valid
    .filter((p) => p.kind === 'work' || p.kind === 'driving')
    .reduce((sum, p) => sum + clockMinutes(parseClock(p.start)!, parseClock(p.end)!), 0);
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);

  const saveDay = () => {
    const bad: Record<string, boolean> = {};
    draft.periods.forEach((p, i) => {
      if (!parseClock(p.start)) bad[`${i}.start`] = true;
      if (!parseClock(p.end)) bad[`${i}.end`] = true;
    });
    setClockErrors(bad);
    if (Object.keys(bad).length === 0)
      onSaveDay(draft.periods.map((p) => ({ ...p, start: parseClock(p.start)!, end: parseClock(p.end)! })));
  };

  return (
    <Panel aria-labelledby="driver-timereg-heading">
      <h2 id="driver-timereg-heading">{t('app.timereg.driver.heading')}</h2>
      {offline && <Notice role="status">{t('app.timereg.driver.offline')}</Notice>}
      {status === 'loading' && (
        <Row>
          <Spinner />
          <span role="status">{t('app.timereg.loading')}</span>
        </Row>
      )}
      {status === 'error' && (
        <p role="alert">
          {t('app.timereg.loadError')}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('app.timereg.retry')}
          </Button>
        </p>
      )}
      {status === 'ready' && locked && <Notice role="status">{t('app.timereg.driver.locked')}</Notice>}
      {status === 'ready' && !locked && (
        <>
          <Row>
            <Select
              label={t('app.timereg.driver.periodKind')}
              options={kindOptions}
              value={draft.running?.kind ?? kind}
              onValueChange={(value) => setKind(value as PeriodKind)}
              disabled={draft.running !== null}
            />
            {draft.running ? (
              <Button
                onClick={() =>
                  onDraftChange({
                    ...draft,
                    running: null,
                    periods: [
                      ...draft.periods,
                      { kind: draft.running!.kind, start: draft.running!.since, end: now() },
                    ],
                  })
                }
              >
                {t('app.timereg.driver.stop')}
              </Button>
            ) : (
              <Button onClick={() => onDraftChange({ ...draft, running: { kind, since: now() } })}>
                {t('app.timereg.driver.start')}
              </Button>
            )}
          </Row>
          {draft.running && (
            <p role="status">
              {t('app.timereg.driver.running', {
                kind: t(`app.timereg.period.${draft.running.kind}`),
                time: draft.running.since,
              })}
            </p>
          )}
          <Periods>
            {draft.periods.map((period, index) => (
              <li key={index}>
                <Select
                  label={t('app.timereg.driver.periodKind')}
                  options={kindOptions}
                  value={period.kind}
                  onValueChange={(value) =>
                    setPeriods(
                      draft.periods.map((p, i) => (i === index ? { ...p, kind: value as PeriodKind } : p)),
                    )
                  }
                />
                <TextField
                  label={t('app.timereg.driver.from')}
                  inputMode="numeric"
                  value={period.start}
                  error={clockErrors[`${index}.start`] ? t('app.timereg.error.clock') : undefined}
                  onValueChange={(value) =>
                    setPeriods(draft.periods.map((p, i) => (i === index ? { ...p, start: value } : p)))
                  }
                />
                <TextField
                  label={t('app.timereg.driver.to')}
                  inputMode="numeric"
                  value={period.end}
                  error={clockErrors[`${index}.end`] ? t('app.timereg.error.clock') : undefined}
                  onValueChange={(value) =>
                    setPeriods(draft.periods.map((p, i) => (i === index ? { ...p, end: value } : p)))
                  }
                />
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setPeriods(draft.periods.filter((_, i) => i !== index))}
                >
                  {t('app.timereg.driver.removePeriod')}
                </Button>
              </li>
            ))}
          </Periods>
          <Row>
            <Button
              variant="secondary"
              onClick={() => setPeriods([...draft.periods, { kind: 'work', start: '', end: '' }])}
            >
              {t('app.timereg.driver.addPeriod')}
            </Button>
            <Button onClick={saveDay} disabled={saving || draft.periods.length === 0}>
              {t('app.timereg.driver.saveDay')}
            </Button>
          </Row>
          {error('periods') && <p role="alert">{error('periods')}</p>}
          {error('date') && <p role="alert">{error('date')}</p>}
          {conflict && <DrawerConflict form={conflict} fieldLabel={() => ''} />}
          <p>{t('app.timereg.driver.total', { time: formatMinutes(t, total) })}</p>
        </>
      )}

      <h2>{t('app.timereg.driver.tripHeading')}</h2>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSaveTrip(draft.trip);
        }}
      >
        <Select
          label={t('app.timereg.driver.tripVehicle')}
          options={vehicles.map((v) => ({ value: v.id, label: formatPlate(v.registration) }))}
          placeholder={vehicles.length ? undefined : t('app.timereg.driver.noVehicle')}
          value={draft.trip.vehicleId}
          onValueChange={(vehicleId) => setTrip({ vehicleId })}
          error={error('vehicleId')}
          required
        />
        <TextField
          label={t('app.timereg.driver.tripFrom')}
          value={draft.trip.from}
          onValueChange={(from) => setTrip({ from })}
          error={error('from')}
          required
        />
        <TextField
          label={t('app.timereg.driver.tripTo')}
          value={draft.trip.to}
          onValueChange={(to) => setTrip({ to })}
          error={error('to')}
          required
        />
        <Pair>
          <TextField
            label={t('app.timereg.driver.tripStart')}
            inputMode="numeric"
            value={draft.trip.start}
            onValueChange={(start) => setTrip({ start })}
            error={error('start')}
            required
          />
          <TextField
            label={t('app.timereg.driver.tripEnd')}
            inputMode="numeric"
            value={draft.trip.end}
            onValueChange={(end) => setTrip({ end })}
            error={error('end')}
            required
          />
        </Pair>
        <Pair>
          <Odometer>
            <FilteredInput
              kind="pint"
              inputMode="numeric"
              label={t('app.timereg.driver.odometerStart')}
              value={draft.trip.odometerStart}
              onValueChange={(odometerStart) => {
                setTrip({ odometerStart });
                startPhoto.onTyped();
              }}
              error={error('odometerStart') ?? startText.error}
              description={startText.description}
              required
            />
            {startPhoto.onFile && (
              <OdometerFromPhoto
                state={startPhoto.state}
                onFile={startPhoto.onFile}
                disabled={offline}
                label={t('app.timereg.driver.readStart')}
                inputLabel={t('app.timereg.driver.startPhoto')}
              />
            )}
          </Odometer>
          <Odometer>
            <FilteredInput
              kind="pint"
              inputMode="numeric"
              label={t('app.timereg.driver.odometerEnd')}
              value={draft.trip.odometerEnd}
              onValueChange={(odometerEnd) => {
                setTrip({ odometerEnd });
                endPhoto.onTyped();
              }}
              error={error('odometerEnd') ?? endText.error}
              description={endText.description}
              required
            />
            {endPhoto.onFile && (
              <OdometerFromPhoto
                state={endPhoto.state}
                onFile={endPhoto.onFile}
                disabled={offline}
                label={t('app.timereg.driver.readEnd')}
                inputLabel={t('app.timereg.driver.endPhoto')}
              />
            )}
          </Odometer>
        </Pair>
        <RadioGroup
          label={t('app.timereg.driver.tripKind')}
          orientation="horizontal"
          options={TRIP_KIND_OPTIONS.map((value) => ({ value, label: t(`app.timereg.kind.${value}`) }))}
          value={draft.trip.kind}
          onValueChange={(value) => setTrip({ kind: value as TripKind })}
        />
        <TextField
          label={t('app.timereg.driver.tripPurpose')}
          value={draft.trip.purpose}
          onValueChange={(purpose) => setTrip({ purpose })}
          error={error('purpose')}
          required={draft.trip.kind === 'business'}
        />
        <div>
          <Button type="submit" disabled={saving}>
            {t('app.timereg.driver.saveTrip')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

/** An odometer field with its Read … from Photo under it. */
const Odometer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  align-content: start;
  min-width: 0;
`;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  margin-top: ${({ theme }) => theme.space[4]}px;

  & h2,
  & p {
    margin: 0;
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
`;

const Periods = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 110px), 1fr));
    align-items: end;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
