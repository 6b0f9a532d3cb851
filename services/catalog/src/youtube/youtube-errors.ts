import { ErrorCode } from '@stillframe/contracts';
import { AppException } from '@stillframe/server-kit';
import type { YouTubeFailure } from './youtube-failure.js';

export const upstreamTimeout = (): AppException =>
  new AppException(ErrorCode.upstreamTimeout, 'YouTube did not answer in time. Please try again.');

export const upstreamUnavailable = (): AppException =>
  new AppException(ErrorCode.upstreamFailed, 'YouTube is not answering right now. Please try again shortly.');

/** The AppException a failed call becomes (quota failures are handled before, as they need the ledger). */
export function toAppException(failure: YouTubeFailure): AppException {
  switch (failure.kind) {
    case 'badPageToken':
      return AppException.validation(
        'query.pageToken',
        'This page token is not valid (it may have expired); start again from the first page',
      );
    case 'notFound':
      return AppException.notFound('Channel');
    case 'throttled':
      return new AppException(
        ErrorCode.rateLimited,
        'YouTube is limiting requests right now. Please try again shortly.',
        undefined,
        { 'retry-after': '30' },
      );
    case 'quota':
    case 'rejected':
    case 'invalid':
    case 'unavailable':
      return upstreamUnavailable();
    default: {
      const unknown: never = failure.kind;
      throw new Error(`Unknown failure kind ${String(unknown)}`);
    }
  }
}
