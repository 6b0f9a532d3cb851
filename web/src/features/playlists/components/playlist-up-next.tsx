import { CaretRightOutlined } from '@ant-design/icons';
import { Button, Skeleton, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toPlainText } from '@/lib/sanitize';
import { useNextInPlaylist } from '../api/get-next-in-playlist';
import { usePlaylists } from '../api/get-playlists';
import { useVideoDetails } from '../api/get-video-details';
import { LIST_PARAM, watchInPlaylistHref } from '../utils/watch-in-playlist';
import './playlists.css';

/**
 * On the end panel of a video played from a playlist (`?list=`): the playlist's next video, offered because the
 * user put it there, never started for them. Nothing when the video was not opened from a playlist.
 */
export function PlaylistUpNext({ videoId }: { videoId: string }) {
  const [searchParams] = useSearchParams();
  const playlistId = searchParams.get(LIST_PARAM);
  if (!playlistId) return null;
  return <UpNext playlistId={playlistId} videoId={videoId} />;
}

function UpNext({ playlistId, videoId }: { playlistId: string; videoId: string }) {
  const next = useNextInPlaylist(playlistId, videoId);
  const playlists = usePlaylists();
  const navigate = useNavigate();
  const nextId = next.data?.next?.videoId;
  const details = useVideoDetails(nextId ? [nextId] : []);
  const playlist = playlists.data?.items.find(
    (candidate) =>
      candidate.id === playlistId || (playlistId === 'watch-later' && candidate.kind === 'watch-later'),
  );
  const name = playlist?.name ?? 'this playlist';

  let body;
  if (next.isPending) body = <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  else if (next.isError)
    body = <Typography.Text type="secondary">The playlist could not be read.</Typography.Text>;
  else if (!nextId)
    body = (
      <Typography.Text>
        That was the last video of <Link to={paths.playlist.getHref(playlistId)}>{name}</Link>.
      </Typography.Text>
    );
  else {
    const video = details.data?.get(nextId);
    const title = video ? toPlainText(video.snippet.title) : 'Next video';
    const href = watchInPlaylistHref(nextId, playlistId);
    body = (
      <div className="sf-up-next">
        <Link to={href} className="sf-next-upload">
          {video?.snippet.thumbnails.medium?.url ? (
            <img src={video.snippet.thumbnails.medium.url} alt="" width={120} height={68} />
          ) : null}
          <span className="sf-next-upload-title">{title}</span>
        </Link>
        <Button type="primary" icon={<CaretRightOutlined aria-hidden />} onClick={() => navigate(href)}>
          Play next
        </Button>
      </div>
    );
  }
  return (
    <section aria-label={`Next in ${name}`} className="sf-end-panel-up-next">
      <Typography.Title level={3} className="sf-end-panel-subtitle">
        Next in {name}
      </Typography.Title>
      {body}
    </section>
  );
}
