import { IncorrectPasswordError } from '@/lib/auth/verify-password';
import { WrongPasswordError } from '@/lib/crypto';
import type { ToastOptions } from '@/lib/toast';

export type UnlockPurpose = 'decrypt' | 'encrypt';

/** The texts for a failed password prompt (docs/product.md). */
export function unlockErrorToast(error: unknown, purpose: UnlockPurpose): ToastOptions {
  if (error instanceof IncorrectPasswordError) {
    return {
      title: 'Incorrect Password',
      description: `Please enter your correct password to ${purpose === 'decrypt' ? 'decrypt notes' : 'enable encryption'}.`,
      variant: 'destructive',
    };
  }
  if (error instanceof WrongPasswordError) {
    return {
      title: 'Decryption Failed',
      description: 'Your note key could not be opened with this password.',
      variant: 'destructive',
    };
  }
  return {
    title: 'Verification Failed',
    description: 'Your password could not be verified. Please try again.',
    variant: 'destructive',
  };
}
