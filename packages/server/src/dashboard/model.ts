/**
 * What the manager's dashboard and the driver's home answer (docs/fleet-work.md, "Dashboard"). The
 * dashboard is a hub: every part of it that concerns an area comes from the area's descriptor
 * (src/areas/area.ts: `badge`, `upcoming`, `activity`, `driverDue`), so these shapes name no area;
 * `area` fields hold the area's name (its router's key). No server dependencies: the app imports
 * the types from `@vognpark/server`.
 */
import type { NavBadges } from '../badges.js';
import type { TitleNames, VehicleRef } from '../work/model.js';
import type { VehicleStatus } from '../areas/vehicles/model.js';

/** One row of the dashboard's "next 30 days". */
export interface UpcomingItem {
  /** The area it comes from (its router's key). */
  area: string;
  id: string;
  date: string;
  /** The area's kind of it (an obligation's or an inspection's kind), or null. */
  kind: string | null;
  /** What someone typed as its title (a task's, a custom obligation's); "" otherwise. */
  title: string;
  /** Its title in five languages when a catalogue named it (a service task); null otherwise. */
  titleNames: TitleNames | null;
  vehicle: VehicleRef | null;
}

export interface DashboardSummary {
  /** Today in Copenhagen, the day every state was computed for. */
  today: string;
  /** Vehicles not sold, by status, and their sum. */
  vehicles: { active: number; inWorkshop: number; outOfService: number; total: number };
  /** Every area's badge count (the tiles show the ones the app's areas give a tile). */
  badges: NavBadges;
  /** Soonest first, at most `limit`. */
  upcoming: UpcomingItem[];
  /** How many items fall due in the next 30 days in all; `upcoming` holds the first of them. */
  upcomingTotal: number;
}

/** The dashboard's charts: weeks start on Monday (ISO dates), one count per week and series. */
export interface DashboardCharts {
  today: string;
  /** The next 12 weeks from this one: what falls due (from today on), not done, per area. */
  ahead: { weeks: string[]; areas: { area: string; counts: number[] }[] };
  /** The last 12 weeks up to this one: per area with an activity, what was opened and what closed. */
  past: { weeks: string[]; areas: { area: string; opened: number[]; closed: number[] }[] };
}

/** One thing due on a driver's vehicle, as its area describes it (the driver's home). */
export interface DriverDueItem {
  /** The area it comes from (its router's key). */
  area: string;
  id: string;
  /** The area's kind of it, or null. */
  kind: string | null;
  /** What someone typed as its title; "" otherwise. */
  title: string;
  titleNames: TitleNames | null;
  /** Its state in the area's words (`overdue`, `due_soon`, `missing`, `open`, …). */
  state: string;
  /** The day it is due or valid until (ISO); null when none is recorded. */
  date: string | null;
}

/** The driver's home: one of their vehicles with what is due. */
export interface DriverVehicle {
  /** With its last odometer reading (the chain's; 0 before the first), which a new one must not undercut. */
  vehicle: VehicleRef & { status: VehicleStatus; odometerKm: number };
  /** What needs the driver's eye, area by area in the areas' order, each area's soonest first. */
  due: DriverDueItem[];
}
