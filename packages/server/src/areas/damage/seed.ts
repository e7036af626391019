/**
 * Demo damages (docs/damage.md, "Demo data"): on Nordlys, one of every status on a handful of
 * vehicles (among them a driver's report on Jonas's AB12345) and two on Fjordbus, each with its
 * status history. No repair task is made, so the tasks' demo counts stay as they are.
 * Deterministic; dates relative to today in Copenhagen.
 */
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import { vehicles } from '../vehicles/schema.js';
import { addDays, copenhagenToday } from '../../due/rules.js';
import type { AreaSeedInput } from '../area.js';
import { writeBlobFromBuffer } from '../documents/storage.js';
import { photos } from '../photos/schema.js';
import { sharingBookings } from '../sharing/schema.js';
import type { DamageClass, DamageSeverity, DamageSource, DamageStatus, DamageZone } from './model.js';
import { shoot } from './scenes.js';
import { damages, damageStatusChanges } from './schema.js';

interface DemoDamage {
  zone: DamageZone;
  damageClass: DamageClass;
  severity: DamageSeverity;
  source: DamageSource;
  description: string;
  daysAgo: number;
  /** The statuses after `new`, in order. */
  path: DamageStatus[];
  estimateOre?: number;
  actualOre?: number;
  /** Jonas's vehicle, reported by him. */
  driver?: boolean;
}

/** What the demo holds (test/damage.test.ts checks it). */
export const DAMAGE_DEMO = { nordlys: 6, fjordbus: 2 } as const;

const NORDLYS: DemoDamage[] = [
  {
    zone: 'rear',
    damageClass: 'dent',
    severity: 'major',
    source: 'driver_report',
    description: 'Bule i bagklappen efter bakning ved læsserampen',
    daysAgo: 2,
    path: [],
    driver: true,
  },
  {
    zone: 'left',
    damageClass: 'scratch',
    severity: 'minor',
    source: 'inspection_defect',
    description: 'Ridse langs venstre skydedør',
    daysAgo: 9,
    path: ['confirmed'],
    estimateOre: 350_000,
  },
  {
    zone: 'front',
    damageClass: 'crack',
    severity: 'critical',
    source: 'manual',
    description: 'Revne i forruden i førerens synsfelt',
    daysAgo: 14,
    path: ['confirmed'],
    estimateOre: 620_000,
  },
  {
    zone: 'right',
    damageClass: 'broken_part',
    severity: 'major',
    source: 'driver_report',
    description: 'Højre sidespejl knækket',
    daysAgo: 30,
    path: ['confirmed', 'repaired'],
    estimateOre: 180_000,
    actualOre: 164_950,
  },
  {
    zone: 'roof',
    damageClass: 'other',
    severity: 'minor',
    source: 'inspection_defect',
    description: 'Misfarvning på taget, kun overfladen',
    daysAgo: 45,
    path: ['no_correction'],
  },
  {
    zone: 'interior',
    damageClass: 'other',
    severity: 'minor',
    source: 'manual',
    description: 'Flænge i førersædets betræk',
    daysAgo: 5,
    path: [],
    estimateOre: 90_000,
  },
];

const FJORDBUS: DemoDamage[] = [
  {
    zone: 'front',
    damageClass: 'scratch',
    severity: 'minor',
    source: 'manual',
    description: 'Stenslag på kofangeren',
    daysAgo: 3,
    path: [],
  },
  {
    zone: 'rear',
    damageClass: 'dent',
    severity: 'major',
    source: 'driver_report',
    description: 'Bule ved nummerpladen',
    daysAgo: 20,
    path: ['confirmed'],
    estimateOre: 240_000,
  },
];

