import type { ServiceEntry } from '@vognpark/server/areas/service';
import { Drawer } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDate, formatOdometer, formatPlate } from '../../vehicles/format';
import { useAppMessages } from '../../../i18n/useAppMessages';
import { AreaParts } from '../../AreaParts';
import { coveredByLabel, formatDkk, lineKindLabel, serviceTaskName, vatLabel } from '../domain';
import { personName } from './EntryTable';

export interface EntryDrawerProps {
  entry: ServiceEntry | null;
  onOpenChange: (open: boolean) => void;
  portalRoot?: HTMLElement | null;
}

/** One entry of the service book: the work done, its lines with VAT and who pays, totals, notes. */
export function EntryDrawer({ entry, onOpenChange, portalRoot }: EntryDrawerProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  if (!entry) return null;
  const money = (amount: number) => formatDkk(amount, locale);
  return (
    <Drawer
      open
      onOpenChange={onOpenChange}
      size="lg"
      portalRoot={portalRoot}
      title={t('app.service.entry.title', { date: formatDate(entry.performedOn, locale) })}
      description={[
        formatPlate(entry.vehicle.registration),
        entry.workshop.name || t('app.service.history.noWorkshop'),
        formatOdometer(entry.odometerKm, locale),
      ].join(' · ')}
    >
      <Body>
        <p>{entry.tasks.map((task) => serviceTaskName(task, locale)).join(', ') || t('app.service.none')}</p>
        <h3>{t('app.service.entry.lines')}</h3>
        {entry.lines.length === 0 ? (
          <p>{t('app.service.entry.noLines')}</p>
        ) : (
          <Lines>
            <thead>
              <tr>
                <th scope="col">{t('app.service.line.kind')}</th>
                <th scope="col">{t('app.service.line.description')}</th>
                <th scope="col">{t('app.service.line.quantity')}</th>
                <th scope="col">{t('app.service.line.unitPrice')}</th>
                <th scope="col">{t('app.service.entry.vat')}</th>
                <th scope="col">{t('app.service.line.coveredBy')}</th>
                <th scope="col">{t('app.service.entry.gross')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.lines.map((line, index) => (
                <tr key={index}>
                  <td>{t(lineKindLabel(line.kind))}</td>
                  <td>{line.description}</td>
                  <td>{new Intl.NumberFormat(locale).format(line.quantity)}</td>
                  <td>{money(line.unitPrice)}</td>
                  <td>{t(vatLabel(line.vatRate))}</td>
                  <td>{t(coveredByLabel(line.coveredBy))}</td>
                  <td>{money(line.gross)}</td>
                </tr>
              ))}
            </tbody>
          </Lines>
        )}
        <Totals>
          <dt>{t('app.service.entry.net')}</dt>
          <dd>{money(entry.totals.net)}</dd>
          <dt>{t('app.service.entry.vat')}</dt>
          <dd>{money(entry.totals.vat)}</dd>
          <dt>{t('app.service.entry.gross')}</dt>
          <dd>{money(entry.totals.gross)}</dd>
        </Totals>
        {entry.notes && (
          <>
            <h3>{t('app.service.entry.notes')}</h3>
            <Notes>{entry.notes}</Notes>
          </>
        )}
        <p>
          {t('app.service.entry.recordedBy', {
            name: personName(entry.createdBy) || t('app.service.history.bySystem'),
          })}
        </p>
        {/* Other areas' parts of the entry (its invoices and receipts). */}
        <AreaParts
          slot="record"
          record={{
            kind: 'service_entry',
            id: entry.id,
            label: `${formatDate(entry.performedOn, locale)}, ${formatPlate(entry.vehicle.registration)}`,
          }}
        />
      </Body>
    </Drawer>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  & h3 {
    margin: ${({ theme }) => theme.space[2]}px 0 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  & p {
    margin: 0;
  }
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  display: block;
  overflow-x: auto;

  & th,
  & td {
    text-align: start;
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  & td:nth-child(2) {
    white-space: normal;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: 0;
  font-variant-numeric: tabular-nums;

  & dd {
    margin: 0;
    text-align: end;
  }
  & dt:last-of-type,
  & dd:last-of-type {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

const Notes = styled.p`
  white-space: pre-wrap;
`;
