import type { AdminUser } from '@stillframe/contracts';

export function userStats(users: AdminUser[]) {
  const admins = users.filter((user) => user.isAdmin).length;
  return { total: users.length, admins, regular: users.length - admins };
}
