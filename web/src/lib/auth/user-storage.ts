import { UserSchema, type User } from '@stillframe/contracts';
import { z } from 'zod';
import { Storage } from '@/config/constants';

const StoredUserSchema = z.object({ user: UserSchema, expiresAt: z.number() });

/** Login state cached in localStorage for 180 days (docs/product.md), so the app knows the user before /api/auth/user answers. */
export function readStoredUser(now: number = Date.now()): User | null {
  try {
    const raw = window.localStorage.getItem(Storage.userKey);
    if (!raw) return null;
    const parsed = StoredUserSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.expiresAt <= now) {
      window.localStorage.removeItem(Storage.userKey);
      return null;
    }
    return parsed.data.user;
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
