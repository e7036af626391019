import type { Pool } from '@vognpark/server/areas/sharing';
import { Button, DateField, Drawer, Select, TextField } from '@vognpark/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { dateToIso, isoToDate } from '../compliance/dates';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import type { SharingErrorId } from './queries';
import { copenhagenInstant, parseTime } from './time';

/** What the drawer books: a vehicle, or any free one of a pool, from–to. */
export interface BookingRequest {
  vehicleId: string | null;
  poolId: string | null;
  startsAt: Date;
  endsAt: Date;
  purpose: string;
}

export interface BookingDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pools: readonly Pool[];
  /** Today in Copenhagen (YYYY-MM-DD), the first day that can be booked. */
  today: string;
  /** Books; answers the field errors, or null when it is booked (the drawer then closes). */
  onSubmit: (request: BookingRequest) => Promise<Record<string, SharingErrorId> | null>;
  /** The first values (a time slot picked on the timeline). */
  initial?: { vehicleId?: string; date?: string; endDate?: string; from?: string; to?: string };
}

/**
 * Book a pool car: a vehicle of a pool (or any free one), the day, from and to in Copenhagen time,
 * the purpose. The server's refusals (already booked, in the workshop, too long…) show on their
 * fields. Vehicles that cannot be booked today are left out of the list (unless it is the one given).
 */
export function BookingDrawer({ open, onOpenChange, pools, today, onSubmit, initial }: BookingDrawerProps) {
  const t = useAppMessages();
  const [vehicle, setVehicle] = useState(initial?.vehicleId ?? '');
  const [date, setDate] = useState(initial?.date ?? today);
  // The last day: the first unless the booking runs over several (a stretch dragged on the timeline).
  const [endDate, setEndDate] = useState(initial?.endDate ?? initial?.date ?? today);
  const [from, setFrom] = useState(initial?.from ?? '');
  const [to, setTo] = useState(initial?.to ?? '');
  const [purpose, setPurpose] = useState('');
  const [errors, setErrors] = useState<Record<string, SharingErrorId>>({});
  const [busy, setBusy] = useState(false);
  const pool = pools[0];
  const options = [
    ...(pool ? [{ value: `pool:${pool.id}`, label: t('app.sharing.field.anyVehicle') }] : []),
    ...pools.flatMap((p) =>
      p.vehicles
        // The vehicle asked for stays in the list even when it cannot be booked today (the vehicle
        // page's Book a Pool Car): the server then says why on the field.
        .filter((v) => v.refusals.length === 0 || v.id === initial?.vehicleId)
        .map((v) => ({ value: v.id, label: `${formatPlate(v.registration)} · ${v.make} ${v.model}` })),
    ),
  ];
  const chosen = vehicle || options[0]?.value || '';

  const submit = async () => {
    const start = parseTime(from);
    const end = parseTime(to);
    const local: Record<string, SharingErrorId> = {};
    if (!start) local.startsAt = 'app.sharing.error.required';
    if (!end) local.endsAt = 'app.sharing.error.required';
    const startsAt = start ? copenhagenInstant(date, start) : null;
    const endsAt = end ? copenhagenInstant(endDate < date ? date : endDate, end) : null;
    if (startsAt && endsAt && endsAt <= startsAt) local.endsAt = 'app.sharing.error.before_start';
    setErrors(local);
    if (Object.keys(local).length || !startsAt || !endsAt) return;
    setBusy(true);
    try {
      const fields = await onSubmit({
        vehicleId: chosen.startsWith('pool:') ? null : chosen,
        poolId: chosen.startsWith('pool:') ? chosen.slice(5) : null,
        startsAt,
        endsAt,
        purpose: purpose.trim(),
      });
      if (fields) setErrors(fields);
      else onOpenChange(false);
    } finally {
      setBusy(false);
    }
  };

  const error = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('app.sharing.book')}
      dirty={from !== (initial?.from ?? '') || to !== (initial?.to ?? '') || purpose !== ''}
      footer={
        <Footer>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('app.sharing.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={busy}>
            {t('app.sharing.save')}
          </Button>
        </Footer>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Select
          label={t('app.sharing.field.vehicle')}
          options={options}
          value={chosen}
          onValueChange={setVehicle}
          error={error('vehicleId')}
        />
        <DateField
          label={t('app.sharing.field.date')}
          value={isoToDate(date)}
          onValueChange={(value) => {
            const next = dateToIso(value) || today;
            setDate(next);
            if (endDate < next) setEndDate(next);
          }}
          min={isoToDate(today) ?? undefined}
          required
        />
        <DateField
          label={t('app.sharing.field.endDate')}
          value={isoToDate(endDate < date ? date : endDate)}
          onValueChange={(value) => setEndDate(dateToIso(value) || date)}
          min={isoToDate(date) ?? undefined}
          required
        />
        <Times>
          <TextField
            label={t('app.sharing.field.from')}
            value={from}
            onValueChange={setFrom}
            inputMode="numeric"
            placeholder="08:00"
            error={error('startsAt')}
            required
          />
          <TextField
            label={t('app.sharing.field.to')}
            value={to}
            onValueChange={setTo}
            inputMode="numeric"
            placeholder="16:00"
            error={error('endsAt')}
            required
          />
        </Times>
        <TextField
          label={t('app.sharing.field.purpose')}
          value={purpose}
          onValueChange={setPurpose}
          maxLength={500}
        />
        <button type="submit" hidden />
      </Form>
    </Drawer>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Times = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;
