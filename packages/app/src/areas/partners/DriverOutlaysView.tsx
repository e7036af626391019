import type { Outlay } from '@vognpark/server/areas/partners';
import { Button, Spinner, StatusPill } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { categoryLabel, formatMoney } from './domain';

export interface DriverOutlaysViewProps {
  status: 'loading' | 'ready' | 'error';
  /** The driver's latest outlays, newest first. */
  outlays: readonly Outlay[];
  onRetry: () => void;
  /** Opens Register Outlay. */
  onRegister: () => void;
}

/**
 * The driver's outlays on their phone home (/manager/client): Register Outlay, and their latest
 * outlays with the day, what for, the amount in kroner and whether the receipt is attached.
 */
export function DriverOutlaysView({ status, outlays, onRetry, onRegister }: DriverOutlaysViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  return (
    <Section aria-labelledby="outlays-driver-title">
      <Heading>
        <h2 id="outlays-driver-title">{t('app.outlays.title')}</h2>
        <Button onClick={onRegister} disabled={status === 'loading'}>
          {t('app.outlays.register')}
        </Button>
      </Heading>
      <Muted>{t('app.outlays.intro')}</Muted>
      {status === 'loading' ? (
        <Spinner label={t('app.outlays.loading')} />
      ) : status === 'error' ? (
        <div role="alert">
          <p>{t('app.outlays.loadError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('app.outlays.retry')}
          </Button>
        </div>
      ) : outlays.length === 0 ? (
        <Muted>{t('app.outlays.empty')}</Muted>
      ) : (
        <List aria-label={t('app.outlays.latest')}>
          {outlays.map((outlay) => (
            <Item key={outlay.id}>
              <Line>
                <strong>{t(categoryLabel(outlay.category))}</strong>
                <Amount>{formatMoney(outlay.gross, locale)}</Amount>
              </Line>
              <Line>
                <Muted>
                  {formatDate(outlay.spentOn, locale)} · {formatPlate(outlay.vehicle.registration)}
                </Muted>
                <StatusPill
                  tone={outlay.receipts > 0 ? 'success' : 'warning'}
                  label={t(
                    outlay.receipts > 0 ? 'app.outlays.receipt.attached' : 'app.outlays.receipt.missing',
                  )}
                />
              </Line>
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  & h2 {
    margin: 0;
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

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;
