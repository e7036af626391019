/**
 * The shape of a feature area in the app (issue 28, docs/architecture.md "Areas"): one folder,
 * src/areas/<name>/, with its pages, components, hooks, messages and an `area.ts` that describes
 * what the hubs need of it. The hubs (the route registry, the message loader, the badges, the
 * vehicle page's tabs, the dashboard, the driver's home) loop over the list in ./index.ts, so a new
 * area is its folder and one line there.
 *
 * An `area.ts` holds light metadata and loaders only: it is part of the entry's code (the registry
 * reads it), so every component it names is a dynamic `import()`, a chunk of its own.
 */
import type { DriverDueItem, DriverVehicle, UpcomingItem } from '@vognpark/server';
import type { Vehicle } from '@vognpark/server/areas/vehicles';
import type { NavBadgeKind, StatusPillTone } from '@vognpark/ui';
import type { FormatAppMessage } from '../i18n/useAppMessages';
import type { ComponentType } from 'react';
import type { CoreMessageId } from '../messages/en';
import type { BadgeKey, PageRow } from '../routes/registry';

/** A component the area shows inside a page another owns, loaded as a chunk of its own. */
export type AreaComponent<Props> = () => Promise<ComponentType<Props>>;

/** A tab of the vehicle page, between its overview and its history. */
export interface VehicleTabSpec<Id extends string = string> {
  /** The tab's value, in the address as `?tab=<value>`. Unique among the vehicle's tabs. */
  value: string;
  /** The tab's label: one of the area's messages (or a core one). */
  label: Id | CoreMessageId;
  /** Place among the tabs, ascending: the overview is 0, compliance 10, inspections 20, tasks 30, the history 1000. */
  order: number;
  /** The panel, given the vehicle; loaded when the tab is first shown (or hovered, or in the address). */
  panel: AreaComponent<{ vehicle: Vehicle }>;
  /** What the tab says while it has no content (the vehicle page's stories, before the vehicle is here). */
  empty?: Id | CoreMessageId;
}

/** A part of a page another owns (the dashboard, the driver's home): where it goes and what it is. */
export interface AreaPart<Props extends object> {
  /** Place among the areas' parts, ascending (they follow the page's own content, areas/AreaParts.tsx). */
  order: number;
  /** Loaded once the page is hydrated: it is never in the server's HTML. */
  part: AreaComponent<Props>;
}

/**
 * What the manager's dashboard shows of an area in its own content, rendered with the page (on the
 * server too): its tile, its rows in the next 30 days and its series in the charts. Light code only
 * (message ids, addresses, small functions): it is part of the entry.
 */
export interface DashboardFigures<Id extends string = string> {
  /** Place among the areas' tiles and chart series, ascending. */
  order: number;
  /** A tile with its badge's count, opening its list filtered to exactly that number. */
  tile?: { badge: BadgeKey; label: Id | CoreMessageId; href: string };
  /** Its rows in the next 30 days (the server area's `upcoming`): what each is, and where it opens. */
  upcoming?: {
    text: (item: UpcomingItem, t: FormatAppMessage, locale: string) => string;
    href: (item: UpcomingItem) => string;
  };
  /** Its series in the chart of what falls due per week. */
  dueSeries?: Id | CoreMessageId;
  /** Its chart of what it opened against closed per week (the server area's `activity`). */
  activity?: { title: Id | CoreMessageId; opened: Id | CoreMessageId; closed: Id | CoreMessageId };
}

/** How one item the driver's home lists (the server area's `driverDue`) reads. */
export interface DriverDueView {
  /** What it is ("Insurance", the task's title in the interface's language). */
  name: string;
  /** Its state, in words and colour. */
  state: { label: string; tone: StatusPillTone };
  /** When ("Valid until 3 Dec 2026", "Due 28 Nov 2026"), or "". */
  when: string;
  /** The address parameter that opens its detail on the page (`task` → `?task=<id>`), if it has one. */
  detailParam?: string;
}

/** What the driver's home hands each area's part: the driver's vehicles as the page has them. */
export interface DriverHomePartProps {
  vehicles: readonly DriverVehicle[];
}

