import { eq } from 'drizzle-orm';
import type { Db } from './db/database.js';
import { files } from './db/schema.js';
import type { SessionUser } from './areas/accounts/settings.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may see a file: admins all; others their own files and their client's files. */
export function canSeeFile(
  user: Pick<SessionUser, 'id' | 'role' | 'clientId'> & { mustChangePassword?: boolean },
  file: { ownerUserId: string | null; clientId: string | null },
): boolean {
  if (file.ownerUserId !== null && file.ownerUserId === user.id) return true;
  // Someone who has not yet replaced a one-time password sees nothing but their own files.
  if (user.mustChangePassword) return false;
  if (user.role === 'admin') return true;
  return file.clientId !== null && file.clientId === user.clientId;
}

/** The file with this id if `user` may see it; null otherwise (also for ids that are not UUIDs). */
export async function readFileFor(
  db: Db,
  user: SessionUser,
  id: string,
): Promise<{ contentType: string; data: Buffer; name: string } | null> {
  if (!UUID.test(id)) return null;
  const [file] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  if (!file || !canSeeFile(user, file)) return null;
  return { contentType: file.contentType, data: file.data, name: file.name };
}
