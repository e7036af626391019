/**
 * Live trackers: a manager binds a phone to one vehicle of their client and gets its secret once;
 * the phone sends the secret in its server URL and its identifier as `id`. Revoking a device
 * refuses everything it sends from then on: every instance keeps devices in memory
 * (deviceCache.ts) and forgets a revoked one when it hears the `map.device` event, and the batch
 * that stores a position (batch.ts) refuses a revoked device whatever an instance remembers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FieldError, NotFoundError } from '../../errors.js';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { publishEvent } from '../../events/index.js';
import { vehicles } from '../vehicles/schema.js';
import type { WorkActor } from '../../work/access.js';
import type { CreatedTrackerDevice, TrackerDevice } from './model.js';
import { trackerDevices } from './schema.js';

/** SHA-256 of a secret, hex: what the table keeps. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** 32 random bytes, base64url: 43 characters that fit in a URL's path as they are. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** A default identifier when the manager gives none ("vp-" and 10 random characters). */
const newIdentifier = () =>
  `vp-${randomBytes(8)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)}`;

const deviceColumns = {
  id: trackerDevices.id,
  name: trackerDevices.name,
  identifier: trackerDevices.identifier,
  vehicleId: trackerDevices.vehicleId,
  registration: vehicles.registration,
  createdAt: trackerDevices.createdAt,
  revokedAt: trackerDevices.revokedAt,
  lastSeenAt: trackerDevices.lastSeenAt,
  accepted: trackerDevices.accepted,
  refusedBad: trackerDevices.refusedBad,
  refusedReplayed: trackerDevices.refusedReplayed,
  refusedRate: trackerDevices.refusedRate,
  refusedPrivate: trackerDevices.refusedPrivate,
};

export async function listDevices(db: Db, clientId: string): Promise<TrackerDevice[]> {
  return db
    .select(deviceColumns)
    .from(trackerDevices)
    .innerJoin(vehicles, eq(vehicles.id, trackerDevices.vehicleId))
    .where(eq(trackerDevices.clientId, clientId))
    .orderBy(desc(trackerDevices.createdAt), desc(trackerDevices.id))
    .limit(1000);
}

async function getDevice(db: Db, clientId: string, id: string): Promise<TrackerDevice> {
  const [row] = await db
    .select(deviceColumns)
    .from(trackerDevices)
    .innerJoin(vehicles, eq(vehicles.id, trackerDevices.vehicleId))
    .where(and(eq(trackerDevices.id, id), eq(trackerDevices.clientId, clientId)));
  if (!row) throw new NotFoundError('No such device');
  return row;
}

/** A device for a vehicle of the actor's client; another client's vehicle answers NOT_FOUND. */
export async function createDevice(
  db: Db,
  actor: WorkActor,
  input: { vehicleId: string; name: string; identifier?: string | null },
): Promise<CreatedTrackerDevice> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.clientId, actor.clientId)));
  if (!vehicle) throw new NotFoundError('No such vehicle');
  const secret = newSecret();
  const identifier = input.identifier?.trim() || newIdentifier();
  const inserted = await db
    .insert(trackerDevices)
    .values({
      clientId: actor.clientId,
      vehicleId: vehicle.id,
      name: input.name,
      identifier,
      secretHash: hashSecret(secret),
      createdBy: actor.userId,
    })
    .onConflictDoNothing({ target: trackerDevices.identifier })
    .returning({ id: trackerDevices.id });
  if (inserted.length === 0) throw new FieldError('identifier', 'taken');
  return { ...(await getDevice(db, actor.clientId, inserted[0]!.id)), secret };
}

/** Revokes a device of the actor's client (idempotent); it is refused from now on. */
export async function revokeDevice(db: Db, actor: WorkActor, id: string): Promise<TrackerDevice> {
  const revoked = await db
    .update(trackerDevices)
    .set({ revokedAt: sql`coalesce(${trackerDevices.revokedAt}, now())` })
    .where(and(eq(trackerDevices.id, id), eq(trackerDevices.clientId, actor.clientId)))
    .returning({ id: trackerDevices.id });
  // Every instance forgets the device it keeps in memory (deviceCache.ts).
  if (revoked.length > 0) await publishEvent(db, { type: 'map.device', deviceId: id });
  return getDevice(db, actor.clientId, id);
}

/** What the endpoint needs of a device. */
export interface SecretDevice {
  id: string;
  clientId: string;
  vehicleId: string;
  identifier: string;
}

/** What the endpoint needs of a device, found by its secret; null for none or a revoked one. */
export async function deviceBySecret(db: Db, secret: string): Promise<SecretDevice | null> {
  const [row] = await db
    .select({
      id: trackerDevices.id,
      clientId: trackerDevices.clientId,
      vehicleId: trackerDevices.vehicleId,
      identifier: trackerDevices.identifier,
    })
    .from(trackerDevices)
    .innerJoin(vehicles, eq(vehicles.id, trackerDevices.vehicleId))
    // The vehicle must still be the device's client's (a device never follows a vehicle elsewhere).
    .where(
      and(
        eq(trackerDevices.secretHash, hashSecret(secret)),
        isNull(trackerDevices.revokedAt),
        eq(vehicles.clientId, trackerDevices.clientId),
      ),
    );
  return row ?? null;
}

export type DeviceCounter = 'refusedBad' | 'refusedReplayed' | 'refusedRate' | 'refusedPrivate';

/** Counts a refusal against a device. */
export async function countRefusal(db: Db, deviceId: string, counter: DeviceCounter): Promise<void> {
  const column = trackerDevices[counter];
  await db
    .update(trackerDevices)
    .set({ [counter]: sql`${column} + 1`, lastSeenAt: new Date() })
    .where(eq(trackerDevices.id, deviceId));
}
