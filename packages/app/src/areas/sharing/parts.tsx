import type { BookingStatus, Pool } from '@vognpark/server/areas/sharing';
import { Button } from '@vognpark/ui';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';

/** The pieces the Sharing page's tabs share. */

/** The tone of a booking's status pill. */
export const STATUS_TONES: Record<BookingStatus, 'success' | 'warning' | 'danger' | 'info' | 'neutral'> = {
  requested: 'warning',
  confirmed: 'info',
  checked_out: 'success',
  returned: 'neutral',
  cancelled: 'neutral',
  rejected: 'neutral',
  no_show: 'danger',
};

export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useAppMessages();
  return (
    <Notice role="alert">
      <p>{t('app.sharing.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.sharing.retry')}
      </Button>
    </Notice>
  );
}

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const Notice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  justify-items: start;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  & p {
    margin: 0;
  }
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: normal;
`;

/** A pool's rules in two sentences, after its name when `named`. */
export function PoolRules({ pool, named = false }: { pool: Pool; named?: boolean }) {
  const t = useAppMessages();
  const rules = t('app.sharing.pool.rules', {
    hours: pool.maxHours,
    buffer: pool.bufferMinutes,
    // 0: never cancelled (a pool's no-show time is at least 5 minutes when set).
    noShow: pool.noShowMinutes ?? 0,
  });
  const approval =
    pool.approvalOverHours === null
      ? t('app.sharing.pool.approvalNever')
      : pool.approvalOverHours === 0
        ? t('app.sharing.pool.approvalAlways')
        : t('app.sharing.pool.approvalOver', { hours: pool.approvalOverHours });
  return (
    <Muted>
      {named ? t('app.sharing.pool.named', { name: pool.name, rules }) : rules} {approval}
    </Muted>
  );
}
