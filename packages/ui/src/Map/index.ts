export { Map } from './Map';
export type { MapProps } from './Map';
export type { MapBasemap, MapLandmark, MapMarker, MapMarkerTone, MapZone } from './mapData';
export type { MapPlace } from './mapEngine';
