import { Button, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { OverBudgetState } from '@/components/ui/over-budget-state';
import { VideoGrid } from '@/components/video/video-grid';
import { paths } from '@/config/paths';
import { overBudgetMessage } from '@/lib/over-budget';
import { useWatchedVideos } from '@/lib/watched/watched-videos';
import { useFeed } from '../api/get-feed';
import { visibleFeed } from '../utils/feed-videos';

const HIDE_WATCHED_KEY = 'stillframe.feed.hideWatched';

const readHideWatched = () => {
  try {
    return localStorage.getItem(HIDE_WATCHED_KEY) === '1';
  } catch {
    return false;
  }
};

interface LatestFeedProps {
  /** The favourite channels' ids; undefined while they load. */
  channelIds: string[] | undefined;
  channelsFailed?: boolean;
}

/** Latest from my channels: their recent uploads, newest first, nothing ranked or suggested. */
export function LatestFeed({ channelIds, channelsFailed = false }: LatestFeedProps) {
  const [hideWatched, setHideWatched] = useState(readHideWatched);
  const watched = useWatchedVideos();
  const feed = useFeed(channelIds ?? [], channelIds !== undefined);

  const toggle = (on: boolean) => {
    setHideWatched(on);
    try {
      localStorage.setItem(HIDE_WATCHED_KEY, on ? '1' : '0');
    } catch {
      // Not remembered across visits; the switch still works now.
    }
  };

  const pages = feed.data?.pages ?? [];
  const videos = visibleFeed(pages, watched, hideWatched);
  const unavailable = pages[0]?.unavailableChannelIds.length ?? 0;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);

  const overBudget = overBudgetMessage(feed.error);

  let body;
  if (overBudget && loaded === 0) {
    // No "Try again": the message says when the budget returns, and a retry before then is refused too.
    body = <OverBudgetState message={overBudget} />;
  } else if (overBudget) {
    // "Load more" was refused: the pages already shown stay, the message takes the button's place.
    body = <VideoGrid videos={videos} viewMode="thumbnail" />;
  } else if (channelsFailed || feed.isError) {
    body = (
      <EmptyState
        title="Unable to load the latest uploads"
        description="Please try again in a moment."
        action={<Button onClick={() => void feed.refetch()}>Try again</Button>}
      />
    );
  } else if (channelIds?.length === 0) {
    body = (
      <EmptyState
        icon="heart"
        title="No favourite channels yet"
        description="Open a channel and tap the heart: its new uploads will appear here, newest first."
        action={<Link to={paths.search.getHref()}>Find channels through search</Link>}
      />
    );
  } else if (channelIds === undefined || feed.isPending) {
    body = <VideoGrid videos={[]} viewMode="thumbnail" isLoading />;
  } else if (videos.length === 0) {
    body = (
      <EmptyState
        title={loaded > 0 ? 'You have watched everything here' : 'No uploads yet'}
        description={loaded > 0 ? 'Turn off "Hide watched" to see them again.' : undefined}
      />
    );
  } else {
    body = <VideoGrid videos={videos} viewMode="thumbnail" />;
  }

  return (
    <section aria-labelledby="latest-feed-title" className="sf-home-section">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} id="latest-feed-title" style={{ margin: 0, fontSize: 20 }}>
          Latest from your channels
        </Typography.Title>
        <Flex align="center" gap={8}>
          <Switch id="hide-watched" checked={hideWatched} onChange={toggle} size="small" />
          <label htmlFor="hide-watched">Hide watched</label>
        </Flex>
      </Flex>
      <div style={{ marginTop: 16 }}>{body}</div>
      {unavailable > 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {unavailable === 1
            ? 'One channel could not be loaded right now.'
            : `${unavailable} channels could not be loaded right now.`}
        </Typography.Paragraph>
      ) : null}
      {overBudget && loaded > 0 ? <OverBudgetState message={overBudget} /> : null}
      {feed.hasNextPage && !overBudget ? (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
            Load more
          </Button>
        </Flex>
      ) : null}
    </section>
  );
}
