import type { MapBasemap } from '@vognpark/ui';
import { useContext } from 'react';
import { RuntimeContext } from '../../runtime';

/**
 * The basemap the operator configured for every map of the app (the boot data's MAP_BASEMAP:
 * their PMTiles archive through our server's TileJSON, or their style), null for the offline one
 * alone (and where no runtime is, as in stories).
 */
export function useMapBasemap(): MapBasemap | null {
  return useContext(RuntimeContext)?.boot.config.MAP_BASEMAP ?? null;
}
