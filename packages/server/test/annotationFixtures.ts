/** What the annotation tests share: two shapes, and a second member of staff who reviews. */
import { eq } from 'drizzle-orm';
import type { Shape } from '../src/areas/annotations/model.js';
import { hashPassword } from '../src/auth/password.js';
import { users } from '../src/db/schema.js';
import { connectTrpc, signIn, type TrpcConnection } from './helpers.js';
import type { Client, WorkFixture } from './workFixture.js';

export const box: Shape = {
  kind: 'box',
  points: [
    { x: 0.1, y: 0.2 },
    { x: 0.4, y: 0.5 },
  ],
  annotationClass: 'scratch',
  part: 'door',
  severity: 'minor',
};

export const polygon: Shape = {
  kind: 'polygon',
  points: [
    { x: 0.5, y: 0.5 },
    { x: 0.7, y: 0.5 },
    { x: 0.6, y: 0.8 },
  ],
  annotationClass: 'dent',
  part: 'front_bumper',
  severity: 'major',
};

export interface Reviewer {
  connection: TrpcConnection;
  client: Client;
  id: string;
  cookie: string;
}

/** Rita Reviewer, a second admin, signed in; and the demo admin's id (who the batches go to). */
export async function staffOf(f: WorkFixture): Promise<{ reviewer: Reviewer; adminId: string }> {
  const db = f.database.db;
  const [row] = await db
    .insert(users)
    .values({
      role: 'admin',
      email: 'reviewer@example.com',
      passwordHash: await hashPassword('demo'),
      contactName: 'Rita',
      contactSurname: 'Reviewer',
    })
    .returning({ id: users.id });
  const cookie = await signIn(f.http.baseUrl, 'reviewer@example.com');
  const connection = connectTrpc(f.http.baseUrl.replace('http', 'ws') + '/trpc', { cookie });
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  return { reviewer: { connection, client: connection.client, id: row!.id, cookie }, adminId: admin!.id };
}
