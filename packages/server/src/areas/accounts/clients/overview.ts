/**
 * One customer as an admin opens it (/admin/clients/:id, docs/accounts.md): its details, the first
 * of its vehicles and users, and what needs attention — obligations overdue or missing and tasks
 * not done, most urgent first, with the badges' own counts. Admins only (the router checks).
 */
import { countNavBadges, type NavBadges } from '../../../badges.js';
import { listObligations } from '../../compliance/repository.js';
import type { Db } from '../../../db/database.js';
import { copenhagenToday } from '../../../due/rules.js';
import { listTasks } from '../../tasks/repository.js';
import { listManagedUsers, type Actor } from '../users/repository.js';
import type { Client, ManagedUser } from '../users/model.js';
import type { Vehicle } from '../../vehicles/model.js';
import { listVehicles } from '../../vehicles/queries.js';
import type { Obligation } from '../../compliance/model.js';
import type { Task } from '../../tasks/model.js';
import { getClient } from './repository.js';

/** How many rows of each list the overview holds; `total` says how many there are. */
export const OVERVIEW_LIMIT = 25;

/** The first rows of a list and how many there are in all. */
export interface FirstRows<T> {
  items: T[];
  total: number;
}

export interface ClientOverview {
  /** Today in Copenhagen, the day the states were computed for. */
  today: string;
  client: Client;
  /** Vehicles not sold, by registration (`total` = the client's vehicle count). */
  vehicles: FirstRows<Vehicle>;
  /** Users of the client, active or not, by e-mail. */
  users: FirstRows<ManagedUser>;
  /** Obligations overdue or missing, missing first, then the longest overdue. */
  obligations: FirstRows<Obligation>;
  /** Tasks not done, the most overdue first. */
  tasks: FirstRows<Task>;
  /** The client's navigation badges: what its managers see in their sidebar. */
  badges: NavBadges;
}

export async function clientOverview(
  db: Db,
  actor: Actor,
  id: string,
  today = copenhagenToday(),
): Promise<ClientOverview> {
  const client = await getClient(db, id);
  const scope = { clientId: id };
  const limit = OVERVIEW_LIMIT;
  const [vehiclePage, userPage, obligationPage, taskPage, badges] = await Promise.all([
    listVehicles(
      db,
      { clientId: id, driverUserId: null },
      { sort: { by: 'registration', dir: 'asc' }, limit },
    ),
    listManagedUsers(db, actor, { clientId: id, limit }),
    listObligations(db, scope, { state: ['missing', 'overdue'], limit }, today),
    listTasks(db, scope, { status: ['open', 'in_progress'], limit }, today),
    countNavBadges(db, id, today),
  ]);
  return {
    today,
    client,
    vehicles: { items: vehiclePage.items, total: client.vehicleCount },
    users: { items: userPage.items, total: userPage.total ?? userPage.items.length },
    obligations: { items: obligationPage.items, total: obligationPage.total ?? obligationPage.items.length },
    tasks: { items: taskPage.items, total: taskPage.total ?? taskPage.items.length },
    badges,
  };
}
