import type { PhotoAngle } from '@vognpark/server/areas/photos';
import type { Booking, Pool } from '@vognpark/server/areas/sharing';
import type { OdometerRead } from '@vognpark/server/areas/vehicleDetection';
import { Button, Checkbox, RadioGroup, Spinner, StatusPill, TextArea, TextField } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoment, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { OdometerFromPhoto } from '../photos/OdometerFromPhoto';
import { PhotoPicker } from '../photos/PhotoPicker';
import { odometerPhotoText, useOdometerPhoto, type ReadOdometer } from '../photos/useOdometerPhoto';
import type { BookingRequest } from './BookingDrawer';
import { BookingDrawer } from './lazyDrawers';
import { usePrefetchWhenIdle } from '../../lazy/lazyWithPrefetch';
import { CalendarFeedAction, type CalendarFeedProps } from './CalendarFeed';
import type { SharingErrorId } from './queries';
import { STATUS_TONES } from './parts';

/** A booking may be checked out this long before it starts (the server's rule). */
const EARLY_CHECKOUT_MS = 60 * 60_000;

export interface HandoverValues {
  odometerKm: number;
  level: number;
  damagesAcknowledged: boolean;
  note: string;
  /** Check-in: the trip to record in the kørebog (timereg), or null. */
  trip?: { from: string; to: string; purpose: string; kind: 'business' | 'private' } | null;
  /** The guided photos, by the angle each shows (sent after the check-out or check-in is saved). */
  photos: Partial<Record<PhotoAngle, File[]>>;
  /** Where the phone is, only when the driver pressed Use My Location (the vehicle's position on the map). */
  place?: HandoverPlace;
}

export interface HandoverPlace {
  lat: number;
  lon: number;
  accuracyM: number | null;
}

/** The browser's geolocation, asked once, when the driver presses Use My Location. */
export function browserPlace(): Promise<HandoverPlace> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          lat: coords.latitude,
          lon: coords.longitude,
          accuracyM: Number.isFinite(coords.accuracy) ? Math.min(coords.accuracy, 10_000) : null,
        }),
      reject,
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/** The guided photos' angles, in the order a driver walks round the vehicle (docs/sharing.md). */
export const HANDOVER_ANGLES = [
  'front',
  'left',
  'rear',
  'right',
  'interior',
  'odometer',
] as const satisfies readonly PhotoAngle[];

type Errors = Record<string, SharingErrorId> | null;

export interface DriverSharingViewProps {
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
  bookings: readonly Booking[];
  pools: readonly Pool[];
  today: string;
  now: Date;
  onBook: (request: BookingRequest) => Promise<Errors>;
  onCheckOut: (id: string, values: HandoverValues) => Promise<Errors>;
  onCheckIn: (id: string, values: HandoverValues) => Promise<Errors>;
  onCancel: (id: string) => void;
  /** The phone's place, asked only when the driver presses Use My Location (the browser's by default). */
  onLocate?: () => Promise<HandoverPlace>;
  /** The driver's calendar feed of their bookings. */
  feed: CalendarFeedProps;
  /**
   * Read from Photo beside the odometer: reads the booked vehicle's odometer from a dashboard photo
   * (the likeliest km first). Left out: no such button.
   */
  readOdometer?: (vehicleId: string, file: File) => Promise<OdometerRead>;
}

/**
 * The driver's pool cars on their phone (/manager/client): Book a Pool Car, and My Bookings with
 * Check Out (odometer, fuel or charge level, the known damages acknowledged) and Check In, and their
 * Calendar Feed. The
 * photos of a check-out and check-in are the photos area's to add here (docs/sharing.md).
 */
export function DriverSharingView(props: DriverSharingViewProps) {
  const t = useAppMessages();
  const [booking, setBooking] = useState(false);
  usePrefetchWhenIdle(BookingDrawer);
  // What is running or coming first, soonest first; then the last three returned, latest first.
  const ahead = props.bookings.filter((b) => ['checked_out', 'confirmed', 'requested'].includes(b.status));
  const returned = props.bookings
    .filter((b) => b.status === 'returned')
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
    .slice(0, 3);
  const running = [...ahead, ...returned];
  return (
    <Section aria-labelledby="sharing-driver-title">
      <Heading>
        <h2 id="sharing-driver-title">{t('app.sharing.driver.title')}</h2>
        <Button onClick={() => setBooking(true)} disabled={props.status !== 'ready'}>
          {t('app.sharing.book')}
        </Button>
      </Heading>
      <Heading>
        <h3>{t('app.sharing.driver.mine')}</h3>
        <CalendarFeedAction {...props.feed} />
      </Heading>
      {props.status === 'loading' ? (
        <Spinner />
      ) : props.status === 'error' ? (
        <div role="alert">
          <p>{t('app.sharing.loadError')}</p>
          <Button variant="secondary" onClick={props.onRetry}>
            {t('app.sharing.retry')}
          </Button>
        </div>
      ) : running.length === 0 ? (
        <Muted>{t('app.sharing.driver.none')}</Muted>
      ) : (
        <List>
          {running.map((b) => (
            <BookingCard key={b.id} booking={b} {...props} />
          ))}
        </List>
      )}
      {booking && (
        <BookingDrawer
          open
          onOpenChange={setBooking}
          pools={props.pools}
          today={props.today}
          onSubmit={props.onBook}
        />
      )}
    </Section>
  );
}

