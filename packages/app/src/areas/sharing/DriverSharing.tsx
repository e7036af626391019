import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import { copenhagenToday } from '../compliance/dates';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { DriverHomePartProps } from '../area';
import { readOdometerFromPhoto } from '../photos/readOdometer';
import type { BookingRequest } from './BookingDrawer';
import { DriverSharingView, HANDOVER_ANGLES, type HandoverValues } from './DriverSharingView';
import {
  fieldErrorsOf,
  useBook,
  useCancelBooking,
  useCheckIn,
  useCheckOut,
  useMyBookings,
  usePools,
} from './queries';
import { useCalendarFeed } from './useCalendarFeed';

const failed = { odometerKm: 'app.sharing.error.failed' } as const;

/** The driver's pool cars on their home: book, my bookings, check out and in. */
export function DriverSharing(_props: DriverHomePartProps) {
  const t = useAppMessages();
  const toast = useToast();
  const [today] = useState(copenhagenToday);
  const mine = useMyBookings();
  const pools = usePools();
  const book = useBook();
  const checkOut = useCheckOut();
  const checkIn = useCheckIn();
  const cancel = useCancelBooking();
  const feed = useCalendarFeed({ kind: 'person' });

  const onBook = async (request: BookingRequest) => {
    try {
      const booked = await book.mutateAsync(request);
      toast.show({
        tone: 'success',
        title: t(booked.status === 'requested' ? 'app.sharing.requested' : 'app.sharing.booked'),
      });
      return null;
    } catch (error) {
      return fieldErrorsOf(error) ?? { vehicleId: 'app.sharing.error.failed' as const };
    }
  };

  const handover = (kind: 'out' | 'in') => async (id: string, values: HandoverValues) => {
    try {
      if (kind === 'out')
        await checkOut.mutateAsync({
          id,
          odometerKm: values.odometerKm,
          level: values.level,
          damagesAcknowledged: values.damagesAcknowledged,
          place: values.place,
        });
      else
        await checkIn.mutateAsync({
          id,
          odometerKm: values.odometerKm,
          level: values.level,
          note: values.note,
          ...(values.trip && { trip: values.trip }),
          place: values.place,
        });
      toast.show({
        tone: 'success',
        title: t(kind === 'out' ? 'app.sharing.driver.checkedOut' : 'app.sharing.driver.returned'),
      });
      // The guided photos follow, one upload each, named by the angle they show.
      const items = HANDOVER_ANGLES.flatMap((angle) =>
        (values.photos[angle] ?? []).map((file) => ({
          file,
          target: {
            ownerKind: kind === 'out' ? ('check_out' as const) : ('check_in' as const),
            ownerId: id,
            angle,
          },
        })),
      );
      if (items.length) {
        const { uploadPhotos } = await import('../photos/upload');
        const failures = await uploadPhotos(items);
        if (failures.length) toast.show({ tone: 'error', title: t('app.sharing.driver.photoFailed') });
      }
      return null;
    } catch (error) {
      return fieldErrorsOf(error) ?? failed;
    }
  };

  return (
    <DriverSharingView
      status={mine.data !== undefined ? 'ready' : mine.isPending ? 'loading' : 'error'}
      onRetry={() => void mine.refetch()}
      bookings={mine.data ?? []}
      pools={pools.data ?? []}
      today={today}
      now={new Date()}
      onBook={onBook}
      feed={feed}
      onCheckOut={handover('out')}
      onCheckIn={handover('in')}
      readOdometer={readOdometerFromPhoto}
      onCancel={(id) =>
        cancel.mutate(
          { id },
          { onError: () => toast.show({ tone: 'error', title: t('app.sharing.error.failed') }) },
        )
      }
    />
  );
}
