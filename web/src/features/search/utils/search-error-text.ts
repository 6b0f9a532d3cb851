import { QUOTA_MESSAGE } from '@/config/constants';
import { isQuotaError } from '@/lib/api-client';

/** The texts of a failed search (docs/product.md): the quota message wins over the generic one. */
export function searchErrorText(error: unknown): { toast: string; screen: string } {
  if (isQuotaError(error)) return { toast: QUOTA_MESSAGE, screen: QUOTA_MESSAGE };
  return {
    toast: 'Search failed. Please try again later.',
    screen: 'Unable to load search results. Please try again later.',
  };
}
