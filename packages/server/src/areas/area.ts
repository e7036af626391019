/**
 * The shape of a feature area (issue 28, docs/architecture.md "Areas"): one folder under
 * src/areas/<name>/ with its tables, repository, router, seed and an `area.ts` descriptor. The
 * hubs (the app router, the tasks repository, the demo seed, the storage test) loop over the list
 * in ./index.ts, so a new area costs its folder, a migration and one line there.
 */
import type { AnyRouter } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import type { EventBus } from '../events/index.js';
import type { DueSource } from '../due/source.js';
import type { tasks } from './tasks/schema.js';
import type { SessionCookies } from '../http/sessionCookie.js';
import type { WorkActor } from '../work/access.js';
import type { DriverDueItem } from '../dashboard/model.js';
import type { Task } from './tasks/model.js';

/** Who the demo seed made (db/seed.ts). */
export interface AreaSeedInput {
  nordlysId: string;
  fjordbusId: string;
  /** manager@example.com */
  managerId: string;
  /** user@example.com */
  driverId: string;
}

/** An area's navigation badge (badges.ts): its key in `NavBadges` and its count. */
export interface AreaBadge<Key extends string = string> {
  /** The key in `NavBadges` (and in the app's `BadgeKey`). */
  key: Key;
  /**
   * The count for a client on `today` (Copenhagen) as one scalar subquery (`SELECT count(*) …`):
   * every area's count is a column of one statement, with the conditions of src/due that the
   * area's list filters use too, so a badge and its filtered list cannot disagree.
   */
  count: (db: Db, clientId: string, today: string) => SQLWrapper;
}

/** Where and when a vehicle was seen, and how. */
export interface VehicleSighting {
  clientId: string;
  vehicleId: string;
  at: Date;
  lat: number;
  lon: number;
  /** Metres, when the source says. */
  accuracyM: number | null;
  /** A photo's GPS, the driver's phone at a sharing check-out or check-in, a plate roll-call's photo. */
  source: 'photo' | 'check_out' | 'check_in' | 'roll_call';
}

/** An area's rows on the manager's dashboard: the next 30 days and the weekly chart of what falls due. */
export interface UpcomingSource {
  /**
   * One client's rows not done that fall due from `from` to `until` (ISO dates, both included), as a
   * SELECT of `id`, `date` (a date), `kind` (text or NULL), `title` (text, '' when none was typed),
   * `title_names` (jsonb or NULL) and `vehicle_id` (or NULL).
   */
  rows: (clientId: string, from: string, until: string) => SQL;
}

/** What an area opens and closes, week by week (the dashboard's activity chart). */
export interface ActivitySource {
  /** A SELECT of `at` (timestamptz), one row per record of the client opened at that instant. */
  opened: (clientId: string) => SQL;
  /** The same for the records closed (done), at the instant they were. */
  closed: (clientId: string) => SQL;
}

/** What the driver's home asks an area for one of the driver's vehicles. */
export interface DriverDueInput {
  clientId: string;
  vehicleId: string;
  today: string;
  /** At most this many items. */
  limit: number;
}

export interface Area<
  Name extends string = string,
  Router extends AnyRouter = AnyRouter,
  BadgeKey extends string = string,
> {
  /** The router's key in the app router (`service.*`). */
  name: Name;
  router: Router;
  /**
   * Its tables as drizzle describes them, its `schema.ts` (test/storage.test.ts checks them against
   * the migrations). The accounts areas leave it out: clients, users and sessions are the core
   * tables of db/schema.ts, which the storage test checks whole.
   */
  tables?: Record<string, PgTable>;
  /**
   * A task's title in five languages when this area made the task (its `source`), else null: read
   * with the task, so its title follows the reader's language (areas/tasks/titleNames.ts).
   */
  taskTitleNames?: (task: typeof tasks) => SQL<Task['titleNames']>;
  /**
   * Inside the transaction that sets a vehicle's odometer in the register (created or edited): the
   * area that keeps the odometer chain records it, and may refuse it with a field error.
   */
  onRegisterOdometer?: (
    tx: Db,
    actor: { clientId: string; userId: string },
    reading: { vehicleId: string; readOn: string; odometerKm: number; correction: boolean },
  ) => Promise<void>;
  /**
   * Inside the transaction that learned where a vehicle was (a photo's place, kept with the
   * uploader's consent): the area that keeps positions records it (the map's last known position).
   */
  onVehicleSeen?: (tx: Db, sighting: VehicleSighting) => Promise<void>;
  /** Inside the transaction that sets a task done (tasks.update, tasks.setStatus). */
  onTaskDone?: (tx: Db, actor: WorkActor, task: typeof tasks.$inferSelect) => Promise<void>;
  /**
   * How its rows fall due, described once (due/source.ts builds the JS and SQL forms; with
   * `nextDueVehicle`, its open dated rows count toward the vehicle's next due date, work/common.ts).
   */
  due?: DueSource;
  /** Its navigation badge, if it has one (badges.ts counts every area's in one statement). */
  badge?: AreaBadge<BadgeKey>;
  /** Its rows in the dashboard's "next 30 days" and its weekly chart of what falls due. */
  upcoming?: UpcomingSource;
  /** What it opens and closes per week, on the dashboard's activity chart. */
  activity?: ActivitySource;
  /** What a driver should see of it on one of their vehicles (the driver's home), soonest first. */
  driverDue?: (db: Db, input: DriverDueInput) => Promise<Omit<DriverDueItem, 'area'>[]>;
  /** Demo data, after the register's fleet and the fleet work, in the seed's transaction. */
  seedDemo?: (tx: Db, input: AreaSeedInput) => Promise<void>;
  /** Turns what has fallen due into tasks, for every client (safe to run on several instances). */
  duePass?: (db: Db, today: string) => Promise<number>;
  /**
   * HTTP routes beside the tRPC socket (file uploads and downloads), registered at start; `events`
   * is the instance's bus, for what a route keeps in memory.
   */
  registerHttp?: (
    app: FastifyInstance,
    deps: { db: Db; cookies: SessionCookies; config: ServerConfig; events: EventBus },
  ) => void;
}

export const defineArea = <Name extends string, Router extends AnyRouter, BadgeKey extends string = never>(
  area: Area<Name, Router, BadgeKey>,
) => area;

/** The badge keys of a list of areas (`NavBadges` is `Record<AreaBadgeKey<typeof areas>, number>`). */
export type AreaBadgeKey<Areas extends readonly Area[]> = NonNullable<Areas[number]['badge']>['key'];

/** `{ [area.name]: area.router }` for a list of areas, typed, for the app router. */
export type AreaRouters<Areas extends readonly Area[]> = {
  [A in Areas[number] as A['name']]: A['router'];
};

export function areaRouters<const Areas extends readonly Area[]>(areas: Areas): AreaRouters<Areas> {
  return Object.fromEntries(areas.map((area) => [area.name, area.router])) as AreaRouters<Areas>;
}
