import { Map, type MapPlace } from '@vognpark/ui';
import { useMapBasemap } from './basemap';

export interface PlacePickerProps {
  label: string;
  picked: MapPlace | null;
  onPick: (place: MapPlace) => void;
  height: string;
}

/**
 * The kit's Map as a place picker (a click, or the arrow keys and Enter), for a form's place
 * (forms/PlaceFields.tsx loads it when the form is shown): a module of the map area, so the
 * kit's Map stays out of other pages' chunks (docs/map.md, "Budgets").
 */
export default function PlacePicker({ label, picked, onPick, height }: PlacePickerProps) {
  // The operator's street detail, when configured, helps most where a place is picked.
  const basemap = useMapBasemap();
  return <Map label={label} markers={[]} picked={picked} onPick={onPick} height={height} basemap={basemap} />;
}
