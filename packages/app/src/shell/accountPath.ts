/** The account page of a role (My Account), if it has one: plain users have none. */
export function accountPath(role: string): string | undefined {
  if (role === 'admin') return '/admin/account';
  if (role === 'manager') return '/manager/account';
  return undefined;
}
