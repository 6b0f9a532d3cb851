import { Limits } from '@stillframe/contracts';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ValidationProblem {
  title: string;
  description: string;
}

/** The three checks, in order (docs/product.md, Texts that matter). */
export function validatePasswordChange({
  currentPassword,
  newPassword,
  confirmPassword,
}: PasswordChangeInput): ValidationProblem | null {
  if (!currentPassword || !newPassword || !confirmPassword) {
    return { title: 'Missing fields', description: 'Please fill in all password fields.' };
  }
  if (newPassword !== confirmPassword) {
    return { title: "Passwords don't match", description: "New password and confirmation don't match." };
  }
  if (newPassword.length < Limits.minPasswordLength) {
    return {
      title: 'Password too short',
      description: `New password must be at least ${Limits.minPasswordLength} characters long.`,
    };
  }
  return null;
}
