import { Button, RadioGroup, Spinner, StatusPill } from '@vognpark/ui';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { addDays } from '../compliance/dates';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ScreenReaderText } from '../../pages/Page.styles';
import { PageSection as Section } from '../../pages/PageColumn';
import { Bar, LoadFailure, Muted, Notice, PoolRules } from './parts';
import type { SharingViewProps, TimelineSpan } from './SharingView';
import { copenhagenParts, meetsDay } from './time';

/**
 * A week or 31 days of the pool cars: each car a row with why it cannot be booked, its bookings by
 * day; each pool's rules above, and the span before, from yesterday and the next. In 31 days a
 * booking shows its start only (its time, driver and status are its accessible name).
 */
export function TimelineTab({
  today,
  weekStart,
  onWeekChange,
  span,
  onSpanChange,
  pools,
  bookings,
}: SharingViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const days = useMemo(
    () => Array.from({ length: span }, (_, i) => addDays(weekStart, i)),
    [weekStart, span],
  );
  const month = span === 31;
  const vehicles = (pools.data ?? []).flatMap((pool) => pool.vehicles);
  const failed = pools.status === 'error' || bookings.status === 'error';
  const loading = pools.status === 'loading' || bookings.status === 'loading';
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: month ? 'narrow' : 'short',
      day: 'numeric',
      month: month ? undefined : 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  let content: ReactNode;
  if (failed)
    content = (
      <LoadFailure
        onRetry={() => {
          pools.onRetry();
          bookings.onRetry();
        }}
      />
    );
  else if (loading) content = <Spinner />;
  else if (vehicles.length === 0)
    content = (
      <Notice>
        <strong>{t('app.sharing.timeline.empty.title')}</strong>
        <p>{t('app.sharing.timeline.empty.body')}</p>
      </Notice>
    );
  else
    content = (
      <Scroller tabIndex={0} role="region" aria-label={t('app.sharing.timeline.label')}>
        <Grid data-month={month || undefined}>
          <caption>{t('app.sharing.timeline.label')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('app.sharing.timeline.vehicle')}</th>
              {days.map((date) => (
                <th scope="col" key={date} data-today={date === today || undefined}>
                  {dayLabel(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vehicles.map((vehicle) => (
              <tr key={vehicle.id}>
                <th scope="row">
                  <Plate>{formatPlate(vehicle.registration)}</Plate>
                  <Muted>{`${vehicle.make} ${vehicle.model}`}</Muted>
                  {vehicle.refusals.map((refusal) => (
                    <StatusPill key={refusal} tone="warning" label={t(`app.sharing.error.${refusal}`)} />
                  ))}
                </th>
                {days.map((date, index) => {
                  const next = days[index + 1] ?? addDays(date, 1);
                  const items = (bookings.data ?? []).filter(
                    (b) =>
                      b.vehicle.id === vehicle.id &&
                      !['cancelled', 'rejected'].includes(b.status) &&
                      meetsDay(b.startsAt, b.endsAt, date, next),
                  );
                  return (
                    <td key={date} data-today={date === today || undefined}>
                      {items.length === 0 ? (
                        month ? (
                          <ScreenReaderText>{t('app.sharing.timeline.free')}</ScreenReaderText>
                        ) : (
                          <Free>{t('app.sharing.timeline.free')}</Free>
                        )
                      ) : (
                        <Chips>
                          {items.map((b) => {
                            const summary = t('app.sharing.booking.summary', {
                              time: `${copenhagenParts(b.startsAt).time}–${copenhagenParts(b.endsAt).time}`,
                              driver: `${b.driver.name} ${b.driver.surname}`.trim(),
                              status: t(`app.sharing.status.${b.status}`),
                            });
                            return (
                              <Chip key={b.id} data-status={b.status} title={month ? summary : undefined}>
                                {month ? (
                                  <>
                                    <span aria-hidden>{copenhagenParts(b.startsAt).time}</span>
                                    <ScreenReaderText>{summary}</ScreenReaderText>
                                  </>
                                ) : (
                                  summary
                                )}
                              </Chip>
                            );
                          })}
                        </Chips>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Scroller>
    );
  return (
    <Section>
      {(pools.data ?? []).map((pool) => (
        <PoolRules key={pool.id} pool={pool} named />
      ))}
      <Bar>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(-span)}>
          {t(month ? 'app.sharing.timeline.previousMonth' : 'app.sharing.timeline.previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(0)}>
          {t('app.sharing.timeline.today')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onWeekChange(span)}>
          {t(month ? 'app.sharing.timeline.nextMonth' : 'app.sharing.timeline.next')}
        </Button>
        <RadioGroup
          label={t('app.sharing.timeline.span')}
          labelHidden
          orientation="horizontal"
          options={[
            { value: '7', label: t('app.sharing.timeline.week') },
            { value: '31', label: t('app.sharing.timeline.month') },
          ]}
          value={String(span)}
          onValueChange={(value) => onSpanChange(Number(value) as TimelineSpan)}
        />
      </Bar>
      {content}
    </Section>
  );
}

const Plate = styled.span`
  display: block;
  font-weight: 600;
  white-space: nowrap;
`;

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Grid = styled.table`
  border-collapse: collapse;
  width: 100%;
  min-width: 960px;
  font-size: ${({ theme }) => theme.font.sizes.sm};

  & caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  & th,
  & td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space[2]}px;
    text-align: start;
    vertical-align: top;
  }

  & thead th {
    white-space: nowrap;
  }

  & tbody th {
    width: 180px;
    display: table-cell;
  }

  & [data-today] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  /* 31 days: narrow columns of start times (the grid scrolls sideways below its width). */
  &[data-month] {
    min-width: 2100px;
  }
  &[data-month] td,
  &[data-month] thead th:not(:first-child) {
    padding: ${({ theme }) => theme.space[1]}px;
    width: 60px;
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Chip = styled.li`
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 2px ${({ theme }) => theme.space[1]}px;
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};

  &[data-status='requested'] {
    border-inline-start-style: dashed;
  }
  &[data-status='checked_out'] {
    border-inline-start-color: ${({ theme }) => theme.colors.success};
  }
  &[data-status='returned'],
  &[data-status='no_show'] {
    border-inline-start-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Free = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
