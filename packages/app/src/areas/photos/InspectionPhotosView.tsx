import type { Photo, WalkAroundRecord } from '@vognpark/server/areas/photos';
import { Button, StatusPill } from '@vognpark/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { ShowsAnotherVehicle } from './ShowsAnotherVehicle';
import { photoUrl } from './upload';
import { itemLabel } from './WalkAroundDrawer';

export interface InspectionPhotosViewProps {
  status: 'loading' | 'ready' | 'error';
  /** The walk-around's checklist and odometer (no checks: not done as a walk-around on the phone). */
  record?: WalkAroundRecord;
  photos?: readonly Photo[];
  onRetry: () => void;
  /** Where a photo's file is (the server's address by default; stories give their own). */
  src?: (photo: Photo, variant: 'web' | 'thumb') => string;
}

/**
 * An inspection's walk-around checklist (every item passed or failed), the odometer the driver
 * read, and the photos, each with when and where it was taken and whether it was sent before.
 */
export function InspectionPhotosView({
  status,
  record,
  photos = [],
  onRetry,
  src = (photo, variant) => photoUrl(photo.id, variant),
}: InspectionPhotosViewProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  });
  if (status === 'loading') return <p role="status">{t('app.photos.loading')}</p>;
  if (status === 'error')
    return (
      <p role="alert">
        {t('app.photos.loadError')}{' '}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('app.photos.retry')}
        </Button>
      </p>
    );
  const checks = record?.checks ?? [];
  return (
    <Wrap>
      {checks.length > 0 && (
        <section aria-labelledby="inspection-checklist">
          <h3 id="inspection-checklist">{t('app.walkAround.checklist')}</h3>
          {record?.odometerKm != null && (
            <p>
              {t('app.walkAround.odometerRead', {
                km: new Intl.NumberFormat(locale).format(record.odometerKm),
              })}
            </p>
          )}
          <Checks>
            {checks.map((check) => (
              <li key={check.item}>
                <span>{t(itemLabel(check.item))}</span>
                <StatusPill
                  tone={check.passed ? 'success' : 'danger'}
                  label={t(check.passed ? 'app.walkAround.passed' : 'app.walkAround.failedItem')}
                />
              </li>
            ))}
          </Checks>
        </section>
      )}
      <section aria-labelledby="inspection-photos">
        <h3 id="inspection-photos">{t('app.photos.title')}</h3>
        {photos.length === 0 ? (
          <p>{t('app.photos.none')}</p>
        ) : (
          <Gallery>
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.hasWeb ? src(photo, 'web') : undefined} target="_blank" rel="noreferrer">
                  {photo.hasThumb ? (
                    <img
                      src={src(photo, 'thumb')}
                      alt={`${t('app.photos.alt', { number: index + 1 })}${photo.checkItem ? `: ${t(itemLabel(photo.checkItem))}` : ''}`}
                      width={160}
                      height={120}
                    />
                  ) : (
                    t('app.photos.alt', { number: index + 1 })
                  )}
                </a>
                {photo.takenAt && (
                  <small>{t('app.photos.takenAt', { date: when.format(new Date(photo.takenAt)) })}</small>
                )}
                {photo.location && (
                  <small>
                    {t('app.photos.place', {
                      latitude: photo.location.latitude.toFixed(5),
                      longitude: photo.location.longitude.toFixed(5),
                    })}
                  </small>
                )}
                {photo.duplicateOf && <StatusPill tone="warning" label={t('app.photos.duplicate')} />}
                <ShowsAnotherVehicle photo={photo} />
              </li>
            ))}
          </Gallery>
        )}
      </section>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;

  & h3,
  & p {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
  & h3 {
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
`;

const Checks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]}px;
  }
`;

const Gallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    align-content: start;
    overflow-wrap: anywhere;
  }
  & img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