async function seedClient(
  tx: Db,
  clientId: string,
  actorUserId: string | null,
  list: DemoDamage[],
  driverId: string | null,
): Promise<void> {
  const today = copenhagenToday();
  const fleet = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.clientId, clientId), ne(vehicles.status, 'sold')))
    .orderBy(asc(vehicles.registration))
    .offset(4)
    .limit(list.length * 2);
  const [driven] = driverId
    ? await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.driverUserId, driverId))
        .orderBy(asc(vehicles.registration))
        .limit(1)
    : [];
  for (const [index, demo] of list.entries()) {
    const vehicle = demo.driver && driven ? driven : fleet[(index * 2) % fleet.length]!;
    const reporter = demo.driver && driverId ? driverId : actorUserId;
    const foundOn = addDays(today, -demo.daysAgo);
    const status = demo.path.at(-1) ?? 'new';
    const [row] = await tx
      .insert(damages)
      .values({
        clientId,
        vehicleId: vehicle.id,
        zone: demo.zone,
        damageClass: demo.damageClass,
        severity: demo.severity,
        source: demo.source,
        description: demo.description,
        foundOn,
        status,
        estimateOre: demo.estimateOre ?? null,
        actualOre: demo.actualOre ?? null,
        reportedBy: reporter,
      })
      .returning({ id: damages.id });
    const steps: (DamageStatus | null)[] = [null, 'new', ...demo.path];
    await tx.insert(damageStatusChanges).values(
      steps.slice(1).map((to, step) => ({
        damageId: row!.id,
        clientId,
        fromStatus: steps[step] ?? null,
        toStatus: to!,
        actorUserId: step === 0 ? reporter : actorUserId,
        changedAt: new Date(`${addDays(foundOn, step)}T09:00:00Z`),
      })),
    );
  }
}

/**
 * The newest returned booking of Nordlys's pool gets a check-out and a check-in photo of its
 * left side (generated, ./scenes.ts), the check-in one with a new scratch: the car's Damages tab
 * shows it as a suggested change (compared when first asked).
 */
async function seedCheckInPhotos(tx: Db, clientId: string): Promise<void> {
  const [booking] = await tx
    .select()
    .from(sharingBookings)
    .where(and(eq(sharingBookings.clientId, clientId), eq(sharingBookings.status, 'returned')))
    .orderBy(desc(sharingBookings.returnedAt))
    .limit(1);
  if (!booking) return;
  const shots = [
    { ownerKind: 'check_out' as const, picture: await shoot({ seed: 41 }), at: booking.checkedOutAt },
    {
      ownerKind: 'check_in' as const,
      picture: await shoot({ seed: 42, damage: 'scratch', shiftX: 9, shiftY: -4, light: 0.92 }),
      at: booking.returnedAt,
    },
  ];
  for (const shot of shots)
    await storeScenePhoto(tx, {
      clientId,
      picture: shot.picture,
      ownerKind: shot.ownerKind,
      ownerId: booking.id,
      vehicleId: booking.vehicleId,
      angle: 'left',
      at: shot.at ?? new Date(),
      uploadedBy: booking.driverUserId,
    });
}

/**
 * Stores a generated 1280×720 scene (./scenes.ts) as a photo of the demo: the picture is its own
 * web-sized copy, with a thumbnail. Answers the photo's id.
 */
export async function storeScenePhoto(
  tx: Db,
  shot: {
    clientId: string;
    picture: Buffer;
    ownerKind: 'check_out' | 'check_in' | 'damage';
    ownerId: string;
    vehicleId: string;
    angle?: 'left';
    at: Date;
    uploadedBy?: string | null;
  },
): Promise<string> {
  const original = await writeBlobFromBuffer(tx, shot.clientId, shot.picture, 'image/jpeg');
  const thumb = await writeBlobFromBuffer(
    tx,
    shot.clientId,
    await sharp(shot.picture).resize(320, 180).jpeg({ quality: 80 }).toBuffer(),
    'image/jpeg',
  );
  const [row] = await tx
    .insert(photos)
    .values({
      clientId: shot.clientId,
      ownerKind: shot.ownerKind,
      ownerId: shot.ownerId,
      vehicleId: shot.vehicleId,
      angle: shot.angle ?? null,
      contentType: 'image/jpeg',
      size: original.size,
      sha256: original.sha256,
      originalBlobId: original.id,
      webBlobId: original.id,
      thumbBlobId: thumb.id,
      width: 1280,
      height: 720,
      takenAt: shot.at,
      uploadedBy: shot.uploadedBy ?? null,
      createdAt: shot.at,
    })
    .returning({ id: photos.id });
  return row!.id;
}

export async function seedDamage(tx: Db, input: AreaSeedInput): Promise<void> {
  await seedClient(tx, input.nordlysId, input.managerId, NORDLYS, input.driverId);
  await seedCheckInPhotos(tx, input.nordlysId);
  const [fjordbusManager] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, input.fjordbusId), eq(users.role, 'manager')))
    .orderBy(asc(users.email))
    .limit(1);
  await seedClient(tx, input.fjordbusId, fjordbusManager?.id ?? null, FJORDBUS, null);
}
