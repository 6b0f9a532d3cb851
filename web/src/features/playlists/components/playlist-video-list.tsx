import { DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import type { Video } from '@stillframe/contracts';
import { formatDuration } from '@/lib/format/duration';
import { toPlainText } from '@/lib/sanitize';
import { useReorder } from '../hooks/use-reorder';
import { watchInPlaylistHref } from '../utils/watch-in-playlist';

interface PlaylistVideoListProps {
  playlistId: string;
  /** The videos in the playlist's order. */
  videoIds: readonly string[];
  /** The catalog's details of the videos it knows. */
  details: ReadonlyMap<string, Video>;
  /** While the catalog is asked, a video without details is loading, not gone. */
  detailsPending?: boolean;
  onMove: (videoId: string, position: number) => void;
  onRemove: (videoId: string) => void;
}

const INSTRUCTIONS_ID = 'sf-playlist-reorder-instructions';

/** The playlist's videos in order; each can be dragged by its handle, or moved with the keyboard. */
export function PlaylistVideoList({
  playlistId,
  videoIds,
  details,
  detailsPending = false,
  onMove,
  onRemove,
}: PlaylistVideoListProps) {
  const titleOf = (videoId: string) => toPlainText(details.get(videoId)?.snippet.title ?? '') || videoId;
  const reorder = useReorder({ ids: videoIds, titleOf, onMove });

  return (
    <>
      <p id={INSTRUCTIONS_ID} className="sf-visually-hidden">
        To move a video, press Space on its handle, then the up and down arrow keys, then Space to drop it.
      </p>
      <div
        aria-live="assertive"
        role="status"
        className="sf-visually-hidden"
        data-testid="reorder-announcement"
      >
        {reorder.announcement}
      </div>
      <ol className="sf-playlist-videos" aria-label="Videos in this playlist">
        {reorder.order.map((videoId, index) => {
          const video = details.get(videoId);
          const title = titleOf(videoId);
          const thumbnail = video?.snippet.thumbnails.medium?.url ?? video?.snippet.thumbnails.default?.url;
          const duration = formatDuration(video?.contentDetails?.duration);
          return (
            <li
              key={videoId}
              className="sf-playlist-video"
              data-grabbed={reorder.grabbed === videoId ? 'true' : undefined}
              data-testid="playlist-video"
              {...reorder.dragHandlers(videoId)}
            >
              <button
                type="button"
                className="sf-playlist-handle"
                aria-label={`Move ${title}, position ${index + 1} of ${reorder.order.length}`}
                aria-describedby={INSTRUCTIONS_ID}
                aria-pressed={reorder.grabbed === videoId}
                onKeyDown={(event) => reorder.onHandleKeyDown(videoId, event)}
              >
                <HolderOutlined aria-hidden />
              </button>
              <span className="sf-playlist-position" aria-hidden>
                {index + 1}
              </span>
              <Link
                to={watchInPlaylistHref(videoId, playlistId)}
                className="sf-playlist-video-link"
                draggable={false}
              >
                <span className="sf-playlist-thumb">
                  {thumbnail ? <img src={thumbnail} alt="" loading="lazy" draggable={false} /> : null}
                  {duration ? <span className="sf-duration">{duration}</span> : null}
                </span>
                <span className="sf-playlist-video-text">
                  <span className="sf-clamp-2 sf-playlist-video-title">
                    {video ? title : detailsPending ? 'Loading…' : 'Video not available'}
                  </span>
                  {video ? (
                    <span className="sf-secondary">{toPlainText(video.snippet.channelTitle)}</span>
                  ) : null}
                </span>
              </Link>
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`Remove ${title} from this playlist`}
                onClick={() => onRemove(videoId)}
              />
            </li>
          );
        })}
      </ol>
    </>
  );
}