/**
 * A record of another area that an area can add a part to (a section on its page or drawer, or a
 * button in its row): what it is and its id. The host names the record, never the areas.
 */
export interface RecordRef {
  kind: 'organisation' | 'agreement' | 'expense' | 'service_entry' | 'obligation';
  id: string;
  /** The vehicle the record is about, when it is one's (an obligation's). */
  vehicle?: { id: string; registration: string };
  /** What the record is called in a sentence ("12 Nov 2026, Fuel, AB 12 345"), for accessible names. */
  label: string;
}

/** What a record's host hands each area's part: the record, and whether the part is one button (a table row). */
export interface RecordPartProps {
  record: RecordRef;
  compact?: boolean;
}

/**
 * A query a write makes stale, as the path of a tRPC router or procedure: `'vehicles'` (every
 * vehicle query), `'my.myNavBadges'`, `'dashboard'`.
 */
export type QueryScope = string;

/**
 * One feature area. `Id` is the ids of its messages (`keyof typeof en` of its messages/en.ts) and
 * `Folder` the names of its message folders and of the other areas' folders its pages load:
 * declare them on the constant
 * (`export const serviceArea: AppArea<'service', ServiceMessageId, 'service' | 'vehicles'> = …`),
 * so the app's message id union can include them without a type circle.
 */
export interface AppArea<
  Name extends string = string,
  Id extends string = never,
  Folder extends string = never,
> {
  /** The area's name: its folder's, and its server router's key. */
  name: Name;
  /**
   * Its folder under src/areas/ when that is not its name: one folder may hold the descriptors of
   * several routers (accounts: `clients` and `users`).
   */
  folder?: string;
  /**
   * Its message folders: `Name` is src/areas/<name>/messages/<locale>.ts, `<Name>/<part>` is
   * src/areas/<name>/messages/<part>/<locale>.ts. A chunk per folder and language, loaded with the
   * pages that list it (and with the vehicle page, the dashboard or the driver's home when the area
   * has a part there).
   */
  messages?: readonly Folder[];
  /** Its pages: registry rows, appended to the core ones (routes/registry.ts). */
  pages?: readonly PageRow<Id | CoreMessageId, Folder>[];
  /** How each navigation badge it owns shows its count (a key of the server's `my.myNavBadges`). */
  badges?: Partial<Record<BadgeKey, NavBadgeKind>>;
  /** Its tab on the vehicle page. */
  vehicleTab?: VehicleTabSpec<Id>;
  /** Its part of the manager's dashboard, below the dashboard's own content. */
  dashboard?: AreaPart<Record<never, never>>;
  /** Its tile, rows and chart series in the dashboard's own content. */
  dashboardFigures?: DashboardFigures<Id>;
  /** How the driver's home lists what it says is due on a driver's vehicle. */
  driverDue?: (item: DriverDueItem, t: FormatAppMessage, locale: string) => DriverDueView;
  /** Its part of the driver's home, below the vehicles. */
  driverHome?: AreaPart<DriverHomePartProps>;
  /**
   * Its part of another area's record (an organisation, an agreement, an expense, a service entry),
   * on the pages whose row lists `parts: ['record']`.
   */
  record?: AreaPart<RecordPartProps>;
  /**
   * What its writes make stale beside its own router's queries (data/invalidation.ts, the one
   * invalidation policy; a write that needs more says so in its mutation's `meta.invalidates`): for
   * instance `['my.myNavBadges', 'dashboard', 'vehicles']` for an area whose writes move a count.
   */
  invalidates?: readonly QueryScope[];
  /**
   * The routers whose writes make its queries stale (its own router's queries are refetched after
   * them): `['tasks']` for an area whose records follow its tasks.
   */
  staleAfter?: readonly string[];
  /** Type only, never set: carries `Id` to the app's message id union (messages/en.ts). */
  readonly messageIds?: Id;
}

/** The message ids of a list of areas. */
export type AreaMessageId<Areas extends readonly AppArea<string, string, string>[]> = NonNullable<
  Areas[number]['messageIds']
>;

/** The message folders of a list of areas. */
export type AreaMessageFolder<Areas extends readonly AppArea<string, string, string>[]> = NonNullable<
  Areas[number]['messages']
>[number];
