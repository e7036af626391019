import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Db } from './database.js';
import { drawAvatar } from './png.js';
import { vehicles } from '../areas/vehicles/schema.js';
import { clients, files, users, userSettings } from './schema.js';
import { areas } from '../areas/index.js';

const SEED_LOCK_ID = 7_146_302;

export const DEMO_PASSWORD = 'demo';
export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  user: 'user@example.com',
} as const;

/**
 * Fills an empty database with demo data: three accounts (password `demo`), two clients with
 * vehicles, compliance obligations, inspections and tasks. The manager's client's badge counts are
 * WORK_DEMO.nordlysBadges (areas/tasks/seed.ts), relative to today in Copenhagen.
 * Does nothing when any user exists. Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [before] = await db.select({ n: count() }).from(users);
  if (Number(before?.n ?? 0) > 0) return false;
  const [admin, manager, user] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(users);
    if (Number(existing?.n ?? 0) > 0) return false;

    const [nordlys, fjord] = await tx
      .insert(clients)
      // CVR numbers and contacts: docs/accounts.md (fictitious, 8 digits).
      .values([
        {
          name: 'Nordlys Logistik ApS',
          cvr: '29384756',
          contactEmail: 'kontor@nordlys.example',
          contactPhone: '+45 70 20 30 40',
        },
        {
          name: 'Fjordbus A/S',
          cvr: '31847265',
          contactEmail: 'drift@fjordbus.example',
          contactPhone: '+45 98 12 34 56',
        },
      ])
      .returning({ id: clients.id });

    const [adminRow, managerRow, userRow] = await tx
      .insert(users)
      .values([
        {
          role: 'admin',
          email: DEMO_ACCOUNTS.admin,
          passwordHash: admin,
          contactName: 'Anders',
          contactSurname: 'Holm',
        },
        {
          role: 'manager',
          email: DEMO_ACCOUNTS.manager,
          passwordHash: manager,
          contactName: 'Mette',
          contactSurname: 'Sørensen',
          clientId: nordlys!.id,
        },
        {
          role: 'user',
          email: DEMO_ACCOUNTS.user,
          passwordHash: user,
          contactName: 'Jonas',
          contactSurname: 'Kristensen',
          clientId: nordlys!.id,
        },
      ])
      .returning({ id: users.id });
    await tx
      .insert(userSettings)
      .values([adminRow!, managerRow!, userRow!].map((row) => ({ userId: row.id, language: 'en' as const })));

    const avatars = await tx
      .insert(files)
      .values([
        avatarFile('mette-sorensen.png', managerRow!.id, nordlys!.id, [0x1f, 0x5f, 0x8b], [0xf4, 0xd6, 0xb0]),
        avatarFile('anders-holm.png', adminRow!.id, null, [0x2e, 0x6b, 0x3f], [0xe8, 0xe2, 0xd0]),
      ])
      .returning({ id: files.id });
    await tx.update(users).set({ imageFileId: avatars[0]!.id }).where(eq(users.id, managerRow!.id));
    await tx.update(users).set({ imageFileId: avatars[1]!.id }).where(eq(users.id, adminRow!.id));

    await tx.insert(vehicles).values([
      {
        clientId: nordlys!.id,
        registration: 'AB 12 345',
        make: 'Volkswagen',
        model: 'Transporter',
        year: 2021,
      },
      {
        clientId: nordlys!.id,
        registration: 'CD 23 456',
        make: 'Ford',
        model: 'Transit Custom',
        year: 2019,
      },
      {
        clientId: nordlys!.id,
        registration: 'EF 34 567',
        make: 'Mercedes-Benz',
        model: 'Sprinter',
        year: 2022,
      },
      { clientId: nordlys!.id, registration: 'GH 45 678', make: 'Toyota', model: 'Proace', year: 2020 },
      { clientId: nordlys!.id, registration: 'IJ 56 789', make: 'Peugeot', model: 'e-Expert', year: 2023 },
      { clientId: fjord!.id, registration: 'KL 67 890', make: 'Volvo', model: 'FH', year: 2018 },
      { clientId: fjord!.id, registration: 'MN 78 901', make: 'Scania', model: 'R 450', year: 2020 },
    ]);
    const n = nordlys!.id;
    const f = fjord!.id;

    // Each area's demo data (src/areas/*/area.ts), in the list's order: the register's fleet
    // (areas/vehicles/seed.ts) first, then the fleet work (areas/tasks/seed.ts), then the rest.
    for (const area of areas)
      await area.seedDemo?.(tx as unknown as Db, {
        nordlysId: n,
        fjordbusId: f,
        managerId: managerRow!.id,
        driverId: userRow!.id,
      });
    return true;
  });
}

function avatarFile(
  name: string,
  ownerUserId: string,
  clientId: string | null,
  background: [number, number, number],
  figure: [number, number, number],
) {
  const data = drawAvatar(96, background, figure);
  return { name, ownerUserId, clientId, contentType: 'image/png', size: data.length, data };
}
