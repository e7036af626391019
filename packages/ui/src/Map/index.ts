export { Map } from './Map';
export type { MapProps } from './Map';
export type { MapLandmark, MapMarker, MapMarkerTone, MapZone } from './mapData';
export type { MapPlace } from './mapEngine';
