import type { Role } from '@vognpark/server/areas/accounts';
import type { AppMessageId } from '../../messages/en';

export const roles: readonly Role[] = ['admin', 'manager', 'user'];
/** The roles a manager may give. */
export const managerRoles: readonly Role[] = ['user', 'manager'];

export function roleLabel(role: Role): AppMessageId {
  return `app.users.role.${role}`;
}

/** A person's name as lists show it, falling back to the e-mail. */
export function nameOf(user: { contact: { name: string; surname: string }; email: string }): string {
  return `${user.contact.name} ${user.contact.surname}`.trim() || user.email;
}
