import { TextField } from '@vognpark/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldRow } from './DrawerParts';
import { placeOf, placeValues } from './place';

/**
 * The picking map, loaded when a form with a place is first shown: the kit's Map belongs to the
 * map area's chunks (docs/map.md, "Budgets"), not to the pages that hold such a form.
 */
const PlacePicker = lazy(() => import('../areas/map/PlacePicker'));
const MAP_HEIGHT = '240px';

export interface PlaceFieldsProps {
  lat: string;
  lon: string;
  onChange: (place: { lat: string; lon: string }) => void;
  ids: { lat: string; lon: string };
  errors: { lat?: string; lon?: string };
  labels: { lat: string; lon: string; map: string; hint?: string };
  required?: boolean;
}

/**
 * Latitude and longitude typed (a decimal comma or point), and the same place picked on a small
 * map below them (a click, or the arrow keys and Enter: the kit's Map): a pick fills the fields in
 * the language's decimals, what is typed shows as the map's pin.
 */
export function PlaceFields({ lat, lon, onChange, ids, errors, labels, required }: PlaceFieldsProps) {
  const { locale } = useIntl();
  return (
    <>
      <FieldRow>
        <TextField
          id={ids.lat}
          label={labels.lat}
          inputMode="decimal"
          value={lat}
          onValueChange={(value) => onChange({ lat: value, lon })}
          error={errors.lat}
          required={required}
        />
        <TextField
          id={ids.lon}
          label={labels.lon}
          inputMode="decimal"
          value={lon}
          onValueChange={(value) => onChange({ lat, lon: value })}
          error={errors.lon}
          required={required}
        />
      </FieldRow>
      {labels.hint && <Hint>{labels.hint}</Hint>}
      <Suspense fallback={<MapSpace />}>
        <PlacePicker
          label={labels.map}
          picked={placeOf({ lat, lon })}
          onPick={(place) => onChange(placeValues(place, locale))}
          height={MAP_HEIGHT}
        />
      </Suspense>
    </>
  );
}

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The map's room while it loads, so the form does not jump. */
const MapSpace = styled.div`
  height: ${MAP_HEIGHT};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