function BookingCard({
  booking,
  now,
  onCheckOut,
  onCheckIn,
  onCancel,
  onLocate = browserPlace,
  readOdometer,
}: { booking: Booking } & DriverSharingViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [form, setForm] = useState<'out' | 'in' | null>(null);
  const canCheckOut =
    booking.status === 'confirmed' &&
    now.getTime() >= booking.startsAt.getTime() - EARLY_CHECKOUT_MS &&
    now.getTime() < booking.endsAt.getTime();
  const title = `${formatPlate(booking.vehicle.registration)} · ${booking.vehicle.make} ${booking.vehicle.model}`;
  return (
    <Card aria-label={title}>
      <strong>{title}</strong>
      <span>{`${formatMoment(booking.startsAt, locale)} – ${formatMoment(booking.endsAt, locale)}`}</span>
      {booking.purpose && <Muted>{booking.purpose}</Muted>}
      <Row>
        <StatusPill tone={STATUS_TONES[booking.status]} label={t(`app.sharing.status.${booking.status}`)} />
        {booking.km !== null && (
          <span>
            {new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer' }).format(booking.km)}
          </span>
        )}
      </Row>
      {form ? (
        <Handover
          kind={form}
          purpose={booking.purpose}
          onLocate={onLocate}
          readOdometer={readOdometer && ((file) => readOdometer(booking.vehicle.id, file))}
          onCancel={() => setForm(null)}
          onSubmit={async (values) => {
            const errors = await (form === 'out' ? onCheckOut : onCheckIn)(booking.id, values);
            if (!errors) setForm(null);
            return errors;
          }}
        />
      ) : (
        <Row>
          {canCheckOut && <Button onClick={() => setForm('out')}>{t('app.sharing.driver.checkOut')}</Button>}
          {booking.status === 'checked_out' && (
            <Button onClick={() => setForm('in')}>{t('app.sharing.driver.checkIn')}</Button>
          )}
          {(booking.status === 'confirmed' || booking.status === 'requested') && (
            <Button variant="secondary" onClick={() => onCancel(booking.id)}>
              {t('app.sharing.driver.cancelBooking')}
            </Button>
          )}
        </Row>
      )}
    </Card>
  );
}

function Handover({
  kind,
  purpose,
  onSubmit,
  onCancel,
  onLocate,
  readOdometer,
}: {
  kind: 'out' | 'in';
  /** The booking's purpose: the trip's, unless changed. */
  purpose: string;
  onSubmit: (values: HandoverValues) => Promise<Errors>;
  onCancel: () => void;
  onLocate: () => Promise<HandoverPlace>;
  readOdometer?: ReadOdometer;
}) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [odometer, setOdometer] = useState('');
  const [level, setLevel] = useState('');
  const [damages, setDamages] = useState(false);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Partial<Record<PhotoAngle, File[]>>>({});
  // The km read from a dashboard photo fill the field; the photo becomes the Odometer photo when
  // none was taken yet (sent with the others after the save; removable there).
  const odometerPhoto = useOdometerPhoto(readOdometer, (km, file) => {
    setOdometer(km);
    setPhotos((current) => (current.odometer?.length ? current : { ...current, odometer: [file] }));
  });
  const photoText = odometerPhotoText(odometerPhoto.state, t, locale);
  // Check-in offers the trip for the kørebog: from, to, why, business or private.
  const [logTrip, setLogTrip] = useState(false);
  const [tripFrom, setTripFrom] = useState('');
  const [tripTo, setTripTo] = useState('');
  const [tripPurpose, setTripPurpose] = useState(purpose);
  const [tripKind, setTripKind] = useState<'business' | 'private'>('business');
  const [errors, setErrors] = useState<Record<string, SharingErrorId>>({});
  const [busy, setBusy] = useState(false);
  // The phone's place: never asked until the driver presses Use My Location.
  const [place, setPlace] = useState<HandoverPlace | 'locating' | 'failed' | null>(null);
  const locate = async () => {
    setPlace('locating');
    try {
      setPlace(await onLocate());
    } catch {
      setPlace('failed');
    }
  };
  const submit = async () => {
    const local: Record<string, SharingErrorId> = {};
    const km = Number(odometer);
    const percent = Number(level);
    if (!/^\d+$/.test(odometer.trim())) local.odometerKm = 'app.sharing.error.required';
    if (!/^\d+$/.test(level.trim()) || percent > 100) local.level = 'app.sharing.error.required';
    if (kind === 'out' && !damages) local.damagesAcknowledged = 'app.sharing.error.required';
    const trip = kind === 'in' && logTrip;
    if (trip && !tripFrom.trim()) local.tripFrom = 'app.sharing.error.required';
    if (trip && !tripTo.trim()) local.tripTo = 'app.sharing.error.required';
    if (trip && tripKind === 'business' && !tripPurpose.trim())
      local.tripPurpose = 'app.sharing.error.required';
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const fields = await onSubmit({
        odometerKm: km,
        level: percent,
        damagesAcknowledged: damages,
        note,
        ...(kind === 'in' && {
          trip: trip
            ? { from: tripFrom.trim(), to: tripTo.trim(), purpose: tripPurpose.trim(), kind: tripKind }
            : null,
        }),
        photos,
        ...(place && typeof place === 'object' ? { place } : {}),
      });
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  };
  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const action = kind === 'out' ? t('app.sharing.driver.checkOut') : t('app.sharing.driver.checkIn');
  return (
    <Form
      aria-label={action}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Odometer>
        <TextField
          label={t('app.sharing.driver.odometer')}
          value={odometer}
          onValueChange={(value) => {
            setOdometer(value);
            odometerPhoto.onTyped();
          }}
          inputMode="numeric"
          description={photoText.description}
          error={error('odometerKm') ?? photoText.error}
          required
        />
        {odometerPhoto.onFile && (
          <OdometerFromPhoto state={odometerPhoto.state} onFile={odometerPhoto.onFile} disabled={busy} />
        )}
      </Odometer>
      <TextField
        label={t('app.sharing.driver.level')}
        value={level}
        onValueChange={setLevel}
        inputMode="numeric"
        error={error('level')}
        required
      />
      {kind === 'out' ? (
        <Checkbox
          label={t('app.sharing.driver.damages')}
          checked={damages}
          onCheckedChange={setDamages}
          error={error('damagesAcknowledged')}
        />
      ) : (
        <>
          <TextArea
            label={t('app.sharing.driver.note')}
            value={note}
            onValueChange={setNote}
            maxLength={2000}
          />
          <Checkbox label={t('app.sharing.driver.trip')} checked={logTrip} onCheckedChange={setLogTrip} />
          {logTrip && (
            <>
              <TextField
                label={t('app.sharing.driver.tripFrom')}
                value={tripFrom}
                onValueChange={setTripFrom}
                maxLength={200}
                error={error('tripFrom')}
                required
              />
              <TextField
                label={t('app.sharing.driver.tripTo')}
                value={tripTo}
                onValueChange={setTripTo}
                maxLength={200}
                error={error('tripTo')}
                required
              />
              <TextField
                label={t('app.sharing.driver.tripPurpose')}
                value={tripPurpose}
                onValueChange={setTripPurpose}
                maxLength={500}
                error={error('tripPurpose')}
                required={tripKind === 'business'}
              />
              <RadioGroup
                label={t('app.sharing.driver.tripKind')}
                orientation="horizontal"
                options={[
                  { value: 'business', label: t('app.sharing.driver.tripKind.business') },
                  { value: 'private', label: t('app.sharing.driver.tripKind.private') },
                ]}
                value={tripKind}
                onValueChange={(value) => setTripKind(value as 'business' | 'private')}
              />
            </>
          )}
        </>
      )}
      <Place>
        <Button variant="secondary" onClick={() => void locate()} disabled={busy || place === 'locating'}>
          {t('app.sharing.driver.useLocation')}
        </Button>
        <Muted role="status">
          {place === 'locating'
            ? t('app.sharing.driver.locating')
            : place === 'failed'
              ? t('app.sharing.driver.locationFailed')
              : place
                ? t('app.sharing.driver.located')
                : t('app.sharing.driver.locationHint')}
        </Muted>
      </Place>
      <Photos>
        <legend>{t('app.sharing.driver.photos')}</legend>
        <Muted>{t('app.sharing.driver.photosHint')}</Muted>
        {HANDOVER_ANGLES.map((angle) => {
          const name = t(`app.sharing.driver.angle.${angle}`);
          return (
            <PhotoPicker
              key={angle}
              label={t('app.sharing.driver.photoInput', { angle: name })}
              takeLabel={t('app.sharing.driver.takeAngle', { angle: name })}
              files={photos[angle] ?? []}
              onChange={(files) => setPhotos((current) => ({ ...current, [angle]: files }))}
              disabled={busy}
            />
          );
        })}
      </Photos>
      <Row>
        <Button type="submit" disabled={busy}>
          {action}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('app.sharing.cancel')}
        </Button>
      </Row>
    </Form>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;

  & h2,
  & h3 {
    margin: 0;
  }
  & h2 {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Place = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Odometer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-items: start;
  & > :first-child {
    justify-self: stretch;
  }
`;

const Photos = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  & legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space[1]}px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
