import type { CalendarFeed as Feed } from '@vognpark/server/areas/sharing';
import { Button, Drawer, Spinner, TextField } from '@vognpark/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoment } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { Bar } from './parts';

export interface CalendarFeedProps {
  /** The caller's active feed as the server has it (null: none). */
  status: 'loading' | 'ready' | 'error';
  feed: Feed | null;
  onRetry: () => void;
  /** Ends the old address and makes a new one; answers it in full, or null when that failed. */
  onRenew: () => Promise<string | null>;
  onRevoke: () => Promise<void>;
  /** The vehicle's plate for a vehicle's feed; left out for the person's own bookings. */
  plate?: string;
}

/**
 * "Calendar Feed": the action and its drawer (docs/sharing.md "Calendar feeds"). The address of a
 * feed is shown once, when it is made or renewed (the server keeps only its hash); after that the
 * drawer says when it was made and last fetched, and offers Renew Address and Revoke Address.
 */
export function CalendarFeedAction(props: CalendarFeedProps) {
  const t = useAppMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('app.sharing.feed.open')}
      </Button>
      {open && <CalendarFeedDrawer {...props} onClose={() => setOpen(false)} />}
    </>
  );
}

export function CalendarFeedDrawer({
  status,
  feed,
  onRetry,
  onRenew,
  onRevoke,
  plate,
  onClose,
}: CalendarFeedProps & { onClose: () => void }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const [address, setAddress] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const renew = () =>
    act(async () => {
      const made = await onRenew();
      if (made) setAddress(made);
    });
  const revoke = () =>
    act(async () => {
      await onRevoke();
      setAddress(null);
    });
  const active = feed !== null || address !== null;
  return (
    <Drawer
      open
      onOpenChange={(next) => !next && onClose()}
      title={t('app.sharing.feed.open')}
      footer={
        <Bar>
          <Button variant="secondary" onClick={onClose}>
            {t('app.sharing.feed.close')}
          </Button>
          {status === 'ready' && active && (
            <Button variant="secondary" onClick={() => void revoke()} disabled={busy}>
              {t('app.sharing.feed.revoke')}
            </Button>
          )}
          {status === 'ready' && (
            <Button onClick={() => void renew()} disabled={busy}>
              {t(active ? 'app.sharing.feed.renew' : 'app.sharing.feed.create')}
            </Button>
          )}
        </Bar>
      }
    >
      <Body>
        <p>{plate ? t('app.sharing.feed.about.vehicle', { plate }) : t('app.sharing.feed.about.person')}</p>
        {status === 'loading' ? (
          <Spinner />
        ) : status === 'error' ? (
          <div role="alert">
            <p>{t('app.sharing.loadError')}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('app.sharing.retry')}
            </Button>
          </div>
        ) : address ? (
          <>
            <p role="status">{t('app.sharing.feed.created')}</p>
            <TextField
              label={t('app.sharing.feed.address')}
              value={address}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </>
        ) : feed ? (
          <>
            <p>
              {t('app.sharing.feed.made', {
                date: formatMoment(feed.createdAt, locale),
                expires: formatMoment(feed.expiresAt, locale),
              })}{' '}
              {t('app.sharing.feed.fetched', {
                count: feed.openCount,
                date: feed.lastOpenedAt ? formatMoment(feed.lastOpenedAt, locale) : '',
              })}
            </p>
            <Muted>{t('app.sharing.feed.hidden')}</Muted>
          </>
        ) : (
          <Muted>{t('app.sharing.feed.none')}</Muted>
        )}
      </Body>
    </Drawer>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  & p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
