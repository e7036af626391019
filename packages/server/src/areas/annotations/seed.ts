/**
 * The workbench's demo (docs/annotations.md, "Demo data"). Fjordbus lets its photos be annotated
 * (Nordlys, which the tests and the walk-through use, is left as a new client is: not opted in).
 * Its two demo damages (areas/damage/seed.ts) get three generated photos each (damage/scenes.ts: a
 * scratch or a dent on a van's side, taken a little apart), and the demo admin has a batch of them,
 * made, labelled and submitted through the workbench's own functions: two photos submitted and
 * waiting for someone else's review (four eyes: the demo has one admin, so nobody approves them),
 * one labelled and not yet submitted, the rest to do. Deterministic; the area is last in the list,
 * so the damages are there.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { AreaSeedInput } from '../area.js';
import { shoot } from '../damage/scenes.js';
import { damages } from '../damage/schema.js';
import { storeScenePhoto } from '../damage/seed.js';
import type { Point, Shape } from './model.js';
import { createBatch, saveShapes, setOptIn, submitPhoto } from './repository.js';

/** What the demo holds (test/annotations.test.ts checks it). */
export const ANNOTATIONS_DEMO = {
  batchName: 'Fjordbus, skader i november',
  photos: 6,
  submitted: 2,
} as const;

/** The scene's damages in its own pixels (damage/scenes.ts), before the picture is cut out. */
const DAMAGE_IN_SCENE = {
  scratch: { left: 540, top: 420, right: 830, bottom: 450 },
  dent: { left: 870, top: 425, right: 1010, bottom: 515 },
} as const;
/** The scene's margin around the 1280×720 picture (damage/scenes.ts `MARGIN`). */
const MARGIN = 40;

const SHOTS = [
  { shiftX: 0, shiftY: 0, light: 1 },
  { shiftX: 14, shiftY: -6, light: 0.9 },
  { shiftX: -10, shiftY: 8, light: 1.05 },
] as const;

/** The damage's box in the photo, as fractions of it. */
function boxOf(kind: 'scratch' | 'dent', shiftX: number, shiftY: number): Point[] {
  const d = DAMAGE_IN_SCENE[kind];
  const x = (px: number) => Math.round(((px - MARGIN - shiftX) / 1280) * 1000) / 1000;
  const y = (px: number) => Math.round(((px - MARGIN - shiftY) / 720) * 1000) / 1000;
  return [
    { x: x(d.left), y: y(d.top) },
    { x: x(d.right), y: y(d.bottom) },
  ];
}

export async function seedAnnotations(tx: Db, { fjordbusId }: AreaSeedInput): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true)))
    .orderBy(asc(users.email))
    .limit(1);
  const fjordbusDamages = await tx
    .select({ id: damages.id, vehicleId: damages.vehicleId, damageClass: damages.damageClass })
    .from(damages)
    .where(eq(damages.clientId, fjordbusId))
    .orderBy(asc(damages.createdAt), asc(damages.id));
  if (!admin || fjordbusDamages.length === 0) return;

  const shapes = new Map<string, Shape>();
  let seed = 60;
  const base = Date.now() - 6 * 24 * 3600_000;
  for (const damage of fjordbusDamages) {
    const kind = damage.damageClass === 'dent' ? 'dent' : 'scratch';
    for (const shot of SHOTS) {
      seed += 1;
      const picture = await shoot({ ...shot, damage: kind, seed, brand: 'FJORDBUS' });
      const at = new Date(base + seed * 60_000);
      const photoId = await storeScenePhoto(tx, {
        clientId: fjordbusId,
        picture,
        ownerKind: 'damage',
        ownerId: damage.id,
        vehicleId: damage.vehicleId,
        at,
      });
      shapes.set(photoId, {
        kind: 'box',
        points: boxOf(kind, shot.shiftX, shot.shiftY),
        annotationClass: kind,
        part: kind === 'dent' ? 'rear_bumper' : 'door',
        severity: kind === 'dent' ? 'major' : 'minor',
      });
    }
  }

  const staff = { userId: admin.id };
  await setOptIn(tx, staff, { clientId: fjordbusId, optedIn: true });
  const batch = await createBatch(tx, staff, {
    clientId: fjordbusId,
    name: ANNOTATIONS_DEMO.batchName,
    assigneeId: admin.id,
    size: ANNOTATIONS_DEMO.photos,
  });
  // The first three labelled, the first two of them submitted.
  for (const [index, item] of batch.items.slice(0, 3).entries()) {
    const shape = shapes.get(item.photoId);
    if (!shape) continue;
    const ref = { batchId: batch.id, photoId: item.photoId };
    await saveShapes(tx, staff, { ...ref, shapes: [shape] });
    if (index < ANNOTATIONS_DEMO.submitted) await submitPhoto(tx, staff, ref);
  }
}
