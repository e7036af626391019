export { Avatar, avatarSizes } from './Avatar';
export type { AvatarProps, AvatarSize, AvatarStatus } from './Avatar';
export { getInitials, getDisplayName, graphemes, UNKNOWN_INITIALS } from './getInitials';
export type { AvatarUser } from './getInitials';
export { avatarColor, avatarPalette } from './avatarColor';
