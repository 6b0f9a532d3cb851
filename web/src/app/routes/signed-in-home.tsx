import { Typography } from 'antd';
import { FeedMaxChannels } from '@stillframe/contracts';
import { PageSpinner } from '@/components/ui/page-spinner';
import { LatestFeed } from '@/features/feed/components/latest-feed';
import { useNewestFavorites } from '@/features/favorites/api/get-favorites';
import { RecentNotes } from '@/features/notes/components/recent-notes';
import { HomeSearch } from '@/features/search/components/home-search';
import { PlanPrompt } from '@/features/subscription/components/plan-prompt';
import { useAccess } from '@/lib/auth/use-access';
import './signed-in-home.css';

/** Channel ids the feed can read: the platform's `UC…` ids (favourites are stored by id). */
const FEED_CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

/** The home of a signed-in account: the search box, the latest uploads of the favourites and the newest notes. */
export function SignedInHome() {
  const access = useAccess();
  const isPro = access.status === 'granted';
  // Favourites come newest first, a page at a time: the feed reads the newest 200 channels, one page,
  // whatever the size of the list.
  const favorites = useNewestFavorites(FeedMaxChannels, isPro);
  const channelIds = favorites.data?.map((channel) => channel.id).filter((id) => FEED_CHANNEL_ID.test(id));

  return (
    <div className="sf-page">
      <Typography.Title level={1} className="sf-visually-hidden">
        Home
      </Typography.Title>
      <HomeSearch />
      {access.status === 'loading' ? (
        <PageSpinner label="Checking access" />
      ) : isPro ? (
        <div className="sf-home-columns">
          <LatestFeed channelIds={channelIds} channelsFailed={favorites.isError} />
          <RecentNotes />
        </div>
      ) : (
        <div className="sf-home-columns">
          <PlanPrompt what="Latest from your channels: the newest uploads of your favourite channels, in the order they were published, with nothing ranked or recommended." />
          <PlanPrompt what="Recent notes: your newest timestamped notes, each a link back to its moment in the video." />
        </div>
      )}
    </div>
  );
}
