import type { PartnerFacts } from '@vognpark/server/areas/partners';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { serviceTaskName } from '../service/domain';
import { formatMoney } from './domain';

export interface WorkshopFactsProps {
  facts: PartnerFacts | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * A workshop's measured facts from its service book (docs/partners.md, "Measured facts"): average
 * days in the workshop, the cost per standard task and the visits finished by their planned day;
 * "Not enough data" for each the book cannot tell yet.
 */
export function WorkshopFacts({ facts, loading, failed }: WorkshopFactsProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const title = t('app.partners.facts.title');
  const notEnough = t('app.partners.facts.notEnough');
  return (
    <Section aria-label={title}>
      <h3>{title}</h3>
      {failed ? (
        <p role="alert">{t('app.partners.detail.loadError')}</p>
      ) : loading || !facts ? (
        <p>{t('app.partners.detail.loading')}</p>
      ) : (
        <dl>
          <dt>{t('app.partners.facts.days')}</dt>
          <dd>
            {facts.workshopDays
              ? t('app.partners.facts.daysValue', {
                  days: facts.workshopDays.average,
                  stays: facts.workshopDays.stays,
                })
              : notEnough}
          </dd>
          <dt>{t('app.partners.facts.onTime')}</dt>
          <dd>
            {facts.onTime
              ? t('app.partners.facts.onTimeValue', {
                  rate: facts.onTime.rate,
                  onTime: facts.onTime.onTime,
                  visits: facts.onTime.visits,
                })
              : notEnough}
          </dd>
          <dt>{t('app.partners.facts.taskCosts')}</dt>
          <dd>
            {facts.taskCosts.length === 0 ? (
              notEnough
            ) : (
              <ul aria-label={t('app.partners.facts.taskCosts')}>
                {facts.taskCosts.map((cost) => (
                  <li key={cost.task.id}>
                    {serviceTaskName(cost.task, locale)}:{' '}
                    {t('app.partners.facts.taskCost', {
                      amount: formatMoney(cost.averageNet, locale),
                      entries: cost.entries,
                    })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      )}
    </Section>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: 1rem;
  }

  dl {
    margin: 0;
    display: grid;
    grid-template-columns: minmax(12rem, max-content) 1fr;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  }

  dd {
    margin: 0;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]}px;
  }
`;
