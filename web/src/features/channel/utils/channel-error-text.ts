import { QUOTA_MESSAGE } from '@/config/constants';
import { isQuotaError } from '@/lib/api-client';

export const channelErrorText = (error: unknown, fallback: string): string =>
  isQuotaError(error) ? QUOTA_MESSAGE : fallback;
