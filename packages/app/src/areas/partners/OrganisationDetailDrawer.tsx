import type {
  Agreement,
  Contact,
  Expense,
  Organisation,
  PartnerFacts,
} from '@vognpark/server/areas/partners';
import { Button, Drawer, StatusPill } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { AreaParts } from '../AreaParts';
import {
  agreementKindLabel,
  agreementStateLabel,
  agreementTone,
  categoryLabel,
  formatMoney,
  roleLabel,
  statusLabel,
  statusTone,
} from './domain';
import { ExpenseChecks } from './ExpenseChecks';
import { WorkshopFacts } from './WorkshopFacts';

/** One part of the drawer: its rows, or that it is loading, failed or empty. */
export interface Part<T> {
  rows: readonly T[] | undefined;
  loading: boolean;
  failed: boolean;
}

export interface OrganisationDetailDrawerProps {
  organisation: Organisation | null;
  onOpenChange: (open: boolean) => void;
  contacts: Part<Contact>;
  agreements: Part<Agreement>;
  expenses: Part<Expense>;
  /** A workshop's measured facts (shown for a workshop only). */
  facts?: { data: PartnerFacts | undefined; loading: boolean; failed: boolean };
  onEdit: (organisation: Organisation) => void;
  /** Opens the vendor's statement import (vendors only). */
  onImport?: (organisation: Organisation) => void;
  portalRoot?: HTMLElement | null;
}

/**
 * An organisation's page in a drawer: how to reach it, its roles and status, a workshop's measured
 * facts, its contacts, its agreements with their validity and state, and its latest expenses with
 * their checks.
 */
export function OrganisationDetailDrawer({
  organisation,
  onOpenChange,
  contacts,
  agreements,
  expenses,
  facts,
  onEdit,
  onImport,
  portalRoot,
}: OrganisationDetailDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  if (!organisation)
    return <Drawer open={false} onOpenChange={onOpenChange} title="" portalRoot={portalRoot} />;

  const part = <T,>(title: string, empty: string, data: Part<T>, row: (item: T) => ReactNode) => (
    <Section aria-label={title}>
      <h3>{title}</h3>
      {data.failed ? (
        <p role="alert">{t('app.partners.detail.loadError')}</p>
      ) : data.loading || !data.rows ? (
        <p>{t('app.partners.detail.loading')}</p>
      ) : data.rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul>{data.rows.map(row)}</ul>
      )}
    </Section>
  );

  return (
    <Drawer
      open
      onOpenChange={onOpenChange}
      portalRoot={portalRoot}
      size="lg"
      title={organisation.name}
      description={[
        organisation.cvr,
        ...[...organisation.partnerRoles, ...organisation.vendorRoles].map((role) => t(roleLabel(role))),
      ]
        .filter(Boolean)
        .join(' · ')}
      footer={
        <>
          {onImport && organisation.vendorRoles.length > 0 && (
            <Button variant="secondary" onClick={() => onImport(organisation)}>
              {t('app.fuelImport.open')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => onEdit(organisation)}>
            {t('app.partners.actions.edit')}
          </Button>
        </>
      }
    >
      <Facts>
        <StatusPill tone={statusTone[organisation.status]} label={t(statusLabel(organisation.status))} />
        {organisation.address && <span>{organisation.address}</span>}
        {organisation.phone && (
          <a href={`tel:${organisation.phone.replace(/\s/g, '')}`}>{organisation.phone}</a>
        )}
        {organisation.email && <a href={`mailto:${organisation.email}`}>{organisation.email}</a>}
      </Facts>
      {facts && organisation.partnerRoles.includes('workshop') && (
        <WorkshopFacts facts={facts.data} loading={facts.loading} failed={facts.failed} />
      )}
      {part(t('app.partners.detail.contacts'), t('app.partners.detail.noContacts'), contacts, (contact) => (
        <li key={contact.id}>
          <strong>{contact.name}</strong>
          {contact.title && ` · ${contact.title}`}
          {contact.phone && ` · ${contact.phone}`}
          {contact.email && ` · ${contact.email}`}
        </li>
      ))}
      {part(
        t('app.partners.detail.agreements'),
        t('app.partners.detail.noAgreements'),
        agreements,
        (agreement) => (
          <li key={agreement.id}>
            <strong>{t(agreementKindLabel(agreement.kind))}</strong>
            {agreement.number && ` ${agreement.number}`}
            {' · '}
            {agreement.validUntil
              ? t('app.partners.detail.validity', {
                  from: formatDate(agreement.validFrom, locale),
                  until: formatDate(agreement.validUntil, locale),
                })
              : t('app.partners.detail.openEnded', { from: formatDate(agreement.validFrom, locale) })}
            {' · '}
            {t('app.partners.detail.vehicles', { count: agreement.vehicles.length })}{' '}
            <StatusPill
              tone={agreementTone[agreement.state]}
              label={t(agreementStateLabel(agreement.state))}
            />{' '}
            <AreaParts
              slot="record"
              compact
              record={{
                kind: 'agreement',
                id: agreement.id,
                label: [t(agreementKindLabel(agreement.kind)), agreement.number].filter(Boolean).join(' '),
              }}
            />
          </li>
        ),
      )}
      {part(t('app.partners.detail.expenses'), t('app.partners.detail.noExpenses'), expenses, (expense) => (
        <li key={expense.id}>
          {formatDate(expense.spentOn, locale)} · {t(categoryLabel(expense.category))} ·{' '}
          {expense.vehicle ? formatPlate(expense.vehicle.registration) : t('app.expenses.fleetWide')} ·{' '}
          {formatMoney(expense.net, locale)} <ExpenseChecks checks={expense.checks} inline />{' '}
          <AreaParts
            slot="record"
            compact
            record={{
              kind: 'expense',
              id: expense.id,
              label: `${formatDate(expense.spentOn, locale)}, ${t(categoryLabel(expense.category))}`,
            }}
          />
        </li>
      ))}
      {/* Other areas' parts of the organisation (its documents). */}
      <AreaParts
        slot="record"
        record={{ kind: 'organisation', id: organisation.id, label: organisation.name }}
      />
    </Drawer>
  );
}

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: 1rem;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]}px;
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
  }

  p {
    margin: 0;
  }
`;
