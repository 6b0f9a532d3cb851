import { Link } from 'react-router-dom';
import type { ChannelSearchItem, PlaylistSearchItem } from '@stillframe/contracts';
import { pickThumbnail } from '@/components/video/video-summary';
import { paths } from '@/config/paths';
import { formatRelative } from '@/lib/format/dates';
import { toPlainText } from '@/lib/sanitize';
import '@/components/video/video.css';

/** A channel found by search: its avatar, name and description; opens the channel screen. */
export function ChannelResultCard({ item }: { item: ChannelSearchItem }) {
  const title = toPlainText(item.snippet.title);
  const avatar = pickThumbnail(item.snippet.thumbnails);
  return (
    <Link to={paths.channel.getHref(item.id.channelId)} className="sf-card-link" data-testid="channel-result">
      <div className="sf-video-card sf-video-card-hoverable sf-channel-result">
        {avatar ? <img className="sf-channel-result-avatar" src={avatar} alt="" loading="lazy" /> : null}
        <div className="sf-video-card-body">
          <h3 className="sf-video-title sf-clamp-2" title={title}>
            {title}
          </h3>
          <span className="sf-secondary" style={{ fontSize: 12 }}>
            Channel · since {new Date(item.snippet.publishedAt).getFullYear()}
          </span>
          <p className="sf-clamp-2 sf-secondary" style={{ margin: '6px 0 0' }}>
            {toPlainText(item.snippet.description)}
          </p>
        </div>
      </div>
    </Link>
  );
}

/** A playlist found by search: its cover, title and channel; opens the playlist's videos in Stillframe. */
export function PlaylistResultCard({ item }: { item: PlaylistSearchItem }) {
  const title = toPlainText(item.snippet.title);
  const cover = pickThumbnail(item.snippet.thumbnails);
  return (
    <Link
      to={paths.youtubePlaylist.getHref(item.id.playlistId)}
      state={{ title, channelTitle: toPlainText(item.snippet.channelTitle) }}
      className="sf-card-link"
      data-testid="playlist-result"
    >
      <div className="sf-video-card sf-video-card-hoverable">
        <div className="sf-thumb">
          {cover ? <img src={cover} alt="" loading="lazy" /> : null}
          <span className="sf-duration">Playlist</span>
        </div>
        <div className="sf-video-card-body">
          <h3 className="sf-video-title sf-clamp-2" title={title}>
            {title}
          </h3>
          <span className="sf-secondary" style={{ display: 'block' }}>
            {toPlainText(item.snippet.channelTitle)}
          </span>
          <span className="sf-secondary" style={{ fontSize: 12 }}>
            {formatRelative(item.snippet.publishedAt)}
          </span>
        </div>
      </div>
    </Link>
  );
}
