import type { AdminUser, YouTubeUsageAccount } from '@stillframe/contracts';

export interface UsageAccountRow extends YouTubeUsageAccount {
  /** From auth's user list; null when the account is gone or the list is not loaded. */
  email: string | null;
}

/**
 * The catalog knows user ids only (services never call each other): emails are joined here from
 * `GET /api/admin/users`, as the users table joins billing's subscriptions.
 */
export function withEmails(
  accounts: readonly YouTubeUsageAccount[],
  users: readonly AdminUser[] | undefined,
): UsageAccountRow[] {
  const emails = new Map((users ?? []).map((user) => [user.id, user.email]));
  return accounts.map((account) => ({ ...account, email: emails.get(account.userId) ?? null }));
}

export const formatUnits = (units: number): string => units.toLocaleString('en-US');
