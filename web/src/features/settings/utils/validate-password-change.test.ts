import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './validate-password-change';

describe('validatePasswordChange', () => {
  it('needs all three fields', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual({
      title: 'Missing fields',
      description: 'Please fill in all password fields.',
    });
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'abcdefgh', confirmPassword: '' })?.title,
    ).toBe('Missing fields');
  });

  it('needs the confirmation to match', () => {
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' }),
    ).toEqual({
      title: "Passwords don't match",
      description: "New password and confirmation don't match.",
    });
  });

  it('needs at least 8 characters', () => {
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefg' }),
    ).toEqual({
      title: 'Password too short',
      description: 'New password must be at least 8 characters long.',
    });
  });

  it('accepts a valid change', () => {
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toBeNull();
  });
});
