import { beforeEach, describe, expect, it } from 'vitest';
import { Storage } from '@/config/constants';
import { aUser } from '@/testing/fixtures';
import { readStoredUser, storeUser } from './user-storage';

describe('the stored user', () => {
  beforeEach(() => window.localStorage.clear());

  it('is read back until it expires', () => {
    const user = aUser();
    storeUser(user, 1_000);
    expect(readStoredUser(2_000)).toEqual(user);
    expect(readStoredUser(1_000 + Storage.userTtlMs)).toBeNull();
    expect(window.localStorage.getItem(Storage.userKey)).toBeNull();
  });

  it.each([
    ['a missing field', ({ email: _email, ...rest }: Record<string, unknown>) => rest],
    ['a field of another type', (user: Record<string, unknown>) => ({ ...user, isAdmin: 'no' })],
    ['no user at all', () => null],
  ])('is dropped with %s', (_case, change) => {
    const stored = { user: change({ ...aUser() }), expiresAt: Date.now() + 60_000 };
    window.localStorage.setItem(Storage.userKey, JSON.stringify(stored));
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(Storage.userKey)).toBeNull();
  });
});
