import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit.js';
import type { Db } from '../db/database.js';
import { files, users } from '../db/schema.js';
import { publishEvent } from '../events/index.js';
import type { SessionUser } from '../areas/accounts/settings.js';
import type { AvatarType } from './image.js';

const EXTENSIONS: Record<AvatarType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * Makes a cleaned picture the user's avatar; the previous one (if it was theirs) is deleted.
 * Answers the new file's id, which the sidebar shows at once.
 */
export async function setAvatar(
  db: Db,
  user: Pick<SessionUser, 'id' | 'clientId'>,
  image: { type: AvatarType; data: Buffer },
): Promise<{ imageFileId: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageFileId: users.imageFileId })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const [file] = await tx
      .insert(files)
      .values({
        clientId: user.clientId,
        ownerUserId: user.id,
        name: `avatar.${EXTENSIONS[image.type]}`,
        contentType: image.type,
        size: image.data.length,
        data: image.data,
      })
      .returning({ id: files.id });
    await tx.update(users).set({ imageFileId: file!.id, updatedAt: new Date() }).where(eq(users.id, user.id));
    if (before?.imageFileId)
      await tx.delete(files).where(and(eq(files.id, before.imageFileId), eq(files.ownerUserId, user.id)));
    await recordAudit(tx, {
      actorUserId: user.id,
      clientId: user.clientId,
      entity: 'account',
      entityId: user.id,
      action: 'avatar_changed',
      changes: { imageFileId: { old: before?.imageFileId ?? null, new: file!.id } },
    });
    await publishEvent(tx, { type: 'user.changed', userId: user.id });
    return { imageFileId: file!.id };
  });
}

/** Removes the user's avatar (the sidebar falls back to initials). */
export async function removeAvatar(db: Db, user: Pick<SessionUser, 'id' | 'clientId'>): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ imageFileId: users.imageFileId })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!before?.imageFileId) return;
    await tx.update(users).set({ imageFileId: null, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.delete(files).where(and(eq(files.id, before.imageFileId), eq(files.ownerUserId, user.id)));
    await recordAudit(tx, {
      actorUserId: user.id,
      clientId: user.clientId,
      entity: 'account',
      entityId: user.id,
      action: 'avatar_removed',
      changes: { imageFileId: { old: before.imageFileId, new: null } },
    });
    await publishEvent(tx, { type: 'user.changed', userId: user.id });
  });
}
