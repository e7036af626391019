import type { RecentPhoto } from '@vognpark/server/areas/vehicleDetection';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { photoUrl } from '../photos/upload';
import { formatMoment, formatPlate } from '../vehicles/format';

export interface RecentPhotosProps {
  photos: readonly RecentPhoto[] | null;
  /** The photo shown now (marked as the current one). */
  current: string | null;
}

/** The client's newest photos as thumbnails, each a link that reads it (`?photo=<id>`). */
export function RecentPhotos({ photos, current }: RecentPhotosProps) {
  const t = useAppMessages();
  const { locale } = useIntl();
  if (photos === null) return null;
  return (
    <Section aria-labelledby="recent-photos-title">
      <h2 id="recent-photos-title">{t('app.vehicleDetection.recent.title')}</h2>
      {photos.length === 0 ? (
        <Muted>{t('app.vehicleDetection.recent.empty')}</Muted>
      ) : (
        <Grid>
          {photos.map((photo) => {
            const name = t('app.vehicleDetection.recent.photo', {
              date: formatMoment(photo.createdAt, locale),
              status: photo.plate ? 'plate' : photo.read ? 'none' : 'unread',
              plate: photo.plate ? formatPlate(photo.plate) : '',
            });
            return (
              <li key={photo.photoId}>
                <RouterLink
                  href={`/manager/vehicle-detection?photo=${photo.photoId}`}
                  aria-current={photo.photoId === current ? 'true' : undefined}
                >
                  {photo.hasThumb ? (
                    <>
                      <img src={photoUrl(photo.photoId, 'thumb')} alt={name} />
                      {photo.plate && <Plate>{formatPlate(photo.plate)}</Plate>}
                    </>
                  ) : (
                    name
                  )}
                </RouterLink>
              </li>
            );
          })}
        </Grid>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a[aria-current] img {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Plate = styled.span`
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
