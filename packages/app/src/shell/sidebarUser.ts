import type { SidebarUser } from '@vognpark/ui';
import type { User } from '@vognpark/server/areas/accounts';

/** The avatar URL of a user's picture: GET /api/files/{imageFileId}, or null without one. */
export function avatarUrl(imageFileId: User['imageFileId']): string | null {
  if (imageFileId === null || imageFileId === undefined || imageFileId === '') return null;
  return `/api/files/${encodeURIComponent(String(imageFileId))}`;
}

/** The current user as the sidebar's account block shows them. */
export function sidebarUser(user: User): SidebarUser {
  return {
    contact: user.contact,
    email: user.email,
    imageUrl: avatarUrl(user.imageFileId),
  };
}
