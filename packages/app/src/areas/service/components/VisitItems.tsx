import type { ServiceVisitItem } from '@vognpark/server/areas/service';
import { StatusPill } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatOdometer } from '../../vehicles/format';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { serviceStateLabel, serviceStateTones, serviceTaskName } from '../domain';

/** An item's name: the service task's in the person's language, or the obligation's kind. */
export function useVisitItemName() {
  const t = useAppMessages();
  const { locale } = useIntl();
  return (item: ServiceVisitItem) =>
    item.kind === 'service'
      ? item.names
        ? serviceTaskName({ names: item.names }, locale)
        : t('app.service.none')
      : t(`app.service.visit.kind.${item.kind}`);
}

/**
 * What a workshop visit covers (docs/service.md "Bundle the visit"), one line an item: its name,
 * when it falls due (date, km, forecast) and, past that, Overdue.
 */
export function VisitItems({ items, label }: { items: readonly ServiceVisitItem[]; label: string }) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const nameOf = useVisitItemName();
  return (
    <List aria-label={label}>
      {items.map((item, index) => {
        const when = [
          item.dueOn && t('app.service.visit.dueOn', { date: formatDate(item.dueOn, locale) }),
          item.dueKm !== null && t('app.service.visit.dueKm', { km: formatOdometer(item.dueKm, locale) }),
          item.forecastOn &&
            item.forecastOn !== item.dueOn &&
            t('app.service.visit.forecast', { date: formatDate(item.forecastOn, locale) }),
        ].filter(Boolean);
        return (
          <li key={`${item.kind}-${item.id ?? index}`}>
            <Name>{nameOf(item)}</Name>
            {item.overdue && (
              <StatusPill tone={serviceStateTones.overdue} label={t(serviceStateLabel('overdue'))} />
            )}
            <When>{when.join(' · ')}</When>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weights.bold};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
