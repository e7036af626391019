import type { Vehicle } from '@vognpark/server/areas/vehicles';
import { useToast } from '@vognpark/ui';
import { useState } from 'react';
import { copenhagenToday } from '../compliance/dates';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { BookingRequest } from './BookingDrawer';
import { fieldErrorsOf, useBook, usePools, useVehicleBookings } from './queries';
import { useCalendarFeed } from './useCalendarFeed';
import { VehicleBookingsView } from './VehicleBookingsView';

/** The vehicle page's Bookings tab (areas/sharing/area.ts `vehicleTab`), wired to the server. */
export function VehicleBookingsTab({ vehicle }: { vehicle: Vehicle }) {
  const t = useAppMessages();
  const toast = useToast();
  const [today] = useState(copenhagenToday);
  const bookings = useVehicleBookings(vehicle.id);
  const pools = usePools();
  const book = useBook();
  const feed = useCalendarFeed({ kind: 'vehicle', vehicleId: vehicle.id });
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
  return (
    <VehicleBookingsView
      vehicle={vehicle}
      bookings={{
        status: bookings.data ? 'ready' : bookings.isPending ? 'loading' : 'error',
        data: bookings.data,
        onRetry: () => void bookings.refetch(),
      }}
      pools={pools.data ?? []}
      today={today}
      onBook={onBook}
      feed={feed}
    />
  );
}
