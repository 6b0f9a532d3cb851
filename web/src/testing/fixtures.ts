import type { AdminSubscription, BillingIssue, Note, SubscriptionStatus, User } from '@stillframe/contracts';

export const aUser = (over: Partial<User> = {}): User => ({
  id: 'user-1',
  email: 'ada@example.com',
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  defaultSearchOrder: 'date',
  defaultSearchDuration: 'medium',
  defaultViewMode: 'thumbnail',
  ...over,
});

export const anAdmin = (over: Partial<User> = {}): User =>
  aUser({ id: 'admin-1', email: 'root@example.com', isAdmin: true, ...over });

export const aStatus = (over: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  hasActiveSubscription: true,
  subscriptionEndsAt: '2026-12-01T00:00:00.000Z',
  status: 'active',
  cancelAtPeriodEnd: false,
  billingIssue: null,
  accessEndedBecause: null,
  ...over,
});

export const noSubscription = (): SubscriptionStatus => ({
  hasActiveSubscription: false,
  subscriptionEndsAt: null,
  status: null,
  cancelAtPeriodEnd: false,
  billingIssue: null,
  accessEndedBecause: null,
});

/** A declined renewal inside the grace period: Stripe retries on June 4, Pro stays on until June 3. */
export const aBillingIssue = (over: Partial<BillingIssue> = {}): BillingIssue => ({
  kind: 'payment_failed',
  since: '2026-05-31T09:00:00.000Z',
  accessUntil: '2026-06-03T09:00:00.000Z',
  nextRetryAt: '2026-06-04T09:00:00.000Z',
  invoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_inv_1',
  reason: 'Your card has insufficient funds.',
  ...over,
});

/** The status of a subscriber whose renewal failed (Stripe's past_due), still inside the grace period. */
export const aPastDueStatus = (issue: Partial<BillingIssue> = {}): SubscriptionStatus =>
  aStatus({
    status: 'past_due',
    subscriptionEndsAt: '2026-06-30T09:00:00.000Z',
    billingIssue: aBillingIssue(issue),
  });

/** A user's latest subscription as billing lists it for the admin table: paid and active. */
export const anAdminSubscription = (over: Partial<AdminSubscription> = {}): AdminSubscription => ({
  userId: 'user-2',
  status: 'active',
  cancelAtPeriodEnd: false,
  startedAt: '2026-02-02T00:00:00.000Z',
  refundable: true,
  billingState: 'active',
  accessUntil: null,
  lastEventType: 'invoice.paid',
  lastEventAt: '2026-02-02T00:00:05.000Z',
  ...over,
});

export const aNote = (over: Partial<Note> = {}): Note => ({
  id: 'note-1',
  note: 'A note',
  videoId: 'abcDEF12345',
  videoTitle: 'Forest walk',
  videoThumbnailUrl: '',
  timestamp: 10,
  isEncrypted: false,
  contentIv: null,
  videoIdIv: null,
  videoTitleIv: null,
  videoThumbnailIv: null,
  timestampIv: null,
  channelId: '',
  channelTitle: '',
  channelIdIv: null,
  channelTitleIv: null,
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  ...over,
});

export const unauthorized = {
  status: 401,
  body: { statusCode: 401, code: 'unauthorized', message: 'Sign in first' },
};

/** One YouTube search result as the API answers it (a 4:05 video). */
export const aSearchItem = (videoId: string, title: string) => ({
  type: 'video' as const,
  id: { kind: 'youtube#video', videoId },
  snippet: {
    title,
    description: `About ${title}`,
    channelId: 'UCabcdefghijklmnopqrstuv',
    channelTitle: 'Quiet Trails',
    publishedAt: '2026-01-01T00:00:00Z',
    thumbnails: { medium: { url: `https://i.ytimg.com/vi/${videoId}/mqdefault.jpg` } },
  },
  contentDetails: { duration: 'PT4M5S' },
});

/** A channel found by search (type=channel), as the API answers it. */
export const aChannelSearchItem = (channelId: string, title: string) => ({
  type: 'channel' as const,
  id: { kind: 'youtube#channel', channelId },
  snippet: {
    title,
    description: `The channel of ${title}`,
    channelId,
    channelTitle: title,
    publishedAt: '2019-05-01T00:00:00Z',
    thumbnails: { medium: { url: `https://yt3.ggpht.com/${channelId}=s240` } },
  },
});

/** A playlist found by search (type=playlist), as the API answers it. */
export const aPlaylistSearchItem = (playlistId: string, title: string) => ({
  type: 'playlist' as const,
  id: { kind: 'youtube#playlist', playlistId },
  snippet: {
    title,
    description: `About ${title}`,
    channelId: 'UCabcdefghijklmnopqrstuv',
    channelTitle: 'Quiet Trails',
    publishedAt: '2024-02-01T00:00:00Z',
    thumbnails: { medium: { url: 'https://i.ytimg.com/vi/vid0000001/mqdefault.jpg' } },
  },
});
