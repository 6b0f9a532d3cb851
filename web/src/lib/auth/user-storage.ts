import type { User } from '@stillframe/contracts';
import { Storage } from '@/config/constants';

const USER_FIELDS = [
  'id',
  'email',
  'createdAt',
  'defaultSearchOrder',
  'defaultSearchDuration',
  'defaultViewMode',
] as const;

/**
 * Only answers the contract accepted are stored (current-user.ts), so reading checks the record's shape
 * by hand rather than loading the contracts' schemas (zod) on the first page: one field missing or of
 * another type (a copy from an older version, an edit by hand) and the copy is dropped.
 */
function isStoredUser(value: unknown): value is { user: User; expiresAt: number } {
  if (typeof value !== 'object' || value === null) return false;
  const { user, expiresAt } = value as { user?: Record<string, unknown>; expiresAt?: unknown };
  return (
    typeof expiresAt === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user.isAdmin === 'boolean' &&
    USER_FIELDS.every((field) => typeof user[field] === 'string')
  );
}

/** Login state cached in localStorage for 180 days (docs/product.md), so the app knows the user before /api/auth/user answers. */
export function readStoredUser(now: number = Date.now()): User | null {
  try {
    const raw = window.localStorage.getItem(Storage.userKey);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isStoredUser(stored) || stored.expiresAt <= now) {
      window.localStorage.removeItem(Storage.userKey);
      return null;
    }
    return stored.user;
  } catch {
    return null;
  }
}

export function storeUser(user: User | null, now: number = Date.now()): void {
  try {
    if (user)
      window.localStorage.setItem(
        Storage.userKey,
        JSON.stringify({ user, expiresAt: now + Storage.userTtlMs }),
      );
    else window.localStorage.removeItem(Storage.userKey);
  } catch {
    // Storage unavailable: the server session still holds.
  }
}

/** Logout: everything this app put in localStorage goes, except the theme. */
export function clearLocalStorageExceptTheme(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) =>
      window.localStorage.key(i),
    ).filter((key): key is string => key !== null && key !== Storage.themeKey);
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
