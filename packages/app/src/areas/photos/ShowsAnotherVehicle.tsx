import type { Photo } from '@vognpark/server/areas/photos';
import styled from 'styled-components';
import { useAppMessages } from '../../i18n/useAppMessages';
import { RouterLink } from '../../shell/RouterLink';
import { formatPlate } from '../vehicles/format';

/**
 * Under a photo of a vehicle whose plate read is another vehicle of the client (docs/vehicle-
 * detection.md, "A photo and its vehicle"): "Shows another vehicle: AB 12 345", the plate a link
 * to that vehicle. Nothing for a photo that is not flagged.
 */
export function ShowsAnotherVehicle({ photo }: { photo: Pick<Photo, 'showsVehicle'> }) {
  const t = useAppMessages();
  if (!photo.showsVehicle) return null;
  return (
    <Flag>
      {t('app.photos.showsAnother')}{' '}
      <RouterLink href={`/manager/vehicles/${photo.showsVehicle.id}`}>
        {formatPlate(photo.showsVehicle.registration)}
      </RouterLink>
    </Flag>
  );
}

const Flag = styled.small`
  color: ${({ theme }) => theme.colors.warning};
`;
