import { useSyncExternalStore } from 'react';
import { lazyWithPrefetch, type LazyComponent } from '../lazy/lazyWithPrefetch';
import { areas } from '.';
import type { AppArea, DriverHomePartProps, RecordPartProps } from './area';

/** The pages where areas add a part below the page's own content, and what each part is given. */
export interface PartSlots {
  dashboard: Record<never, never>;
  driverHome: DriverHomePartProps;
  record: RecordPartProps;
}

type Mounted = { mounted: boolean };

/** Each area's part in `slot`, in order, as a component whose code loads once it is mounted. */
function lazyParts<Slot extends keyof PartSlots>(
  slot: Slot,
): { area: string; Part: LazyComponent<PartSlots[Slot] & Mounted> }[] {
  return areas
    .flatMap((area: AppArea<string, string, string>) => {
      const spec = area[slot];
      return spec ? [{ area: area.name, order: spec.order, part: spec.part }] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ area, part }) => ({
      area,
      Part: lazyWithPrefetch<PartSlots[Slot] & Mounted>(
        part as () => Promise<React.ComponentType<PartSlots[Slot] & Mounted>>,
        { mountWhen: (props) => props.mounted },
      ),
    }));
}

const partsBySlot: { [Slot in keyof PartSlots]: ReturnType<typeof lazyParts<Slot>> } = {
  dashboard: lazyParts('dashboard'),
  driverHome: lazyParts('driverHome'),
  record: lazyParts('record'),
};

const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * The areas' parts of a page (areas/area.ts `dashboard`, `driverHome`, `record`), in order. They come after
 * hydration, in chunks of their own: never in the server's HTML or the page's first download.
 * Nothing renders when no area has a part there.
 */
export function AreaParts<Slot extends keyof PartSlots>({
  slot,
  ...props
}: { slot: Slot } & PartSlots[Slot]) {
  const mounted = useSyncExternalStore(neverChanges, inBrowser, onServer);
  const parts = partsBySlot[slot] as ReturnType<typeof lazyParts<Slot>>;
  return parts.map(({ area, Part }) => (
    <Part key={area} {...(props as unknown as PartSlots[Slot])} mounted={mounted} />
  ));
}
