import type { DocumentItem } from '@vognpark/server/areas/documents';
import { Button, Spinner, StatusPill } from '@vognpark/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatPlate } from '../vehicles/format';
import { useAppMessages } from '../../i18n/useAppMessages';
import { dayOf, documentTypeLabel, expiryLabel, expiryTone } from './labels';
import { fileUrl } from './upload';

export interface DriverDocumentsViewProps {
  /** The driver's vehicles, in the home page's order. */
  vehicles: readonly { id: string; registration: string }[];
  /** The documents marked visible to the driver. */
  rows: readonly DocumentItem[];
  loading: boolean;
  error?: ReactNode;
  onRetry: () => void;
  /** Where files come from (stories point elsewhere). */
  fileHref?: typeof fileUrl;
}

/**
 * The driver's home part of the documents area: for each of their vehicles, the documents the
 * manager marked visible (the registration certificate, the insurance policy), each opening its
 * file, with its expiry.
 */
export function DriverDocumentsView({
  vehicles,
  rows,
  loading,
  error,
  onRetry,
  fileHref = fileUrl,
}: DriverDocumentsViewProps) {
  const t = useAppMessages();
  const { formatDate } = useIntl();
  const day = (iso: string) => formatDate(dayOf(iso), { dateStyle: 'medium' });
  if (vehicles.length === 0) return null;
  const title = t('app.documents.driver.title');
  return (
    <Part aria-label={title}>
      <h2>{title}</h2>
      {loading && rows.length === 0 ? (
        <Spinner label={title} />
      ) : error ? (
        <p role="alert">
          {error}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('app.documents.retry')}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <p>{t('app.documents.driver.empty')}</p>
      ) : (
        vehicles.map((vehicle) => {
          const own = rows.filter((doc) => doc.vehicleId === vehicle.id);
          if (own.length === 0) return null;
          const plate = formatPlate(vehicle.registration);
          return (
            // A group, not a region: the home page's vehicle cards are the regions named by the plate.
            <div key={vehicle.id} role="group" aria-label={plate}>
              <h3>{plate}</h3>
              <ul>
                {own.map((doc) => (
                  <li key={doc.id}>
                    <a href={fileHref(doc.current.id)} target="_blank" rel="noopener noreferrer">
                      {doc.title}
                    </a>
                    <Muted>{t(documentTypeLabel(doc.type))}</Muted>
                    {doc.expiresOn && (
                      <StatusPill
                        tone={expiryTone[doc.expiryState]}
                        label={`${t(expiryLabel(doc.expiryState))}: ${day(doc.expiresOn)}`}
                      />
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })
      )}
    </Part>
  );
}

const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;

  h2,
  h3,
  p {
    margin: 0;
  }

  h3 {
    font-size: ${({ theme }) => theme.font.sizes.md};
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
  }

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    justify-items: start;
    overflow-wrap: anywhere;
  }

  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
